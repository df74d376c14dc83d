import Foundation

// The sidebar's overflow button: with `navigationOverflowItems` set, a circled ellipsis at
// the trailing end of the sidebar's bar shows a menu of the app's items and, in a sidebar
// the user may edit, the Edit Sidebar action after them, in place of the Edit button.
// While editing, the Done button takes its place.
extension TabSidebarView {
    func setUpOverflowButton() {
        overflowButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
        overflowButton.accessibilityLabel = "More"
        overflowButton.showsMenuAsPrimaryAction = true
        overflowButton.isHidden = true
        addSubview(overflowButton)
    }

    func layOutOverflowButton(topInset: CGFloat, rightToLeft: Bool) {
        let items = controller.sidebar.navigationOverflowItems
        overflowButton.isHidden = items == nil || editing == .editing
        guard let items, !overflowButton.isHidden else {
            if overflowMenuSource != nil { overflowButton.menu = nil }
            overflowMenuSource = nil
            return
        }
        overflowButton.frame = CGRect(x: rightToLeft ? 12 : bounds.width - 12 - 44, y: topInset + 3, width: 44, height: 44)
        let editable = editing == .editable
        if let source = overflowMenuSource, source.items === items, source.editable == editable { return }
        overflowMenuSource = (items, editable)
        var children: [UIMenuElement] = [items]
        if editable {
            let edit = UIAction(title: "Edit Sidebar", image: UIImage(systemName: "pencil")) { [unowned controller] _ in
                controller.beginSidebarEditing()
            }
            children.append(UIMenu(options: .displayInline, children: [edit]))
        }
        overflowButton.menu = UIMenu(children: children)
    }
}
