import Foundation

// A button's own pointer interaction, as UIKit adds one: the proposed style is the
// automatic effect in a rounded rectangle around the button, which the provider may
// change or refuse.
extension UIButton {
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    func updatePointerInteraction() {
        if isPointerInteractionEnabled, ownPointerInteraction == nil {
            let style = ButtonPointerStyle(button: self)
            let interaction = UIPointerInteraction(delegate: style)
            ownPointerInteraction = (interaction, style)
            addInteraction(interaction)
        } else if !isPointerInteractionEnabled, let own = ownPointerInteraction {
            ownPointerInteraction = nil
            removeInteraction(own.interaction)
        }
    }
}

/// Answers a button's pointer interaction with the proposed style, through the button's
/// provider when it has one.
@MainActor
final class ButtonPointerStyle: NSObject, UIPointerInteractionDelegate {
    private weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let radius = button.layer.cornerRadius > 0 ? button.layer.cornerRadius : UIPointerShape.defaultCornerRadius
        let shape = UIPointerShape.roundedRect(button.frame, radius: radius)
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape)
    }
}
