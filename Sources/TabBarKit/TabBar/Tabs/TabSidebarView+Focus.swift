import Foundation

// Keyboard focus in the sidebar, as on the bars (UITabBar+Focus.swift): one row at a time
// carries the ring, moved by Tab and the arrows over the rows of enabled tabs (headings
// take none); Return or Space then acts on it as a tap would.
extension TabSidebarView {
    /// The row with keyboard focus, or nil.
    var focusedRow: TabSidebarRow? {
        rows.first { $0.subviews.contains { $0 is TabBarFocusRing } }
    }

    /// Puts focus on `row` (nil removes it); a heading or a disabled tab's row takes none.
    func focus(_ row: TabSidebarRow?) {
        for each in rows {
            for ring in each.subviews where ring is TabBarFocusRing { ring.removeFromSuperview() }
        }
        guard let row, !row.isHeading, row.tab.isEnabled else { return }
        let ring = TabBarFocusRing(frame: row.bounds.insetBy(dx: TabBarFocusRing.inset, dy: TabBarFocusRing.inset))
        ring.layer.cornerRadius = row.layer.cornerRadius - TabBarFocusRing.inset
        row.addSubview(ring)
    }

    /// Moves focus `offset` rows down the list (from `selected`'s row when none has focus
    /// yet), wrapping around or stopping at the ends.
    func moveFocus(by offset: Int, wrapping: Bool, from selected: UITab?) {
        let focusable = rows.filter { !$0.isHeading && $0.tab.isEnabled }
        guard !focusable.isEmpty else { return }
        guard let current = focusedRow, let index = focusable.firstIndex(where: { $0 === current }) else {
            focus(focusable.first { $0.tab === selected } ?? focusable[0])
            return
        }
        focus(focusable[UITabBar.focusStep(from: index, by: offset, count: focusable.count, wrapping: wrapping)])
    }

    /// Return or Space: the focused row acts as a tap on it would.
    func activateFocus() {
        guard let row = focusedRow else { return }
        if editing == .editing {
            if row.tab.allowsHiding { controller.userToggledVisibility(of: row.tab) }
        } else {
            controller.userSelectedInSidebar(row.tab)
        }
    }
}
