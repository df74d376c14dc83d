import Foundation

// iPad's floating tab bar. With tabs in regular width the root tabs float at the top, centred,
// instead of lying along the bottom: the classic bar is hidden, the selected tab's view fills
// the controller's view, and its safe area grows by the bar's height. All the tabs are on it
// (there is no More); a tap goes through the same selection as a tap on the classic bar.
// Metrics: docs/reference/FLOATING_TAB_BAR.md.
extension UITabBarController {
    /// Whether the tabs float at the top: iOS 18's tabs in regular width.
    var showsFloatingBar: Bool {
        !rootTabs.isEmpty && traitCollection.horizontalSizeClass == .regular
    }

    /// Places the floating bar and the selected view, or puts the classic bar back; returns
    /// whether the floating bar is what shows.
    func layOutFloatingBar(in container: UIView) -> Bool {
        guard showsFloatingBar else {
            layOutSidebar(in: container)
            if let floatingBar {
                floatingBar.removeFromSuperview()
                self.floatingBar = nil
                if classicBarHiddenForFloatingBar { tabBar.isHidden = false }
                classicBarHiddenForFloatingBar = false
                selectedChild?.containerOverlayInsets.top = 0
            }
            return false
        }
        followWidth(of: container)
        if showsSidebar, sidebarPresentation(in: container) == .tile { contentView.frame = contentFrameBesideSidebar(in: container) }
        let bar = floatingBar ?? makeFloatingBar()
        if bar.superview !== container { container.addSubview(bar) }
        // While the sidebar shows, the floating bar does not.
        bar.isHidden = showsSidebar
        bar.showsSidebarButton = canShowSidebar
        if !tabBar.isHidden {
            tabBar.isHidden = true
            classicBarHiddenForFloatingBar = true
        }
        let bounds = container.bounds
        let height = bar.sizeThatFits(bounds.size).height
        // Hidden by the app (`isTabBarHidden`), the bar slides up out of the window and fades,
        // and the tab's view no longer makes room for it.
        let hidden = barHiddenByCaller
        bar.frame = CGRect(
            x: 0, y: hidden ? -height : container.safeAreaInsets.top + FloatingTabBar.topOffset, width: bounds.width,
            height: height)
        bar.alpha = hidden ? 0 : 1
        if let child = selectedChild, let childView = child.viewIfLoaded, childView.superview === contentView {
            childView.frame = contentView.bounds
            child.containerOverlayInsets = UIEdgeInsets(
                top: hidden ? 0 : FloatingTabBar.childTopInset, left: 0, bottom: 0, right: 0)
        }
        layOutSidebar(in: container)
        return true
    }

    private func makeFloatingBar() -> FloatingTabBar {
        let bar = FloatingTabBar(
            select: { [unowned self] tab in
                // A root tab goes through the classic bar's selection; a group's child as a
                // sidebar row does.
                if tab.parent == nil { self.userSelected(tab.barItem) } else { self.userSelectedTab(tab) }
            },
            showSidebar: { [unowned self] in self.sidebar.isHidden = false })
        floatingBar = bar
        updateFloatingBar()
        return bar
    }

    /// The floating bar shows the tabs their placements put on it, and on the platter the
    /// selected tab, or the nearest group above it that is on the bar.
    func updateFloatingBar() {
        guard let floatingBar else { return }
        let tabs = floatingBarTabs
        var selected = selectedTab
        while let tab = selected, !tabs.contains(where: { $0 === tab }) { selected = tab.parent }
        floatingBar.show(tabs, selected: selected)
        showSidebarContent()
    }

    /// The tabs on the floating bar, by their placements: the fixed ones first, then those
    /// placed by default or movable, then the pinned ones at the trailing end, each group's
    /// children after the group. A root tab must be on the classic bar's list (shown, and
    /// with a controller); a group's child must be in a group that shows.
    var floatingBarTabs: [UITab] {
        let onBar = Set(tabShownBy.values.map(ObjectIdentifier.init))
        var fixed: [UITab] = [], middle: [UITab] = [], pinned: [UITab] = []
        func visit(_ tabs: [UITab]) {
            for tab in tabs where !tab.isHidden && (tab.parent != nil || onBar.contains(ObjectIdentifier(tab))) {
                switch tab.resolvedPlacement {
                case .fixed: fixed.append(tab)
                case .default, .movable: middle.append(tab)
                case .pinned: pinned.append(tab)
                case .automatic, .optional, .sidebarOnly: break
                }
                if let group = tab as? UITabGroup { visit(group.displayOrder) }
            }
        }
        visit(shownRootTabs)
        return fixed + middle + pinned
    }
}

extension UITab {
    /// `.automatic` is `.default` for a root tab and `.optional` for a group's child.
    var resolvedPlacement: Placement {
        guard preferredPlacement == .automatic else { return preferredPlacement }
        return parent == nil ? .default : .optional
    }
}
