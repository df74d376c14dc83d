import Foundation

// iPad's tab sidebar. It lists the root tabs, then each group with its children; the floating
// bar's sidebar button shows it, where the controller can have one (a group among the root
// tabs, or `mode` `.tabSidebar`). It shows by itself in a window wider than 1024 pt in
// landscape or 1194 pt in portrait, and hides in a narrower one, until the user or the app
// shows or hides it; it lies over the selected tab's view, and while it shows the floating
// bar does not. Metrics: docs/reference/FLOATING_TAB_BAR.md, "Sidebar".
extension UITabBarController {
    /// The sidebar: shown from the floating bar's button on an iPad.
    public var sidebar: Sidebar { storedSidebar }

    /// Whether the tabs may show as a sidebar: a root tab is a group, or `mode` asks for one.
    var canShowSidebar: Bool {
        showsFloatingBar && (mode == .tabSidebar || mode == .automatic && rootTabs.contains { $0 is UITabGroup })
    }

    var showsSidebar: Bool { canShowSidebar && !sidebar.isHidden }

    /// The sidebar shown or hidden by the user or the app: in a window it slides in from the
    /// leading edge, or out to it, with a spring that settles without overshoot in 0.5 s
    /// ("Sidebar", show / hide animation); elsewhere it simply appears or goes.
    func sidebarVisibilityDidChange(_ animator: SidebarVisibilityAnimator) {
        guard let container = viewIfLoaded else { return animator.runAtOnce() }
        container.setNeedsLayout()
        guard container.window != nil, UIView.areAnimationsEnabled else {
            container.layoutIfNeeded()
            return animator.runAtOnce()
        }
        let slide = { (animations: @escaping () -> Void, completion: ((Bool) -> Void)?) in
            UIView.animate(
                withDuration: Self.sidebarSlideDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.beginFromCurrentState], animations: animations, completion: completion)
        }
        if showsSidebar {
            // In from off the edge: the list laid out first, so that only the whole slides.
            let view = leavingSidebarView ?? TabSidebarView(controller: self)
            leavingSidebarView = nil
            if view.superview !== container {
                container.addSubview(view)
                view.frame = sidebarFrame(in: container, shown: false)
            }
            sidebarView = view
            showSidebarContent()
            slide(
                {
                    container.layoutIfNeeded()
                    animator.runAnimations()
                }, { _ in animator.runCompletions() })
        } else {
            let leaving = sidebarView
            sidebarView = nil
            guard let leaving else {
                container.layoutIfNeeded()
                return animator.runAtOnce()
            }
            leavingSidebarView = leaving
            slide(
                {
                    container.layoutIfNeeded()
                    leaving.frame = self.sidebarFrame(in: container, shown: false)
                    animator.runAnimations()
                },
                { [weak self] _ in
                    animator.runCompletions()
                    guard let self, self.leavingSidebarView === leaving else { return }
                    leaving.removeFromSuperview()
                    self.leavingSidebarView = nil
                })
        }
    }

    static let sidebarSlideDuration: TimeInterval = 0.5

    /// Where the sidebar lies along the leading edge, or just beyond it.
    private func sidebarFrame(in container: UIView, shown: Bool) -> CGRect {
        let width = TabSidebarView.width
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rightToLeft ? container.bounds.width - (shown ? width : 0) : (shown ? 0 : -width)
        return CGRect(x: x, y: 0, width: width, height: container.bounds.height)
    }

    /// Beside a tiled sidebar the selected tab's view is narrowed to the rest of the width.
    func contentFrameBesideSidebar(in container: UIView) -> CGRect {
        let width = TabSidebarView.width
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bounds = container.bounds
        return CGRect(
            x: rightToLeft ? 0 : width, y: 0, width: max(0, bounds.width - width), height: bounds.height)
    }

    /// The widths beyond which the sidebar shows by itself, and at or below which it slides
    /// over the content ("Sidebar", default shown or hidden, layout).
    static let sidebarWidthLandscape: CGFloat = 1024
    static let sidebarWidthPortrait: CGFloat = 1194

    /// Whether `size` is wider than the limit for its orientation.
    static func isWideForSidebar(_ size: CGSize) -> Bool {
        size.width > (size.width > size.height ? sidebarWidthLandscape : sidebarWidthPortrait)
    }

    /// How the shown sidebar shares the container: in a narrow window it slides over the
    /// content, whatever the preferred layout; otherwise it lies over it or beside it.
    enum SidebarPresentation {
        case overlap, tile, slideOver
    }

    func sidebarPresentation(in container: UIView) -> SidebarPresentation {
        guard Self.isWideForSidebar(container.bounds.size) else { return .slideOver }
        return sidebar.resolvedLayout == .tile ? .tile : .overlap
    }

    /// Shows or hides the sidebar as the width first allows or crosses the limits, unless
    /// someone chose.
    func followWidth(of container: UIView) {
        guard canShowSidebar else { return }
        let wide = Self.isWideForSidebar(container.bounds.size)
        guard wide != sidebar.wasWide else { return }
        sidebar.wasWide = wide
        if !sidebar.chosen { sidebar.setHidden(!wide, relayingOut: false) }
    }

    /// Lays the sidebar over the content along the leading edge, or takes it away.
    func layOutSidebar(in container: UIView) {
        defer { updateSidebarDimming(in: container) }
        guard showsSidebar else {
            endSidebarEditing()
            sidebarView?.removeFromSuperview()
            sidebarView = nil
            return
        }
        let view = sidebarView ?? TabSidebarView(controller: self)
        sidebarView = view
        if view.superview !== container { container.addSubview(view) }
        view.frame = sidebarFrame(in: container, shown: true)
        showSidebarContent()
    }

    /// The sidebar lists the tabs as they are now.
    func showSidebarContent() {
        guard let sidebarView, let container = viewIfLoaded else { return }
        sidebarView.show(
            rootTabs, selected: selectedTab, topInset: container.safeAreaInsets.top,
            editing: sidebar.isEditing ? .editing : (sidebarIsCustomizable ? .editable : .fixed),
            header: sidebar.headerContentConfiguration, footer: sidebar.footerContentConfiguration,
            bottomBar: sidebar.bottomBarView)
    }

    /// `Sidebar.reconfigureItem(for:)`: the delegate updates the item of `tab`'s row, if the
    /// sidebar displays one, and the row shows it again.
    func reconfigureSidebarItem(for tab: UITab) {
        guard let sidebarView, let row = sidebarView.rows.first(where: { $0.action == nil && $0.tab === tab }) else { return }
        sidebar.delegate?.tabBarController(self, sidebar: sidebar, update: row.item)
        showSidebarContent()
    }

    /// A row of the sidebar chosen: its tab is selected; a sidebar sliding over the content
    /// then goes.
    func userChoseSidebarRow(of tab: UITab) {
        userSelectedTab(tab)
        if sidebarDimmingView != nil, !sidebar.isEditing { sidebar.isHidden = true }
    }

    /// A tab chosen by the user (a sidebar row, a group's child on the floating bar): the
    /// delegate is asked, the tab selected (a group's child inside its group), and the
    /// delegate told.
    func userSelectedTab(_ tab: UITab) {
        guard tab.isEnabled, delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        let previous = selectedTab
        selectedTab = tab
        guard let selected = selectedTab else { return }
        delegate?.tabBarController(self, didSelectTab: selected, previousTab: previous)
    }
}
