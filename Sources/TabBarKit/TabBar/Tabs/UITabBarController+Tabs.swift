import Foundation

// iOS 18's tabs on a tab bar controller. On a phone they make the classic bar: each shown
// root tab stands for one of `viewControllers` (a group for its own controller, else for its
// selected child's), shown by the tab's item, so selection, More, customizing and the
// appearance calls are the classic ones, and `selectedIndex` counts the shown root tabs.
extension UITabBarController {
    /// A tab bar controller showing `tabs`.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// The root tabs.
    public var tabs: [UITab] {
        get { rootTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the root tabs. A tab whose identifier another tab already has is left out, as
    /// is a tab that belongs to a group or to another tab bar controller.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        var identifiers = Set<String>()
        var accepted: [UITab] = []
        for tab in tabs {
            let all = Self.withDescendants([tab])
            guard all.allSatisfy({ !identifiers.contains($0.identifier) }), Set(all.map(\.identifier)).count == all.count else {
                Log.viewControllers.error("setTabs: the identifier of \(tab) or of a tab in it is taken; left out")
                continue
            }
            guard tab.parent == nil, tab.owner == nil || tab.owner === self else {
                Log.viewControllers.error("setTabs: \(tab) already belongs to a group or another tab bar controller; left out")
                continue
            }
            identifiers.formUnion(all.map(\.identifier))
            accepted.append(tab)
        }
        applySavedChoices(to: accepted.filter { $0.owner == nil })
        for tab in rootTabs where !accepted.contains(where: { $0 === tab }) { tab.owner = nil }
        for tab in accepted { tab.owner = self }
        rootTabs = accepted
        installTabs(animated: animated)
    }

    /// The selected tab: a root tab, or inside a group its selected child (all the way down).
    public var selectedTab: UITab? {
        get {
            guard let controller = selectedViewController, var tab = tabShownBy[ObjectIdentifier(controller)] else { return nil }
            while let group = tab as? UITabGroup, let child = group.selectedChild { tab = child }
            return tab
        }
        set { select(tab: newValue) }
    }

    /// The tab with `identifier`, among the root tabs and inside their groups.
    public func tab(forIdentifier identifier: String) -> UITab? {
        for tab in rootTabs {
            if tab.identifier == identifier { return tab }
            if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Controllers set directly replace the tabs: the controller is back on the classic API,
    /// with no tabs, and the tabs it had belong to no controller.
    func leaveTabs() {
        guard !rootTabs.isEmpty else { return }
        for tab in rootTabs { tab.owner = nil }
        rootTabs = []
        tabShownBy = [:]
    }

    // MARK: Showing the tabs

    /// The root tabs on the bar (or in More): not hidden, and in compact width among the
    /// compact ones.
    var shownRootTabs: [UITab] {
        // The traits are asked for only when there is a subset: making them costs allocations.
        let compact = compactTabIdentifiers.flatMap { traitCollection.horizontalSizeClass != .regular ? $0 : nil }
        return rootTabs.filter { tab in !tab.isHidden && (compact?.contains(tab.identifier) ?? true) }
    }

    /// Hidden tabs, groups' children or the compact subset changed: the bar follows.
    func tabsDidChange() {
        guard !rootTabs.isEmpty, !applyingSavedChoices else { return }
        installTabs(animated: false)
    }

    private func installTabs(animated: Bool) {
        // The delegate, asked for a managed group's stack, may change the tabs: the bar is
        // built again once it has answered.
        guard !managedStacks.isAsking else {
            managedStacks.tabsChangedWhileAsked = true
            return
        }
        var shownBy: [ObjectIdentifier: UITab] = [:]
        var controllers: [UIViewController] = []
        for tab in shownRootTabs {
            guard let controller = controller(showing: tab) else {
                Log.viewControllers.error(
                    "tabs: \(tab) has no view controller (no provider, or a group with no children); left off the bar")
                continue
            }
            // Only a new item is set: setting one makes the controller show its items again.
            if controller.storedTabBarItem !== tab.barItem { controller.tabBarItem = tab.barItem }
            shownBy[ObjectIdentifier(controller)] = tab
            controllers.append(controller)
        }
        // Built from tabs the delegate has since changed: built again instead.
        if managedStacks.tabsChangedWhileAsked, !managedStacks.isRebuilding { return rebuildIfChangedWhileAsked() }
        tabShownBy = shownBy
        performSetViewControllers(controllers, animated: animated)
    }

    /// What a root tab shows: a managing group's navigation controller, its own controller,
    /// or for a group without one, its selected (else default) child's, which the group then
    /// counts as selected.
    private func controller(showing tab: UITab) -> UIViewController? {
        if let group = tab as? UITabGroup, let navigation = showSelection(in: group) { return navigation }
        if let own = tab.viewController { return own }
        guard let group = tab as? UITabGroup, let child = group.childToSelect else { return nil }
        group.noteSelectedChild(child)
        return controller(showing: child)
    }

    /// `tabs` and, after each group, the tabs inside it, all the way down.
    static func withDescendants(_ tabs: [UITab]) -> [UITab] {
        tabs.flatMap { tab in [tab] + ((tab as? UITabGroup).map { withDescendants($0.children) } ?? []) }
    }

    /// The order the user gave the shown tabs (customizing in More, or the order saved
    /// under `customizationIdentifier`) becomes the order of `tabs`; tabs not shown keep
    /// their places among them.
    func adoptControllerOrderForTabs() {
        guard !rootTabs.isEmpty else { return }
        let shownInOrder = tabControllers.compactMap { rootTab(shownBy: $0) }
        let shown = Set(shownInOrder.map(ObjectIdentifier.init))
        var next = shownInOrder.makeIterator()
        rootTabs = rootTabs.map { tab in shown.contains(ObjectIdentifier(tab)) ? next.next() ?? tab : tab }
    }

    /// The root tab a shown controller stands for (nil for More and in the classic API).
    func rootTab(shownBy controller: UIViewController) -> UITab? {
        tabShownBy[ObjectIdentifier(controller)]
    }

    // MARK: Selecting from code

    private func select(tab: UITab?) {
        guard let tab else {
            Log.viewControllers.error("selectedTab = nil: a tab bar controller always shows one of its tabs; ignored")
            return
        }
        // The path from the root tab down to `tab`.
        var path = [tab]
        while let parent = path[0].parent { path.insert(parent, at: 0) }
        guard path[0].owner === self, rootTabs.contains(where: { $0 === path[0] }) else {
            Log.viewControllers.error("selectedTab: \(tab) is not one of this tab bar controller's tabs; ignored")
            return
        }
        // A group that changes its child shows another controller: the bar is rebuilt.
        var regrouped = false
        for (group, child) in zip(path, path.dropFirst()) {
            if (group as? UITabGroup)?.noteSelectedChild(child) == true { regrouped = true }
        }
        if regrouped {
            installTabs(animated: false)
        } else if let managing = Self.managingGroup(of: tab) {
            showSelection(in: managing)
            rebuildIfChangedWhileAsked()
        }
        guard let shown = tabShownBy.first(where: { $0.value === path[0] }),
            let controller = tabControllers.first(where: { ObjectIdentifier($0) == shown.key })
        else {
            Log.viewControllers.error("selectedTab: \(path[0]) is not on the bar (hidden, or not among the compact tabs); ignored")
            return
        }
        selectFromCode(controller)
    }
}

extension UITabBarController {
    /// How a tab bar controller shows its tabs: a phone always shows the bar.
    public enum Mode: Int, Sendable {
        /// A sidebar where the platform has one and a root tab is a group; else the bar.
        case automatic = 0
        /// The bar alone.
        case tabBar = 1
        /// The bar and a sidebar, where the platform has one.
        case tabSidebar = 2
    }
}

extension UITabGroup {
    /// Records the selected child without telling the controller, which rebuilds its bar
    /// itself; returns whether the selection changed.
    @discardableResult
    func noteSelectedChild(_ child: UITab) -> Bool {
        guard children.contains(where: { $0 === child }), child !== storedSelectedChild else { return false }
        storedSelectedChild = child
        return true
    }
}
