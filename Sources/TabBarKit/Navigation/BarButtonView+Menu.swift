import Foundation

// A bar button item's menu hangs from its button: a tap shows it when the item has no
// primary action, a long press when it has one. A pop-up item keeps one action chosen
// and shows its title, as a pop-up button does.
extension BarButtonView: UIContextMenuInteractionDelegate {
    func addMenuInteraction() {
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.presentsCompact = true
        interaction.opensOnPress = !(item?.showsMenuOnTap ?? false)
        interaction.onChoose = { [weak self] action in self?.menuActionChosen(action) }
        addInteraction(interaction)
        menuInteraction = interaction
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let item, let menu = item.menu, item.isEnabled else { return nil }
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
        configuration.preferredMenuElementOrder = item.preferredMenuElementOrder
        return configuration
    }

    private func menuActionChosen(_ action: UIAction) {
        guard let item, item.changesSelectionAsPrimaryAction, let menu = item.menu else { return }
        for other in UIButton.actions(in: menu) { other.state = other === action ? .on : .off }
        item.title = action.title
    }
}
