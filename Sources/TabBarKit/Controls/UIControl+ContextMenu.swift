import Foundation

// A control is its own context menu interaction's delegate, as in UIKit, so subclasses
// give their menu by overriding `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
// The control's menu hangs from it (a compact menu) rather than lifting a preview.
extension UIControl: UIContextMenuInteractionDelegate {
    func setContextMenuInteractionEnabled(_ enabled: Bool) {
        guard enabled != (contextMenuInteraction != nil) else { return }
        if enabled {
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.presentsCompact = true
            interaction.opensOnPress = !showsMenuAsPrimaryAction
            contextMenuInteraction = interaction
            addInteraction(interaction)
        } else if let interaction = contextMenuInteraction {
            removeInteraction(interaction)
            contextMenuInteraction = nil
        }
    }

    /// Runs the primary action: opens the menu of a control that shows it as its
    /// primary action, else sends `.primaryActionTriggered`.
    public func performPrimaryAction() {
        if showsMenuAsPrimaryAction, let interaction = contextMenuInteraction {
            interaction.presentMenu(at: CGPoint(x: bounds.midX, y: bounds.midY), sender: self)
        } else {
            sendActions(for: .primaryActionTriggered)
        }
    }
}
