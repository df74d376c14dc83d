import Foundation
import TabBarKit

/// The Clock app's round buttons (Start, Stop, Lap, Reset, Cancel): a filled circle with
/// its title in the middle.
@MainActor
enum RoundButton {
    static func make(title: String, color: UIColor, diameter: CGFloat = 78, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .custom, primaryAction: UIAction { _ in action() })
        button.frame = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        button.layer.cornerRadius = diameter / 2
        button.titleLabel?.font = .systemFont(ofSize: 17)
        style(button, title: title, color: color)
        return button
    }

    /// A pale fill of the colour under a title in the colour itself.
    static func style(_ button: UIButton, title: String, color: UIColor) {
        button.setTitle(title, for: .normal)
        button.setTitleColor(color, for: .normal)
        button.backgroundColor = color.withAlphaComponent(0.15)
    }

    /// Disabled buttons dim, as the Clock app's Lap before the first start.
    static func setEnabled(_ button: UIButton, _ enabled: Bool) {
        button.isEnabled = enabled
        button.alpha = enabled ? 1 : 0.5
    }
}
