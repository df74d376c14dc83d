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
        if showsSidebar, sidebar.resolvedLayout == .tile { contentView.frame = contentFrameBesideSidebar(in: container) }
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
        bar.frame = CGRect(
            x: 0, y: container.safeAreaInsets.top + FloatingTabBar.topOffset, width: bounds.width, height: height)
        if let child = selectedChild, let childView = child.viewIfLoaded, childView.superview === contentView {
            childView.frame = contentView.bounds
            child.containerOverlayInsets = UIEdgeInsets(top: FloatingTabBar.childTopInset, left: 0, bottom: 0, right: 0)
        }
        layOutSidebar(in: container)
        return true
    }

    private func makeFloatingBar() -> FloatingTabBar {
        let bar = FloatingTabBar(
            select: { [unowned self] tab in self.userSelected(tab.barItem) },
            showSidebar: { [unowned self] in self.sidebar.isHidden = false })
        floatingBar = bar
        updateFloatingBar()
        return bar
    }

    /// The floating bar shows the shown root tabs and the selected one.
    func updateFloatingBar() {
        guard let floatingBar else { return }
        let selected = selectedViewController.flatMap { rootTab(shownBy: $0) }
        let onBar = Set(tabShownBy.values.map(ObjectIdentifier.init))
        floatingBar.show(shownRootTabs.filter { onBar.contains(ObjectIdentifier($0)) }, selected: selected)
        showSidebarContent()
    }
}
