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
        let host = row.flatMap { row in !row.isHeading && row.tab.isEnabled ? row : nil }
        TabBarFocusRing.move(to: host, among: rows) { _ in (host?.layer.cornerRadius ?? 0) - TabBarFocusRing.inset }
        // The list scrolls to keep the focused row in sight.
        if let host { list.scrollRectToVisible(host.frame, animated: false) }
    }

    /// Moves focus `offset` rows down the list (from `selected`'s row when none has focus
    /// yet), wrapping around or stopping at the ends.
    func moveFocus(by offset: Int, wrapping: Bool, from selected: UITab?) {
        let focusable = rows.filter { !$0.isHeading && $0.tab.isEnabled }
        let start = focusable.first { $0.action == nil && $0.tab === selected }
        let target = FocusStep.target(among: focusable, current: focusedRow, start: start, by: offset, wrapping: wrapping)
        if let target { focus(target) }
    }

    /// Return or Space: the focused row acts as a tap on it would.
    func activateFocus() {
        if let row = focusedRow { activate(row) }
    }
}
