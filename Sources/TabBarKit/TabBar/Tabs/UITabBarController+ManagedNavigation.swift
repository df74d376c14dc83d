import Foundation

// A group with a `managingNavigationController` shows the selection inside it as that
// controller's stack: the group's own controller (if its provider makes one), then each
// selected group's below it, down to the selected tab's. Each level is passed through the
// delegate's `tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`;
// controllers the app pushed above the selected tab's are proposed with it, so they stay
// while the selection does. Only the outermost group with a navigation controller manages:
// the ones inside it are levels of its stack. Without a managing group, a group shows its
// own controller, or its selected child's, and its children's controllers only as that.
extension UITabBarController {
    /// The delegate's questions under way, and whether the tabs changed while it was asked.
    struct ManagedStackQuestions {
        var isAsking = false
        var tabsChangedWhileAsked = false
        var isRebuilding = false
    }

    /// The outermost group that manages `tab`'s selection: above it, or `tab` itself.
    static func managingGroup(of tab: UITab) -> UITabGroup? {
        if let above = tab.managingTabGroup { return above }
        guard let group = tab as? UITabGroup, group.managingNavigationController != nil else { return nil }
        return group
    }

    /// Builds `group`'s navigation stack for its selection and returns the navigation
    /// controller; nil when the group manages none (none set, or a group above manages).
    @discardableResult
    func showSelection(in group: UITabGroup) -> UINavigationController? {
        guard let navigation = group.managingNavigationController, group.managingTabGroup == nil else { return nil }
        var path: [UITab] = [group]
        while let level = path.last as? UITabGroup, let child = level.childToSelect {
            level.noteSelectedChild(child)
            path.append(child)
        }
        let current = navigation.shownStack
        var stack: [UIViewController] = []
        for tab in path {
            var proposed = tab.viewController.map { [$0] } ?? []
            // What was pushed above the selected tab's controller goes with it.
            if tab === path.last, let own = proposed.first, let index = current.firstIndex(where: { $0 === own }) {
                proposed += current[(index + 1)...]
            }
            guard let delegate else {
                stack += proposed
                continue
            }
            let wasAsking = managedStacks.isAsking
            managedStacks.isAsking = true
            stack += delegate.tabBarController(self, displayedViewControllersFor: tab, proposedViewControllers: proposed)
            managedStacks.isAsking = wasAsking
        }
        if !stack.elementsEqual(current, by: ===) { navigation.setViewControllers(stack, animated: false) }
        return navigation
    }

    /// The delegate changed the tabs while it was asked for a stack: the bar, built while
    /// it was asked, is built again, once (a delegate that changes the tabs each time it is
    /// asked would never let it finish).
    func rebuildIfChangedWhileAsked() {
        guard managedStacks.tabsChangedWhileAsked, !managedStacks.isAsking, !managedStacks.isRebuilding else { return }
        managedStacks.tabsChangedWhileAsked = false
        managedStacks.isRebuilding = true
        defer { managedStacks.isRebuilding = false }
        Log.viewControllers.error(
            "tabBarController(_:displayedViewControllersFor:proposedViewControllers:) changed the tabs; the bar is built again")
        tabsDidChange()
        if managedStacks.tabsChangedWhileAsked {
            managedStacks.tabsChangedWhileAsked = false
            Log.viewControllers.error(
                "tabBarController(_:displayedViewControllersFor:proposedViewControllers:) changed the tabs again; the bar shows them as they were before"
            )
        }
    }
}
