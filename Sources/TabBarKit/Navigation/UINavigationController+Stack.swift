import Foundation

// Push, pop and replacing the stack, with UIKit's order of calls:
//   push: new viewDidLoad, willShow, old viewWillDisappear, new viewWillAppear, (slide),
//         old viewDidDisappear, new viewDidAppear, new didMove(toParent:), didShow;
//   pop:  old willMove(toParent: nil), willShow, old viewWillDisappear, new viewWillAppear,
//         (slide), old viewDidDisappear, new viewDidAppear, old didMove(toParent: nil), didShow.
// Asking for another change while one slides queues it until the slide ends. A stack lent to
// the More tab is changed at home and lent again.
extension UINavigationController {
    func performPush(_ viewController: UIViewController, animated: Bool) {
        guard runningTransition == nil else {
            queuedOperations.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
            return
        }
        guard !stack.contains(where: { $0 === viewController }) else {
            Log.viewControllers.error(
                "pushViewController: \(type(of: viewController)) is already in the stack; pushing the same controller twice is not supported"
            )
            return
        }
        guard !(viewController is UINavigationController) else {
            Log.viewControllers.error("pushViewController: a navigation controller cannot be pushed; ignored")
            return
        }
        guard viewController !== self else { return }
        viewController.movingToParent = true
        addChild(viewController)
        // Taking the controller from its old parent ran that parent's code (a tab bar
        // controller giving up a tab), which may have changed this stack: read it afterwards.
        finishRunningTransitions()
        guard viewController.parent === self, !stack.contains(where: { $0 === viewController }) else { return }
        if let borrowedStack {
            return borrowedStack.changeAtHome(animated: animated) { appendAndShow(viewController, animated: animated) }
        }
        appendAndShow(viewController, animated: animated)
    }

    private func appendAndShow(_ viewController: UIViewController, animated: Bool) {
        let from = topViewController
        let shownItem = tabBarItem
        stack.append(viewController)
        // A push onto an empty stack gives it a root, whose item the tab shows from now on.
        if tabBarItem !== shownItem { tabBarController?.childTabBarItemDidChange() }
        transition(from: from, to: viewController, removing: [], isPush: true, animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard runningTransition == nil else {
            queuedOperations.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        if let borrowedStack { return borrowedStack.changeAtHome(animated: animated) { performPop(animated: animated) } }
        guard stack.count > 1 else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        guard runningTransition == nil else {
            queuedOperations.append { [weak self] in self?.popToRootViewController(animated: animated) }
            return nil
        }
        if let borrowedStack { return borrowedStack.changeAtHome(animated: animated) { performPopToRoot(animated: animated) } }
        guard stack.count > 1 else { return [] }
        return popTo(index: 0, animated: animated)
    }

    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard runningTransition == nil else {
            queuedOperations.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        if let borrowedStack {
            return borrowedStack.changeAtHome(animated: animated) { performPop(to: viewController, animated: animated) }
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Log.viewControllers.error("popToViewController: \(type(of: viewController)) is not in the stack; ignored")
            return nil
        }
        return popTo(index: index, animated: animated)
    }

    func performSet(_ viewControllers: [UIViewController], animated: Bool) {
        guard runningTransition == nil else {
            queuedOperations.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
            return
        }
        if let borrowedStack {
            return borrowedStack.changeAtHome(animated: animated) { performSet(viewControllers, animated: animated) }
        }
        setStackAtHome(viewControllers, animated: animated)
    }

    /// Sets the stack here, where it lives when nothing borrows it.
    func setStackAtHome(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            if controller is UINavigationController || controller === self {
                Log.viewControllers.error("setViewControllers: \(type(of: controller)) cannot be in a navigation stack; left out")
                continue
            }
            unique.append(controller)
        }
        if unique.count != viewControllers.count {
            Log.viewControllers.error("setViewControllers: duplicates and invalid controllers were left out")
        }
        let to = unique.last
        for controller in unique where controller.parent !== self {
            controller.movingToParent = controller === to
            addChild(controller)
        }
        // Taking controllers from their old parents ran those parents' code, which may have
        // changed this stack: read it afterwards.
        finishRunningTransitions()
        let from = topViewController
        let leaving = stack.filter { old in !unique.contains { $0 === old } }
        let wasInStack = to.map { new in stack.contains { $0 === new } } ?? false
        let shownItem = tabBarItem
        stack = unique
        children = unique + children.filter { child in !unique.contains { $0 === child } }
        // A new root brings its own tab bar item, which the tab's slot shows from now on.
        if tabBarItem !== shownItem { tabBarController?.childTabBarItemDidChange() }
        guard from !== to else {
            for controller in leaving { controller.willMove(toParent: nil); controller.removeFromParent() }
            navigationBar.showItems(stack.map(\.navigationItem))
            stackDidChange()
            return
        }
        for controller in leaving where controller !== from {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        transition(from: from, to: to, removing: leaving.filter { $0 === from }, isPush: !wasInStack, animated: animated)
    }

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        // The hidden controllers between leave at once; the top one slides out.
        for controller in popped.dropLast() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        transition(from: popped.last, to: stack.last, removing: popped.suffix(1), isPush: false, animated: animated)
        return popped
    }

    /// Runs one push or pop. `removing` are controllers that leave their parent at the end.
    private func transition(
        from: UIViewController?, to: UIViewController?, removing: [UIViewController],
        isPush: Bool, animated requested: Bool
    ) {
        let adding = to?.movingToParent == true ? to : nil
        let expected = stackChanges
        for controller in removing {
            controller.movingFromParent = true
            controller.willMove(toParent: nil)
        }
        // The new top's view loads (before the delegate hears of it) only once the stack's
        // own view is there: `init(rootViewController:)` loads no view, as in UIKit.
        if isViewLoaded { to?.loadViewIfNeeded() }
        let onScreen = appearState == .appeared || appearState == .appearing
        // Leaving the screen (a change queued behind a slide that ended as the stack went
        // away): the old top finishes the disappearance it began; the new one stays off.
        if !onScreen { from?.disappearCompletely() }
        let animated = requested && appearState == .appeared && viewIfLoaded?.window != nil
        if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        guard let container = viewIfLoaded else {
            // Not loaded yet: the new top is shown when the view loads.
            finish(from: from, to: to, adding: adding, removing: removing, appearing: false, animated: false)
            return
        }
        let width = container.bounds.width
        if onScreen {
            from?.beginAppearanceTransition(false, animated: animated)
            to?.beginAppearanceTransition(true, animated: animated)
        }
        guard stackChanges == expected else {
            abandonTransition(from: from, to: to, removing: removing, adding: adding)
            return
        }
        if let to { installView(of: to, at: animated ? (isPush ? width : -width * Self.parallax) : 0) }
        if !isPush, let to, let fromView = from?.viewIfLoaded, fromView.superview === container {
            container.insertSubview(to.view, belowSubview: fromView)
        }
        navigationBar.showItems(stack.map(\.navigationItem))
        tabBarController?.navigationStackWillChange(self, animated: animated)
        if animated {
            UIView.transition(with: navigationBar, duration: Self.transitionDuration, options: [.transitionCrossDissolve], animations: {})
        }
        container.layoutIfNeeded()

        let coordinator = TransitionCoordinator(
            duration: animated ? Self.transitionDuration : 0, containerView: container,
            from: from, to: to)
        runningTransition = coordinator
        activeCoordinator = coordinator
        coordinator.run(
            {
                to?.viewIfLoaded?.frame = container.bounds
                from?.viewIfLoaded?.frame = container.bounds.offsetBy(dx: isPush ? -width * Self.parallax : width, dy: 0)
            },
            finish: { [weak self] in
                guard let self else { return }
                runningTransition = nil
                activeCoordinator = nil
                finish(from: from, to: to, adding: adding, removing: removing, appearing: onScreen, animated: animated)
            })
    }

    private func finish(
        from: UIViewController?, to: UIViewController?, adding: UIViewController?,
        removing: [UIViewController], appearing: Bool, animated: Bool
    ) {
        if let fromView = from?.viewIfLoaded, from !== to {
            fromView.removeFromSuperview()
            fromView.frame = view.bounds
        }
        if appearing {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        if viewIfLoaded == nil { navigationBar.showItems(stack.map(\.navigationItem)) }
        for controller in removing { controller.removeFromParent() }
        if let to, adding === to {
            to.didMove(toParent: self)
            to.movingToParent = false
        }
        stackDidChange()
        if let to { delegate?.navigationController(self, didShow: to, animated: animated) }
        runQueuedOperation()
    }

    /// App code called while this transition was being set up (an appearance call, the
    /// delegate) changed the stack again, and that change ran a transition of its own. This
    /// one stops; what it began ends balanced, for controllers that change left off screen.
    private func abandonTransition(
        from: UIViewController?, to: UIViewController?, removing: [UIViewController],
        adding: UIViewController?
    ) {
        let top = topViewController
        let sliding = [runningTransition?.viewController(forKey: .from), runningTransition?.viewController(forKey: .to)]
        for controller in [from, to].compactMap({ $0 }) where controller !== top && !sliding.contains(where: { $0 === controller }) {
            if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
            // Shown by another container now (it took the controller), its calls are that one's.
            if controller.viewIfLoaded?.window == nil { controller.disappearCompletely() }
        }
        for controller in removing where controller.parent === self && !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        if let adding, adding.parent === self, adding.movingToParent {
            adding.didMove(toParent: self)
            adding.movingToParent = false
        }
    }

    /// Ends the running slide at once, and the changes queued behind it, so that the stack
    /// is settled: a container about to change it, or about to leave the screen, calls this.
    func finishRunningTransitions() {
        while let coordinator = runningTransition, coordinator.finishNow() {}
    }

    /// A controller in the stack taken by another parent leaves the stack, as if popped.
    func dropFromStack(_ child: UIViewController) {
        guard stack.contains(where: { $0 === child }) else { return }
        finishRunningTransitions()
        guard stack.contains(where: { $0 === child }) else { return }
        performSet(stack.filter { $0 !== child }, animated: false)
    }

    private func runQueuedOperation() {
        guard !queuedOperations.isEmpty, !isLendingStack else { return }
        let next = queuedOperations.removeFirst()
        next()
    }
}
