import Foundation

// A long press on a tab's row (or a group's heading) shows the context menu the sidebar's
// delegate gives for the tab, beside the lifted row. Action rows have none, and none
// shows while the sidebar is edited, where a finger on a row drags it.
extension TabSidebarView: UIContextMenuInteractionDelegate {
    func addContextMenuInteraction(to row: TabSidebarRow) {
        guard row.action == nil else { return }
        row.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard !controller.sidebar.isEditing, let row = interaction.view as? TabSidebarRow, rows.contains(where: { $0 === row }),
            let delegate = controller.sidebar.delegate
        else { return nil }
        return delegate.tabBarController(controller, sidebar: controller.sidebar, contextMenuConfigurationFor: row.tab)
    }
}
