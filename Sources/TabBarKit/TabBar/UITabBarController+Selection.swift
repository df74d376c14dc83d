import Foundation

// Selecting tabs, with UIKit's order of calls on a switch from A to B:
//   B viewDidLoad (first time only), B viewWillAppear, A viewWillDisappear,
//   A viewDidDisappear, B viewDidAppear.
// A user's tap asks shouldSelect first and tells didSelect after (also on a tap of the
// selected tab); selection from code tells the delegate nothing.
extension UITabBarController {
    func selectFromCode(_ controller: UIViewController?) {
        guard let controller else {
            Log.viewControllers.error("selectedViewController = nil: a tab bar controller always shows one of its tabs; ignored")
            return
        }
        guard tabs.contains(where: { $0 === controller }) else {
            Log.viewControllers.error("selectedViewController: only a view controller in the tab bar controller's list can be selected; \(type(of: controller)) is not; ignored")
            return
        }
        select(controller, userInitiated: false)
    }

    func selectIndexFromCode(_ index: Int) {
        guard tabs.indices.contains(index) else {
            Log.viewControllers.error("selectedIndex = \(index): out of range for \(tabs.count) tabs; ignored")
            return
        }
        select(tabs[index], userInitiated: false)
    }

    /// A tap on `item` in the bar.
    func userSelected(_ item: UITabBarItem) {
        tabBar(tabBar, didSelect: item)
        guard let controller = tabs.first(where: { $0.tabBarItem === item }) else { return }
        guard runningTransition == nil else {
            Log.viewControllers.debug("tab tapped during a tab transition; ignored")
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        // The delegate may have changed the tabs while it was asked.
        guard tabs.contains(where: { $0 === controller }) else {
            Log.viewControllers.error("tabBarController(_:shouldSelect:) removed the tab it was asked about; the tap is ignored")
            return
        }
        if controller === selectedChild {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(controller, userInitiated: true)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `controller`'s tab. Only a user's selection may run the delegate's animator.
    func select(_ controller: UIViewController, userInitiated: Bool) {
        guard controller !== selectedChild else { return }
        let previous = selectedChild
        if let index = tabs.firstIndex(where: { $0 === controller }) { lastSelectedIndex = index }
        if userInitiated, let previous, let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: previous, to: controller),
           appearState == .appeared, let container = viewIfLoaded, container.window != nil {
            runCustomTransition(from: previous, to: controller, animator: animator)
            return
        }
        switchTabs(from: previous, to: controller)
    }

    /// The plain switch: no animation, as UIKit's classic tab switch.
    func switchTabs(from previous: UIViewController?, to controller: UIViewController?) {
        selectedChild = controller
        tabBar.showSelectedItem(controller?.tabBarItem)
        guard isViewLoaded else { return }
        let appeared = appearState == .appeared
        let appearing = appeared || appearState == .appearing
        if let controller {
            controller.loadViewIfNeeded()
            if appearing { controller.beginAppearanceTransition(true, animated: false) }
        }
        if appearing { previous?.beginAppearanceTransition(false, animated: false) }
        if let previousView = previous?.viewIfLoaded, previousView.superview === contentView { previousView.removeFromSuperview() }
        if let controller { installView(of: controller) }
        if appearing { previous?.endAppearanceTransition() }
        if appeared { controller?.endAppearanceTransition() }
        updateBarHiddenByStack(animated: false)
    }

    /// Runs the delegate's animator. The new tab is selected at once; a cancelled
    /// transition puts the old one back, with the appearance calls UIKit makes for it.
    private func runCustomTransition(from previous: UIViewController, to controller: UIViewController,
                                     animator: UIViewControllerAnimatedTransitioning) {
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        selectedChild = controller
        tabBar.showSelectedItem(controller.tabBarItem)
        controller.loadViewIfNeeded()
        controller.beginAppearanceTransition(true, animated: true)
        previous.beginAppearanceTransition(false, animated: true)
        let context = TransitionContext(
            containerView: contentView, from: previous, to: controller, animated: true,
            interactive: interaction != nil, animationController: animator
        ) { [weak self] completed in
            self?.endCustomTransition(from: previous, to: controller, completed: completed)
        }
        runningTransition = context
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    private func endCustomTransition(from previous: UIViewController, to controller: UIViewController, completed: Bool) {
        runningTransition = nil
        if completed {
            if let previousView = previous.viewIfLoaded, previousView.superview === contentView { previousView.removeFromSuperview() }
            installView(of: controller)
            previous.endAppearanceTransition()
            controller.endAppearanceTransition()
        } else {
            selectedChild = previous
            tabBar.showSelectedItem(previous.tabBarItem)
            controller.beginAppearanceTransition(false, animated: true)
            previous.beginAppearanceTransition(true, animated: true)
            if let view = controller.viewIfLoaded, view.superview === contentView { view.removeFromSuperview() }
            installView(of: previous)
            controller.endAppearanceTransition()
            previous.endAppearanceTransition()
        }
        updateBarHiddenByStack(animated: false)
    }

    // MARK: Replacing the tabs

    func performSetViewControllers(_ list: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in list {
            if controller === self || unique.contains(where: { $0 === controller }) {
                Log.viewControllers.error("setViewControllers: \(type(of: controller)) is the controller itself or listed twice; left out")
                continue
            }
            unique.append(controller)
        }
        let previous = selectedChild
        let leaving = tabs.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in new.parent !== self }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        tabs = unique
        children = unique + children.filter { child in !unique.contains { $0 === child } }
        customizableViewControllers = unique
        tabBar.showItems(unique.map { $0.tabBarItem }, animated: animated)

        let next: UIViewController?
        if let previous, unique.contains(where: { $0 === previous }) {
            next = previous
        } else if unique.indices.contains(lastSelectedIndex) {
            next = unique[lastSelectedIndex]
        } else {
            next = unique.first
        }
        if let next, let index = unique.firstIndex(where: { $0 === next }) { lastSelectedIndex = index }
        if next !== previous {
            switchTabs(from: previous, to: next)
        } else {
            tabBar.showSelectedItem(next?.tabBarItem)
        }
        for controller in leaving {
            if let view = controller.viewIfLoaded, view.superview === contentView { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    /// A child gave itself a new tab bar item: the bar shows the new set.
    func childTabBarItemDidChange() {
        tabBar.showItems(tabs.map { $0.tabBarItem }, animated: false)
        tabBar.showSelectedItem(selectedChild?.tabBarItem)
    }
}
