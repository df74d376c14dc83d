import Foundation
@_spi(Hosting) import TabBarKit

/// A settings page of twelve rows, each with a switch, where one switch after another is
/// flipped, animated, every quarter second: every frame slides a thumb and repaints it.
@MainActor
final class SwitchToggleScreen: TickingScreen {
    static let size = CGSize(width: 375, height: 667)
    let renderer: ViewRenderer
    private let switches: [UISwitch]
    private var time: TimeInterval
    private var frame = 0

    init() {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .systemGroupedBackground
        var switches: [UISwitch] = []
        for row in 0..<12 {
            let cell = UIView(frame: CGRect(x: 16, y: 100 + CGFloat(row) * 44, width: Self.size.width - 32, height: 44))
            cell.backgroundColor = .secondarySystemGroupedBackground
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
            label.text = "Setting \(row + 1)"
            cell.addSubview(label)
            let toggle = UISwitch(frame: CGRect(x: cell.bounds.width - 67, y: 6.5, width: 0, height: 0))
            toggle.isOn = row.isMultiple(of: 2)
            cell.addSubview(toggle)
            root.addSubview(cell)
            switches.append(toggle)
        }
        self.switches = switches
        renderer = ViewRenderer(rootView: root, scale: 2)
        time = UIApplication.shared.currentTime
        renderer.render()
        // A second of frames so every backing store exists, then check a thumb really moves.
        for _ in 0..<60 { tick() }
        let thumb = switches[frame / 15 % switches.count].subviews[0].subviews[1]
        let before = thumb.layer.presentation()!.position
        precondition(tick(), "no switch is animating")
        precondition(thumb.layer.presentation()!.position != before, "the thumb did not move")
    }

    /// One frame at 60 Hz; every 15th flips the next switch.
    @discardableResult
    func tick() -> Bool {
        if frame.isMultiple(of: 15) {
            let toggle = switches[frame / 15 % switches.count]
            toggle.setOn(!toggle.isOn, animated: true)
        }
        frame += 1
        time += 1.0 / 60
        return UIApplication.shared.tick(at: time)
    }
}
