import Foundation

// A group's section in the sidebar collapses to its heading and expands again when the
// user taps the heading (its outline disclosure turns with it). The sidebar remembers the
// collapsed sections, saved with the other choices under `customizationIdentifier`.
extension UITabBarController {
    func userToggledCollapse(of group: UITabGroup) {
        guard group.tabBarController === self else { return }
        if sidebar.collapsedGroups.remove(group.identifier) == nil { sidebar.collapsedGroups.insert(group.identifier) }
        let collapsed = sidebar.collapsedGroups.sorted()
        saveCustomization { $0.collapsed = collapsed }
        showSidebarContent()
    }
}
