import Foundation

// The sidebar's delegate: told before the sidebar shows or hides (with an animator whose
// animations run alongside the slide and whose completions run when it has settled), as
// each tab's row begins and ends being displayed, and asked for each row's item (and told
// when its state changes), and asked for a tab's context menu and swipe actions. Each method has a default
// that does nothing, as UIKit's optional methods do.
extension UITabBarController.Sidebar {
    /// Hears what the sidebar shows: its visibility, and the tabs' rows coming and going.
    @preconcurrency @MainActor
    public protocol Delegate: NSObjectProtocol {
        func tabBarController(
            _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
            animator: any UITabBarController.Sidebar.Animating)
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab)
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab)
        /// The item for a row as it first shows; the default is `UITabSidebarItem(request:)`.
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            itemFor request: UITabSidebarItem.Request
        ) -> UITabSidebarItem
        /// A row's item after its `configurationState` changed, or after `reconfigureItem(for:)`.
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem)
        /// The context menu a long press on a tab's row shows, or nil for none (the default).
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            contextMenuConfigurationFor tab: UITab
        ) -> UIContextMenuConfiguration?
        /// The actions a swipe uncovering the leading edge of a tab's row reveals, or nil.
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            leadingSwipeActionsConfigurationFor tab: UITab
        ) -> UISwipeActionsConfiguration?
        /// The actions a swipe uncovering the trailing edge of a tab's row reveals, or nil.
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            trailingSwipeActionsConfigurationFor tab: UITab
        ) -> UISwipeActionsConfiguration?
    }

    /// What runs with a change of the sidebar's visibility.
    @preconcurrency @MainActor
    public protocol Animating: NSObjectProtocol {
        /// Runs `animations` inside the sidebar's slide, or at once when it does not slide.
        func addAnimations(_ animations: @escaping () -> Void)
        /// Runs `completion` when the slide has settled, or at once when it does not slide.
        func addCompletion(_ completion: @escaping () -> Void)
    }

    /// How the sidebar shares the controller's view with the selected tab's.
    public enum Layout: Int, Sendable {
        /// `.overlap` on an iPad.
        case automatic = 0
        /// Over the selected tab's view, which goes on under it.
        case overlap = 1
        /// Beside the selected tab's view, which is narrowed to make room.
        case tile = 2
    }
}

extension UITabBarController.Sidebar.Delegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        itemFor request: UITabSidebarItem.Request
    ) -> UITabSidebarItem {
        UITabSidebarItem(request: request)
    }
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        contextMenuConfigurationFor tab: UITab
    ) -> UIContextMenuConfiguration? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        leadingSwipeActionsConfigurationFor tab: UITab
    ) -> UISwipeActionsConfiguration? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        trailingSwipeActionsConfigurationFor tab: UITab
    ) -> UISwipeActionsConfiguration? { nil }
}

/// The animations and completions the delegate adds to one change of the sidebar's visibility.
@MainActor
final class SidebarVisibilityAnimator: BlockAnimator, UITabBarController.Sidebar.Animating {}
