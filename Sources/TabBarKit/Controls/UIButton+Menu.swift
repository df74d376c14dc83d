import Foundation

// A button's menu: setting one turns on the control's context menu interaction. A pop-up
// button (`changesSelectionAsPrimaryAction`) keeps exactly one action of its menu on,
// the first when none is, and shows that action's title; choosing another action turns
// it on and the rest off.
extension UIButton {
    func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        contextMenuInteraction?.onChoose = { [weak self] action in self?.menuActionChosen(action) }
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = Self.actions(in: menu)
        let selected = actions.first { $0.state == .on } ?? actions.first { !$0.attributes.contains(.disabled) }
        if let selected { select(selected, among: actions) }
    }

    private func menuActionChosen(_ action: UIAction) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        select(action, among: Self.actions(in: menu))
    }

    private func select(_ action: UIAction, among actions: [UIAction]) {
        for other in actions { other.state = other === action ? .on : .off }
        if configuration != nil {
            configuration?.title = action.title
        } else {
            setTitle(action.title, for: .normal)
        }
    }

    /// Every action in `menu` and its submenus, in menu order.
    static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return actions(in: submenu) }
            return []
        }
    }
}
