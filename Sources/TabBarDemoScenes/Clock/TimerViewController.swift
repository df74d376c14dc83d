import Foundation
import TabBarKit

/// The Timer tab: the duration on the picker's columns, Cancel and Start (Pause, Resume),
/// and while it counts, the time left, shown on each frame's tick by a display link while
/// the tab is on screen.
@MainActor
public final class TimerViewController: UIViewController {
    /// Fifteen minutes, as set on the picker.
    public let duration: TimeInterval = 15 * 60
    /// The time counted so far; the stopwatch's arithmetic serves a countdown too.
    public private(set) var counted = Stopwatch()
    public let durationLabel = UILabel()
    private let unitsLabel = UILabel()
    private let endLabel = UILabel()
    public private(set) lazy var cancelButton = RoundButton.make(title: "Cancel", color: .systemGray) { [weak self] in
        self?.cancel()
    }
    public private(set) lazy var startButton = RoundButton.make(title: "Start", color: .systemGreen) { [weak self] in
        self?.startOrPause()
    }
    private var displayLink: CADisplayLink?

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
        durationLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .light)
        durationLabel.textAlignment = .center
        unitsLabel.text = "hours      min      sec"
        unitsLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        unitsLabel.textColor = .secondaryLabel
        unitsLabel.textAlignment = .center
        endLabel.text = "When Timer Ends: Radar"
        endLabel.font = .systemFont(ofSize: 17)
        endLabel.textAlignment = .center
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

    /// "14:59": whole seconds left, rounded up so the last second shows 0:01, not 0:00.
    public static func format(remaining: TimeInterval) -> String {
        let seconds = Int((max(0, remaining) - 1e-6).rounded(.up))
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, seconds % 60) : String(format: "%02d:%02d", minutes, seconds % 60)
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if counted.isRunning { startLink() }
        show(at: CACurrentMediaTime())
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopLink()
    }

    private func startOrPause() {
        let now = CACurrentMediaTime()
        if counted.isRunning {
            counted.stop(at: now)
            stopLink()
        } else {
            counted.start(at: now)
            startLink()
        }
        show(at: now)
    }

    private func startLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.show(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func cancel() {
        counted.reset()
        stopLink()
        show(at: CACurrentMediaTime())
    }

    private func stopLink() {
        displayLink?.invalidate()
        displayLink = nil
    }

    /// The picker's look while idle; the time left while counting. At zero the timer
    /// ends and goes back to idle.
    private func show(at time: TimeInterval) {
        let remaining = duration - counted.elapsed(at: time)
        if counted.isRunning, remaining <= 0 {
            counted.reset()
            stopLink()
        }
        let idle = !counted.isRunning && counted.elapsed(at: time) == 0
        durationLabel.text = idle ? "0   15   00" : Self.format(remaining: remaining)
        unitsLabel.isHidden = !idle
        RoundButton.setEnabled(cancelButton, !idle)
        let (title, color): (String, UIColor) = counted.isRunning ? ("Pause", .systemOrange) : (idle ? "Start" : "Resume", .systemGreen)
        RoundButton.style(startButton, title: title, color: color)
    }
}
