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
        for item in items {
            for ring in item.subviews where ring is TabBarFocusRing { ring.removeFromSuperview() }
        }
        guard let tab, tab.isEnabled, let item = items.first(where: { $0.tab === tab }) else { return }
        let ring = TabBarFocusRing(frame: item.bounds.insetBy(dx: TabBarFocusRing.inset, dy: TabBarFocusRing.inset))
        ring.layer.cornerRadius = ring.bounds.height / 2
        item.addSubview(ring)
    }

    /// Moves focus `offset` enabled tabs along the bar (from `selected` when none has focus
    /// yet), wrapping around or stopping at the ends.
    func moveFocus(by offset: Int, wrapping: Bool, from selected: UITab?) {
        let enabled = items.map(\.tab).filter(\.isEnabled)
        guard !enabled.isEmpty else { return }
        guard let current = focusedTab, let index = enabled.firstIndex(where: { $0 === current }) else {
            focus(selected.flatMap { selected in enabled.first { $0 === selected } } ?? enabled[0])
            return
        }
        focus(enabled[UITabBar.focusStep(from: index, by: offset, count: enabled.count, wrapping: wrapping)])
    }
}
