import Foundation

// Touches on the sidebar's list, in its content coordinates (SidebarListView.swift). A tap
// on a row's control accessory runs its handler.
// Outside editing a row selects its tab. While editing, a
// tap on a row the user may hide shows or hides its tab, and a finger that lands on a grip
// drags the row within its group; where it is let go decides the group's new order.
extension TabSidebarView {
    func touchBegan(at point: CGPoint) {
        guard editing == .editing, let row = row(at: point), row.gripContains(row.convert(point, from: list))
        else { return }
        let tops = siblingRows(of: row).map(\.frame.minY)
        guard let first = tops.min(), let last = tops.max() else { return }
        drag = (row, point.y - row.frame.minY, first...last, tops.count)
        list.bringSubviewToFront(row)
    }

    func touchMoved(to point: CGPoint) {
        guard let drag else { return }
        drag.row.frame.origin.y = min(max(point.y - drag.grab, drag.slots.lowerBound), drag.slots.upperBound)
    }

    func touchEnded(at point: CGPoint) {
        if let drag {
            drop(drag.row, from: drag.slots.lowerBound, count: drag.count)
            return
        }
        guard let row = row(at: point) else { return }
        // A control accessory (delete, insert, detail, disclosure) runs its handler instead.
        if let action = row.accessoryAction(at: row.convert(point, from: list)) { return action() }
        activate(row)
    }

    /// A row tapped (or, with keyboard focus, Return or Space): a heading collapses or
    /// expands its section; while editing a row shows or hides its tab, where the user may;
    /// otherwise it selects it, or runs its action.
    func activate(_ row: TabSidebarRow) {
        if row.isHeading, let group = row.tab as? UITabGroup {
            controller.userToggledCollapse(of: group)
        } else if let action = row.action {
            if editing != .editing { action.perform(sender: controller.sidebar) }
        } else if editing == .editing {
            if row.tab.allowsHiding { controller.userToggledVisibility(of: row.tab) }
        } else {
            controller.userChoseSidebarRow(of: row.tab)
        }
    }

    func touchCancelled() {
        guard drag != nil else { return }
        controller.showSidebarContent()
    }

    private func row(at point: CGPoint) -> TabSidebarRow? {
        rows.first { $0.frame.contains(point) }
    }

    /// The rows of the dragged row's group, in the order they are listed.
    private func siblingRows(of row: TabSidebarRow) -> [TabSidebarRow] {
        rows.filter { $0.content == .tab($0.tab) && $0.tab.parent === row.tab.parent }
    }

    /// Moves the tab to the slot the row was let go over, counted from the group's first
    /// row at `top`; the list is shown again either way.
    private func drop(_ row: TabSidebarRow, from top: CGFloat, count: Int) {
        drag = nil
        defer { controller.showSidebarContent() }
        let slots = siblingRows(of: row)
        guard let group = row.tab.parent else { return }
        let slot = min(max(Int(((row.frame.midY - top) / rowPitch).rounded(.down)), 0), count - 1)
        // The group may hold children the list leaves out (hidden, not hideable): the tab
        // goes before the one listed after the slot, or last.
        let others = slots.filter { $0 !== row }.map(\.tab)
        let next = slot < others.count ? others[slot] : nil
        let rest = group.displayOrder.filter { $0 !== row.tab }
        let target = next.flatMap { next in rest.firstIndex { $0 === next } } ?? rest.count
        controller.userMoved(row.tab, in: group, to: target)
    }
}
