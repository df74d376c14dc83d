import Foundation

// Selecting tabs, with UIKit's order of calls on a switch from A to B:
//   B viewDidLoad (first time only), B viewWillAppear, A viewWillDisappear,
//   A viewDidDisappear, B viewDidAppear.
// A user's tap asks shouldSelect first and tells didSelect after (also on a tap of the
// selected tab); selection from code tells the delegate nothing. A selection or new tabs
// from code while a custom transition runs end that transition first, as completed, so
// the change starts from a settled state and takes effect at once.
extension UITabBarController {
    func selectFromCode(_ controller: UIViewController?) {
        guard let controller else {
            Log.viewControllers.error("selectedViewController = nil: a tab bar controller always shows one of its tabs; ignored")
            return
        }
        if controller === moreNavigation {
            guard needsMore else {
                Log.viewControllers.error(
                    "selectedViewController = moreNavigationController: \(tabControllers.count) tabs all fit on the bar, so there is no More tab to select; ignored"
                )
                return
            }
        } else if !tabControllers.contains(where: { $0 === controller }) {
            Log.viewControllers.error(
                "selectedViewController: only a view controller in the tab bar controller's list can be selected; \(type(of: controller)) is not; ignored"
            )
            return
        }
        changingTabs {
            finishRunningTransition()
            select(controller, userInitiated: false)
        }
    }

    func selectIndexFromCode(_ index: Int) {
        guard tabControllers.indices.contains(index) else {
            Log.viewControllers.error("selectedIndex = \(index): out of range for \(tabControllers.count) tabs; ignored")
            return
        }
        changingTabs {
            finishRunningTransition()
            // Ending the transition runs app code, which may have changed the tabs.
            guard tabControllers.indices.contains(index) else { return }
            select(tabControllers[index], userInitiated: false)
        }
    }

    /// A tap on `item` in the bar.
    func userSelected(_ item: UITabBarItem) {
        tabBar(tabBar, didSelect: item)
        guard let controller = controller(for: item) else { return }
        guard runningTransition == nil else {
            Log.viewControllers.debug("tab tapped during a tab transition; ignored")
            return
        }
        // With iOS 18's tabs the delegate hears of tabs; with view controllers, of those.
        let tab = rootTab(shownBy: controller)
        let previousTab = tab.map { _ in selectedTab } ?? nil
        if let tab {
            guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        } else if rootTabs.isEmpty {
            guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        }
        // The delegate may have changed the tabs while it was asked.
        guard self.controller(for: item) === controller else {
            Log.viewControllers.error("tabBarController(_:shouldSelect:) removed the tab it was asked about; the tap is ignored")
            return
        }
        changingTabs {
            if controller === selectedChild {
                tabBar.notifyDecorations(.reselection)
                (controller as? UINavigationController)?.popToRootViewController(animated: true)
            } else {
                select(controller, userInitiated: true)
            }
            if tab != nil, let selected = selectedTab {
                delegate?.tabBarController(self, didSelectTab: selected, previousTab: previousTab)
            } else if rootTabs.isEmpty {
                delegate?.tabBarController(self, didSelect: controller)
            }
        }
    }

    /// Ends a running custom transition at once, as completed (TransitionContext.finishEarly).
    func finishRunningTransition() {
        runningTransition?.finishEarly()
    }

    /// Shows `controller`'s tab (through More when it lives there). Only a user's selection
    /// may run the delegate's animator.
    func select(_ controller: UIViewController, userInitiated: Bool) {
        if isInMore(controller) {
            showInMore(controller, animated: false)
            return
        }
        guard controller !== selectedChild else { return }
        let previous = selectedChild
        if let index = tabControllers.firstIndex(where: { $0 === controller }) { lastSelectedIndex = index }
        if userInitiated, let previous,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: previous, to: controller),
            appearState == .appeared, let container = viewIfLoaded, container.window != nil
        {
            runCustomTransition(from: previous, to: controller, animator: animator)
            return
        }
        switchTabs(from: previous, to: controller)
    }

    /// The plain switch: no animation, as UIKit's classic tab switch. The previous tab ends
    /// whatever appearance it was in (a presentation may be taking the controller away), unless
    /// the new child shows it (the selected tab moved into More).
    func switchTabs(from previous: UIViewController?, to controller: UIViewController?) {
        selectedChild = controller
        showBarSelection()
        guard isViewLoaded, appearState != .disappeared else {
            // Off screen the new tab's view waits until the controller appears.
            previous?.viewIfLoaded?.removeFromSuperview()
            return
        }
        let appeared = appearState == .appeared
        let onScreen = appeared || appearState == .appearing
        let previousStays = onScreen && controller.map { previous?.hasAncestor($0) ?? false } ?? false
        // App code in these calls may select something else or replace the tabs; that change
        // does its own switch, and the content is settled when the outermost change ends.
        if let controller {
            controller.loadViewIfNeeded()
            if onScreen { controller.beginAppearanceTransition(true, animated: false) }
        }
        guard selectedChild === controller else { return abandonSwitch(from: previous, to: controller) }
        if !previousStays { previous?.beginAppearanceTransition(false, animated: false) }
        guard selectedChild === controller else { return abandonSwitch(from: previous, to: controller) }
        // Wherever app code may have put it, the old tab's view leaves the screen with its tab.
        if !previousStays { previous?.viewIfLoaded?.removeFromSuperview() }
        if let controller { installView(of: controller) }
        if !previousStays { previous?.endAppearanceTransition() }
        if appeared { controller?.endAppearanceTransition() }
        updateBarHiddenByStack(animated: false)
    }

    /// App code changed the selection during a switch. What the switch began ends balanced
    /// for the two tabs, unless what is selected now shows them (settling sees to the rest,
    /// but not to a tab that has left meanwhile).
    private func abandonSwitch(from previous: UIViewController?, to controller: UIViewController?) {
        for tab in [previous, controller].compactMap({ $0 }) where tab !== selectedChild {
            if let selected = selectedChild, tab.hasAncestor(selected) { continue }
            if tab.viewIfLoaded?.superview === contentView { tab.viewIfLoaded?.removeFromSuperview() }
            tab.disappearCompletely()
        }
    }

    /// Runs the delegate's animator. The new tab is selected at once; a cancelled
    /// transition puts the old one back, with the appearance calls UIKit makes for it.
    private func runCustomTransition(
        from previous: UIViewController, to controller: UIViewController,
        animator: UIViewControllerAnimatedTransitioning
    ) {
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        selectedChild = controller
        showBarSelection()
        controller.loadViewIfNeeded()
        controller.beginAppearanceTransition(true, animated: true)
        previous.beginAppearanceTransition(false, animated: true)
        // App code in those calls chose another tab: no transition; settling shows that one.
        guard selectedChild === controller else { return abandonSwitch(from: previous, to: controller) }
        let context = TransitionContext(
            containerView: contentView, from: previous, to: controller, animated: true,
            interactive: interaction != nil, animationController: animator
        ) { [weak self] completed in
            self?.endCustomTransition(from: previous, to: controller, completed: completed)
        }
        context.interactionController = interaction
        runningTransition = context
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    private func endCustomTransition(from previous: UIViewController, to controller: UIViewController, completed: Bool) {
        changingTabs { finishCustomTransition(from: previous, to: controller, completed: completed) }
    }

    private func finishCustomTransition(from previous: UIViewController, to controller: UIViewController, completed: Bool) {
        runningTransition = nil
        if completed {
            if let previousView = previous.viewIfLoaded, previousView.superview === contentView { previousView.removeFromSuperview() }
            installView(of: controller)
            previous.endAppearanceTransition()
            controller.endAppearanceTransition()
        } else {
            selectedChild = previous
            showBarSelection()
            controller.beginAppearanceTransition(false, animated: true)
            previous.beginAppearanceTransition(true, animated: true)
            // App code in those calls may have chosen another tab; settling shows that one.
            guard selectedChild === previous else { return }
            if let view = controller.viewIfLoaded, view.superview === contentView { view.removeFromSuperview() }
            installView(of: previous)
            controller.endAppearanceTransition()
            previous.endAppearanceTransition()
        }
        updateBarHiddenByStack(animated: false)
    }

    // MARK: Replacing the tabs

    func performSetViewControllers(_ list: [UIViewController], animated: Bool) {
        changingTabs {
            finishRunningTransition()
            replaceTabs(with: list, animated: animated)
        }
        adoptControllerOrderForTabs()
    }

    private func replaceTabs(with list: [UIViewController], animated: Bool) {
        // Sets of identities keep this linear: apps may hand over thousands of tabs.
        if tabBar.isCustomizing { tabBar.endCustomizing(animated: false) }
        var unique: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        for controller in inSavedOrder(list) {
            if controller === self || controller === moreNavigation || !seen.insert(ObjectIdentifier(controller)).inserted {
                Log.viewControllers.error(
                    "setViewControllers: \(type(of: controller)) is the controller itself, its More navigation controller, or listed twice; left out"
                )
                continue
            }
            unique.append(controller)
        }
        let previous = selectedViewController
        returnMoreContents()
        let leaving = tabControllers.filter { !seen.contains(ObjectIdentifier($0)) }
        let leavingIDs = Set(leaving.map(ObjectIdentifier.init))
        let arriving = unique.filter { $0.parent !== self }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        tabControllers = unique
        let replaced = tabsChanges
        // The tabs, then the children that are not tabs (More); leaving tabs drop out here,
        // in one pass, not one search each.
        children = unique + children.filter { !seen.contains(ObjectIdentifier($0)) && !leavingIDs.contains(ObjectIdentifier($0)) }
        customizableViewControllers = unique

        let next: UIViewController?
        if let previous, previous === moreNavigation || seen.contains(ObjectIdentifier(previous)) {
            next = previous
        } else if unique.indices.contains(lastSelectedIndex) {
            next = unique[lastSelectedIndex]
        } else {
            next = unique.first
        }
        if let next, next !== moreNavigation, let index = unique.firstIndex(where: { $0 === next }) { lastSelectedIndex = index }
        if next == nil { switchTabs(from: selectedChild, to: nil) }
        arrangeTabs(keeping: next, animated: animated)
        // App code called on the way (appearance calls) may have set other tabs: then a
        // leaving controller may be a tab again and an arriving one gone; the checks cost a
        // pass over the tabs, so they are made only then.
        let untouched = tabsChanges == replaced
        let current = untouched ? [] : Set(tabControllers.map(ObjectIdentifier.init))
        for controller in leaving where untouched || !current.contains(ObjectIdentifier(controller)) {
            // A leaving tab that app code left mid-appearance (it replaced the tabs from an
            // appearance call) leaves the screen with balanced calls too.
            if controller.appearState != .disappeared { controller.disappearCompletely() }
            guard controller.parent === self else { continue }
            controller.viewIfLoaded?.removeFromSuperview()
            controller.finishRemovalFromParent()
        }
        for controller in arriving where untouched || controller.parent === self { controller.didMove(toParent: self) }
    }

    /// A child gave itself a new tab bar item: the bar and the More list show the new set.
    func childTabBarItemDidChange() {
        showTabItems(animated: false)
        showBarSelection()
    }
}
