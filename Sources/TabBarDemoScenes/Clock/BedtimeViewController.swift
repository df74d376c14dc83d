import Foundation
import TabBarKit

/// The Bedtime tab: the sleep arc on a dial between bedtime and wake-up, with both times
/// and the hours of sleep.
@MainActor
public final class BedtimeViewController: UIViewController {
    public let bedtimeLabel = UILabel()
    public let wakeLabel = UILabel()
    private let dial = BedtimeDialView(bedtimeHour: 23, wakeHour: 7)

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Bedtime"
        tabBarItem.image = ClockIcons.bed()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bedtimeLabel.attributedText = Self.caption("BEDTIME", time: "23:00", color: .systemOrange)
        wakeLabel.attributedText = Self.caption("WAKE UP", time: "7:00", color: .systemYellow)
        for label in [bedtimeLabel, wakeLabel] {
            label.numberOfLines = 2
            label.textAlignment = .center
            view.addSubview(label)
        }
        view.addSubview(dial)
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let half = safe.width / 2
        bedtimeLabel.frame = CGRect(x: safe.minX, y: safe.minY + 30, width: half, height: 60)
        wakeLabel.frame = CGRect(x: safe.minX + half, y: safe.minY + 30, width: half, height: 60)
        let side = min(safe.width - 60, safe.height - 140)
        dial.frame = CGRect(x: safe.midX - side / 2, y: safe.minY + 110, width: side, height: side)
    }

    private static func caption(_ title: String, time: String, color: UIColor) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: title + "\n",
            attributes: [
                .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: color,
            ])
        text.append(
            NSAttributedString(
                string: time,
                attributes: [
                    .font: UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .light), .foregroundColor: UIColor.label,
                ]))
        return text
    }
}

/// A 24-hour dial with the sleep arc from bedtime to wake-up and the hours in the middle.
@MainActor
final class BedtimeDialView: UIView {
    let bedtimeHour: Int, wakeHour: Int

    init(bedtimeHour: Int, wakeHour: Int) {
        self.bedtimeHour = bedtimeHour
        self.wakeHour = wakeHour
        super.init(frame: .zero)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        bedtimeHour = 23
        wakeHour = 7
        super.init(coder: coder)
    }

    /// The angle of an hour on the 24-hour dial: midnight at the top, clockwise.
    private func angle(_ hour: Int) -> CGFloat { CGFloat(hour) / 24 * 2 * .pi - .pi / 2 }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 22
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 40
        UIColor(white: 0.94, alpha: 1).setStroke()
        track.stroke()
        let sleep = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: angle(bedtimeHour), endAngle: angle(wakeHour), clockwise: true)
        sleep.lineWidth = 34
        sleep.lineCapStyle = .round
        UIColor.systemOrange.setStroke()
        sleep.stroke()
        for hour in stride(from: 0, to: 24, by: 1) {
            let a = angle(hour), inner = radius - (hour % 6 == 0 ? 34 : 28)
            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: center.x + cos(a) * inner, y: center.y + sin(a) * inner))
            tick.addLine(to: CGPoint(x: center.x + cos(a) * (radius - 24), y: center.y + sin(a) * (radius - 24)))
            tick.lineWidth = hour % 6 == 0 ? 2 : 1
            UIColor.secondaryLabel.setStroke()
            tick.stroke()
        }
        let hours = (wakeHour - bedtimeHour + 24) % 24
        let text = "\(hours) hr" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 34, weight: .medium), .foregroundColor: UIColor.label,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}
