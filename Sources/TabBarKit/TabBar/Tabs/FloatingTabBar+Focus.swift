import Foundation

// Keyboard focus on the floating bar, as on the classic bar (UITabBar+Focus.swift): one
// title at a time carries the ring, moved by Tab and the arrows over the enabled tabs.
extension FloatingTabBar {
    /// The tab with keyboard focus, or nil.
    var focusedTab: UITab? {
        items.first { $0.subviews.contains { $0 is TabBarFocusRing } }?.tab
    }

    /// Puts focus on `tab` (nil removes it); a tab not on the bar, or disabled, takes none.
    func focus(_ tab: UITab?) {
        let host = tab.flatMap { tab in tab.isEnabled ? items.first { $0.tab === tab } : nil }
        // A tab on another page brings its page.
        if let host { turnToPage(of: host) }
        TabBarFocusRing.move(to: host, among: items) { $0.height / 2 }
    }

    /// Moves focus `offset` enabled tabs along the bar (from `selected` when none has focus
    /// yet), wrapping around or stopping at the ends.
    func moveFocus(by offset: Int, wrapping: Bool, from selected: UITab?) {
        let enabled = items.map(\.tab).filter(\.isEnabled)
        let target = FocusStep.target(among: enabled, current: focusedTab, start: selected, by: offset, wrapping: wrapping)
        if let target { focus(target) }
    }
}
