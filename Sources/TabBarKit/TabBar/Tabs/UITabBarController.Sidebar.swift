import Foundation

// The sidebar object of a tab bar controller with iOS 18's tabs: its visibility (whether the
// user, the app or the width chose it), its delegate, layout and content. Showing it is the
// controller's (UITabBarController+Sidebar.swift).
extension UITabBarController {
    /// The sidebar of a tab bar controller with iOS 18's tabs.
    @preconcurrency @MainActor
    open class Sidebar: NSObject {
        weak var controller: UITabBarController?

        init(controller: UITabBarController) {
            self.controller = controller
        }

        /// Whether the sidebar is out of sight.
        open var isHidden: Bool {
            get { storedIsHidden }
            set {
                chosen = true
                setHidden(newValue)
            }
        }
        private var storedIsHidden = true
        /// Whether the user or the app has shown or hidden it: the width then decides no more.
        private(set) var chosen = false
        /// Whether the last width seen was wide enough to show it by itself.
        var wasWide: Bool?

        /// Whether the user is editing it (UITabBarController+SidebarEditing.swift).
        var isEditing = false
        /// The groups whose sections the user collapsed to their heading, by identifier
        /// (UITabBarController+SidebarCollapsing.swift).
        var collapsedGroups: Set<String> = []

        /// Told of the sidebar's visibility and of the rows it displays
        /// (UITabBarController+SidebarDelegate.swift).
        open weak var delegate: (any Delegate)?

        /// Whether the sidebar lies over the selected tab's view or beside it.
        open var preferredLayout = Layout.automatic {
            didSet { if preferredLayout != oldValue { controller?.viewIfLoaded?.setNeedsLayout() } }
        }

        /// `.overlap` for `.automatic`, as on an iPad.
        var resolvedLayout: Layout { preferredLayout == .automatic ? .overlap : preferredLayout }

        /// A view along the bottom of the sidebar, as wide as the sidebar and as tall as it
        /// fits that width.
        open var bottomBarView: UIView? {
            didSet { if bottomBarView !== oldValue { controller?.showSidebarContent() } }
        }

        /// Items for the menu of an overflow button in the sidebar's bar of controls. When
        /// set, the button shows (whatever the element gives) and the menu ends with the
        /// Edit Sidebar action, which leaves the bar.
        open var navigationOverflowItems: UIDeferredMenuElement? {
            didSet { if navigationOverflowItems !== oldValue { controller?.showSidebarContent() } }
        }

        /// The delegate hears of the change where a sidebar can show, then the sidebar slides
        /// (`relayingOut` is false from inside the controller's layout, which places it anyway
        /// without a slide).
        func setHidden(_ hidden: Bool, relayingOut: Bool = true) {
            guard hidden != storedIsHidden else { return }
            storedIsHidden = hidden
            let animator = SidebarVisibilityAnimator()
            if let controller, controller.canShowSidebar {
                delegate?.tabBarController(controller, sidebarVisibilityWillChange: self, animator: animator)
            }
            // Should the delegate have changed it back meanwhile, the slide goes where it now is.
            if relayingOut, let controller {
                controller.sidebarVisibilityDidChange(animator)
            } else {
                animator.runAtOnce()
            }
        }

        /// Asks the delegate to update the item of `tab`'s row (`tabBarController(_:sidebar:update:)`)
        /// and shows it again; nothing happens while the tab's row is not displayed.
        open func reconfigureItem(for tab: UITab) {
            controller?.reconfigureSidebarItem(for: tab)
        }

        /// Scrolls the sidebar's list until `target` is in sight; nothing happens when the
        /// sidebar does not show, or lists no such tab, header or footer.
        open func scrollToTarget(_ target: ScrollTarget, animated: Bool) {
            guard let list = controller?.sidebarView?.list, let frame = controller?.sidebarView?.frame(of: target) else {
                return
            }
            list.scrollRectToVisible(frame, animated: animated)
        }

        /// Content shown above the tabs.
        open var headerContentConfiguration: (any UIContentConfiguration)? {
            didSet { controller?.showSidebarContent() }
        }
        /// Content shown below the tabs.
        open var footerContentConfiguration: (any UIContentConfiguration)? {
            didSet { controller?.showSidebarContent() }
        }
    }
}

extension UITabBarController.Sidebar {
    /// What `scrollToTarget(_:animated:)` scrolls to.
    public enum ScrollTarget {
        /// The content of `headerContentConfiguration`, if it is set.
        case header
        /// The content of `footerContentConfiguration`, if it is set.
        case footer
        /// The row of the tab, if the sidebar lists it.
        case tab(UITab)
    }
}
