import Foundation
import TabBarKit

/// The Timer tab: the duration set on the picker's columns, Cancel and Start, and the
/// sound it ends with.
@MainActor
public final class TimerViewController: UIViewController {
    public let durationLabel = UILabel()
    private let unitsLabel = UILabel()
    private let endLabel = UILabel()
    private lazy var cancelButton = RoundButton.make(title: "Cancel", color: .systemGray) {}
    private lazy var startButton = RoundButton.make(title: "Start", color: .systemGreen) {}

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Timer"
        tabBarItem.image = ClockIcons.timer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        durationLabel.text = "0   15   00"
        durationLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .light)
        durationLabel.textAlignment = .center
        unitsLabel.text = "hours      min      sec"
        unitsLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        unitsLabel.textColor = .secondaryLabel
        unitsLabel.textAlignment = .center
        endLabel.text = "When Timer Ends: Radar"
        endLabel.font = .systemFont(ofSize: 17)
        endLabel.textAlignment = .center
        cancelButton.isEnabled = false
        for subview in [durationLabel, unitsLabel, cancelButton, startButton, endLabel] as [UIView] { view.addSubview(subview) }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        durationLabel.frame = CGRect(x: safe.minX, y: safe.minY + 70, width: safe.width, height: 70)
        unitsLabel.frame = CGRect(x: safe.minX, y: durationLabel.frame.maxY, width: safe.width, height: 24)
        let buttonsY = unitsLabel.frame.maxY + 50
        cancelButton.frame.origin = CGPoint(x: safe.minX + 20, y: buttonsY)
        startButton.frame.origin = CGPoint(x: safe.maxX - 20 - startButton.frame.width, y: buttonsY)
        endLabel.frame = CGRect(x: safe.minX + 20, y: buttonsY + startButton.frame.height + 30, width: safe.width - 40, height: 44)
    }
}
