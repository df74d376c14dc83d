import Foundation

// A hardware keyboard drives the tab bar as on iPad: Control (or Command) with 1–9 selects
// the tab at that place in the bar, Tab and Shift-Tab move focus along the bar and wrap,
// the arrows move it and stop at the ends, Space or Return selects the focused tab, and
// Escape goes back in the selected navigation stack (or, at its root, drops the focus).
// While iPad's sidebar shows, the keys move focus down its rows instead (the up and down
// arrows too) and act on the focused row.
// Selections go through the user's path: the delegate is asked and told, as for a tap.
extension UITabBarController {
    /// A key the tab bar controller acts on.
    enum KeyCommand: Equatable {
        case selectTab(Int)
        case moveFocus(Int, wrapping: Bool)
        /// The up and down arrows, for the sidebar's rows.
        case moveFocusVertically(Int)
        case activateFocus
        case back

        @MainActor init?(_ key: UIKey, rightToLeft: Bool) {
            if let index = key.tabIndexForSelectionShortcut {
                self = .selectTab(index)
                return
            }
            let flags = key.modifierFlags.subtracting([.alphaShift, .numericPad])
            switch (key.keyCode, flags) {
            case (.keyboardTab, []): self = .moveFocus(1, wrapping: true)
            case (.keyboardTab, .shift): self = .moveFocus(-1, wrapping: true)
            case (.keyboardRightArrow, []): self = .moveFocus(rightToLeft ? -1 : 1, wrapping: false)
            case (.keyboardLeftArrow, []): self = .moveFocus(rightToLeft ? 1 : -1, wrapping: false)
            case (.keyboardDownArrow, []): self = .moveFocusVertically(1)
            case (.keyboardUpArrow, []): self = .moveFocusVertically(-1)
            case (.keyboardSpacebar, []), (.keyboardReturnOrEnter, []): self = .activateFocus
            case (.keyboardEscape, []): self = .back
            default: return nil
            }
        }
    }

    /// The command `press` is for this controller, if any. Keys are not taken while the
    /// bar is hidden, except Escape.
    func keyCommand(for press: UIPress) -> KeyCommand? {
        guard let key = press.key, let command = KeyCommand(key, rightToLeft: tabBar.isRightToLeft) else { return nil }
        // The floating bar hides the classic one and takes its keys.
        let barShown = floatingBar != nil || !tabBar.isHidden
        if command != .back, !barShown || isTabBarHidden { return nil }
        if case .moveFocusVertically = command, sidebarView == nil { return nil }
        return command
    }

    /// Acts on a key going down.
    func perform(_ command: KeyCommand) {
        switch command {
        case .selectTab(let index):
            guard let items = tabBar.items, items.indices.contains(index) else { return }
            tabBar.userSelected(items[index])
        case .moveFocus(let offset, let wrapping) where sidebarView != nil:
            sidebarView?.moveFocus(by: offset, wrapping: wrapping, from: selectedTab)
        case .moveFocusVertically(let offset):
            sidebarView?.moveFocus(by: offset, wrapping: false, from: selectedTab)
        case .moveFocus(let offset, let wrapping):
            if let floatingBar {
                floatingBar.moveFocus(by: offset, wrapping: wrapping, from: selectedViewController.flatMap { rootTab(shownBy: $0) })
            } else {
                tabBar.moveFocus(by: offset, wrapping: wrapping)
            }
        case .activateFocus where sidebarView != nil:
            sidebarView?.activateFocus()
        case .activateFocus:
            if let floatingBar {
                if let tab = floatingBar.focusedTab { tabBar.userSelected(tab.barItem) }
            } else if let item = tabBar.focusedItem {
                tabBar.userSelected(item)
            }
        case .back:
            if let stack = selectedChild as? UINavigationController, stack.viewControllers.count > 1 {
                stack.popViewController(animated: true)
            } else {
                tabBar.focus(nil)
                floatingBar?.focus(nil)
                sidebarView?.focus(nil)
            }
        }
    }
}
