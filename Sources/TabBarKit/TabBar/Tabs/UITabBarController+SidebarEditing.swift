import Foundation

// Editing the sidebar: where a tab allows hiding or a group allows reordering, the sidebar
// has an Edit button. While editing, each tab the user may hide is listed, shown or not, with
// a circle that shows or hides it, and each child of a group they may reorder has a grip to
// drag it by. The delegate hears the editing begin and end, each change of visibility, and
// each group's new order; the choices are saved under `customizationIdentifier`.
extension UITabBarController {
    /// Whether the sidebar offers editing: some tab may be hidden, or some group reordered.
    var sidebarIsCustomizable: Bool {
        Self.withDescendants(rootTabs).contains { tab in
            tab.allowsHiding || (tab as? UITabGroup).map { $0.allowsReordering && $0.children.count > 1 } == true
        }
    }

    /// The Edit button: the delegate hears that editing begins, then the sidebar shows it.
    func beginSidebarEditing() {
        guard showsSidebar, sidebarIsCustomizable, !sidebar.isEditing else { return }
        delegate?.tabBarControllerWillBeginEditing(self)
        sidebar.isEditing = true
        showSidebarContent()
        if let container = viewIfLoaded { updateSidebarDimming(in: container) }
    }

    /// The Done button, or the sidebar going away: editing ends, then the delegate hears it.
    func endSidebarEditing() {
        guard sidebar.isEditing else { return }
        sidebar.isEditing = false
        showSidebarContent()
        if let container = viewIfLoaded { updateSidebarDimming(in: container) }
        delegate?.tabBarControllerDidEndEditing(self)
    }

    /// A tab's circle tapped while editing: it is shown or hidden, the choice saved, and the
    /// delegate told.
    func userToggledVisibility(of tab: UITab) {
        guard sidebar.isEditing, tab.allowsHiding, tab.tabBarController === self else { return }
        tab.isHidden.toggle()
        saveCustomization { $0.hidden[tab.identifier] = tab.isHidden }
        delegate?.tabBarController(self, visibilityDidChangeFor: [tab])
    }

    /// A group's child dragged to `index` among the group's children as the sidebar lists
    /// them: the group's display order changes, is saved, and the delegate is told.
    func userMoved(_ child: UITab, in group: UITabGroup, to index: Int) {
        guard sidebar.isEditing, group.allowsReordering, group.tabBarController === self else { return }
        var order = group.displayOrder
        guard let from = order.firstIndex(where: { $0 === child }) else { return }
        let target = min(max(index, 0), order.count - 1)
        guard target != from else { return }
        order.insert(order.remove(at: from), at: target)
        group.displayOrderIdentifiers = order.map(\.identifier)
        saveCustomization { $0.groups[group.identifier] = group.displayOrderIdentifiers }
        delegate?.tabBarController(self, displayOrderDidChangeFor: group)
    }
}
