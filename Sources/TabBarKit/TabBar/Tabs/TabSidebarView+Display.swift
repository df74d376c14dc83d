import Foundation

// The sidebar's delegate hears each tab's row (a group's heading too) begin being displayed
// when it first shows in a window, and end when it goes: taken out of the list, or the
// sidebar gone from the window. Rows of actions are not tabs and are not announced.
extension TabSidebarView {
    /// Tells the delegate which tabs' rows came and went since it was last told, new ones
    /// first, as a list shows its new rows before it lets the old ones go.
    func announceDisplayedTabs() {
        let now = window == nil ? [] : rows.filter { $0.action == nil }.map(\.tab)
        let arriving = now.filter { tab in !displayedTabs.contains { $0 === tab } }
        let leaving = displayedTabs.filter { tab in !now.contains { $0 === tab } }
        guard !arriving.isEmpty || !leaving.isEmpty else { return }
        // Recorded before the delegate runs: what it changes is announced against this.
        displayedTabs = now
        let sidebar = controller.sidebar
        guard let delegate = sidebar.delegate else { return }
        for tab in arriving { delegate.tabBarController(controller, sidebar: sidebar, willBeginDisplaying: tab) }
        for tab in leaving { delegate.tabBarController(controller, sidebar: sidebar, didEndDisplaying: tab) }
    }
}
