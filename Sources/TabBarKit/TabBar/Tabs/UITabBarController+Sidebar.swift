import Foundation

// iPad's tab sidebar. It lists the root tabs, then each group with its children; the floating
// bar's sidebar button shows it, where the controller can have one (a group among the root
// tabs, or `mode` `.tabSidebar`). It starts hidden (an iPad in portrait is narrower than the
// width that shows it by itself) and lies over the selected tab's view; while it shows, the
// floating bar does not. Metrics: docs/reference/FLOATING_TAB_BAR.md, "Sidebar".
extension UITabBarController {
    /// The sidebar of a tab bar controller with iOS 18's tabs.
    @preconcurrency @MainActor
    open class Sidebar: NSObject {
        weak var controller: UITabBarController?

        init(controller: UITabBarController) {
            self.controller = controller
        }

        /// Whether the sidebar is out of sight.
        open var isHidden = true {
            didSet { if isHidden != oldValue { controller?.sidebarVisibilityDidChange() } }
        }

        /// Content shown above the tabs (kept; not drawn yet).
        open var headerContentConfiguration: (any UIContentConfiguration)?
        /// Content shown below the tabs (kept; not drawn yet).
        open var footerContentConfiguration: (any UIContentConfiguration)?
    }

    /// The sidebar: shown from the floating bar's button on an iPad.
    public var sidebar: Sidebar { storedSidebar }

    /// Whether the tabs may show as a sidebar: a root tab is a group, or `mode` asks for one.
    var canShowSidebar: Bool {
        showsFloatingBar && (mode == .tabSidebar || mode == .automatic && rootTabs.contains { $0 is UITabGroup })
    }

    var showsSidebar: Bool { canShowSidebar && !sidebar.isHidden }

    func sidebarVisibilityDidChange() {
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Lays the sidebar over the content along the leading edge, or takes it away.
    func layOutSidebar(in container: UIView) {
        guard showsSidebar else {
            sidebarView?.removeFromSuperview()
            sidebarView = nil
            return
        }
        let view = sidebarView ?? TabSidebarView(controller: self)
        sidebarView = view
        if view.superview !== container { container.addSubview(view) }
        let width = TabSidebarView.width
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        view.frame = CGRect(x: rightToLeft ? container.bounds.width - width : 0, y: 0, width: width, height: container.bounds.height)
        view.show(rootTabs.filter { !$0.isHidden }, selected: selectedTab, topInset: container.safeAreaInsets.top)
    }

    /// A row of the sidebar chosen: the delegate is asked, the tab selected (a group's child
    /// inside its group), and the delegate told.
    func userSelectedInSidebar(_ tab: UITab) {
        guard tab.isEnabled, delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        let previous = selectedTab
        selectedTab = tab
        guard let selected = selectedTab else { return }
        delegate?.tabBarController(self, didSelectTab: selected, previousTab: previous)
    }
}
