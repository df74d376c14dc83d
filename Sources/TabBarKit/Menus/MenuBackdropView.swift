import Foundation

/// What lies between a shown menu and the window under it: a blur for a rich menu,
/// nothing to see for a compact one. Either way it takes the touches meant for the views
/// under it, and a tap on it ends the menu.
@MainActor
final class MenuBackdropView: UIView {
    var onTap: (() -> Void)?

    init(blurs: Bool) {
        super.init(frame: .zero)
        isOpaque = false
        if blurs {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
            blur.frame = bounds
            blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            blur.isUserInteractionEnabled = false
            addSubview(blur)
        }
        accessibilityLabel = "Dismiss context menu"
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}
