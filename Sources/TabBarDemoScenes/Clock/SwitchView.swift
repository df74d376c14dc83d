import Foundation
import TabBarKit

/// An on/off switch in the look of UIKit's: a green or grey capsule with a white knob.
/// TabBarKit has no `UISwitch`; a tap flips it and reports the new state.
@MainActor
final class SwitchView: UIControl {
    private(set) var isOn: Bool
    private let knob = UIView(frame: CGRect(x: 0, y: 0, width: 27, height: 27))
    private let changed: @MainActor (Bool) -> Void

    init(isOn: Bool, changed: @escaping @MainActor (Bool) -> Void) {
        self.isOn = isOn
        self.changed = changed
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        layer.cornerRadius = 15.5
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowRadius = 2
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        addAction(UIAction { [weak self] _ in self?.flip() }, for: .touchUpInside)
        show()
    }

    required init?(coder: NSCoder) {
        isOn = false
        changed = { _ in }
        super.init(coder: coder)
    }

    private func flip() {
        isOn.toggle()
        show()
        changed(isOn)
    }

    private func show() {
        backgroundColor = isOn ? .systemGreen : UIColor(white: 0.9, alpha: 1)
        knob.frame.origin = CGPoint(x: isOn ? 22 : 2, y: 2)
    }
}
