import Foundation

// Each row shows a `UITabSidebarItem` the sidebar's delegate gives when the row is made.
// When the row's state changes (selected, edited, disabled) the item takes the new state
// and the delegate hears of it, as UIKit's sidebar tells `tabBarController(_:sidebar:update:)`.
extension TabSidebarView {
    /// The state of a row of `content` now: selected while its tab is (a heading or an
    /// action never is, nor anything while editing), editing, disabled with its tab; a
    /// heading is expanded unless its section is collapsed.
    func state(of content: TabSidebarRow.Content, selected: UITab?) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isEditing = editing == .editing
        switch content {
        case .tab(let tab):
            state.isSelected = tab === selected && !state.isEditing
            state.isDisabled = !tab.isEnabled
        case .heading(let group):
            state.isExpanded = !controller.sidebar.collapsedGroups.contains(group.identifier)
        case .action:
            break
        }
        return state
    }

    /// The delegate's item for a new row of `content` (the default item without a delegate).
    func item(for content: TabSidebarRow.Content, state: UICellConfigurationState) -> UITabSidebarItem {
        let shown: UITabSidebarItem.Content =
            switch content {
            case .tab(let tab), .heading(let tab): .tab(tab)
            case .action(let action, _): .action(action)
            }
        let request = UITabSidebarItem.Request(content: shown, isHeading: content.isHeading, tint: tintColor, state: state)
        let sidebar = controller.sidebar
        return sidebar.delegate?.tabBarController(controller, sidebar: sidebar, itemFor: request) ?? UITabSidebarItem(request: request)
    }

    /// Gives `row`'s item its state and its tab's content now; if either changed, the
    /// delegate hears.
    func updateState(of row: TabSidebarRow, selected: UITab?) {
        let state = state(of: row.content, selected: selected)
        let stateChanged = state != row.item.configurationState
        if stateChanged { row.item.configurationState = state }
        guard row.item.takeTabContent() || stateChanged else { return }
        let sidebar = controller.sidebar
        sidebar.delegate?.tabBarController(controller, sidebar: sidebar, update: row.item)
    }
}
