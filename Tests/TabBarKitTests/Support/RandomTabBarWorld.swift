import Foundation
import TabBarKitTestSupport

@_spi(Hosting) @testable import TabBarKit

/// A tab bar controller in a window, driven by a seeded sequence of what users and app code
/// do to one: taps on tabs and More rows, selections from code, new tabs, pushes and pops,
/// presentations, customizing, rotation, a delegate that animates, vetoes or changes the
/// tabs while it is asked, app code that rearranges the tabs from `viewWillAppear`, tabs
/// taken by other containers, and time passing in small steps and large jumps. After every
/// step `TabBarInvariants` checks what must always hold, and, once nothing moves, what must
/// hold when the controllers have settled.
@MainActor
final class RandomTabBarWorld {
    let seed: UInt64
    private var random: SeededGenerator
    let tracker = AppearanceTracker()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let delegate = RandomTabBarDelegate()
    /// The controllers tabs are made of: nine plain ones and three navigation stacks.
    let plain: [TrackedViewController]
    let navigations: [TrackedNavigationController]
    /// Made on the way (pushed, new roots, presented); dropped once they have left for good.
    private(set) var extras: [TrackedViewController] = []
    /// A container outside the tab bar controller that takes tabs away, and a view in the
    /// window that app code moves a tab's view into.
    let stranger = UIViewController()
    let strangerView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    private var made = 0
    /// The latest operations, for the report of a violation.
    private(set) var history: [String] = []
    var historyLength = 40
    private(set) var steps = 0
    private(set) var settledChecks = 0
    private(set) var violations: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        let tracker = self.tracker
        plain = (0..<9).map { TrackedViewController("V\($0)", tracker: tracker) }
        navigations = (0..<3).map { index in
            let navigation = TrackedNavigationController(rootViewController: TrackedViewController("N\(index).root", tracker: tracker))
            navigation.name = "N\(index)"
            navigation.tracker = tracker
            return navigation
        }
        controller.delegate = delegate
        controller.viewControllers = Array(plain.prefix(3)) + [navigations[0]]
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.addSubview(strangerView)
        window.sendSubviewToBack(strangerView)
    }

    var pool: [UIViewController] { plain + navigations }
    var tabs: [UIViewController] { controller.viewControllers ?? [] }
    var allNavigations: [UINavigationController] { navigations + [controller.moreNavigationController] }
    /// Every controller whose appearance is followed.
    var tracked: [UIViewController] {
        let stacks = navigations.flatMap(\.viewControllers).filter { stacked in !extras.contains { $0 === stacked } }
        return plain + navigations + stacks + extras
    }

    /// Runs `count` random steps, checking the invariants after each, then lets everything
    /// come to rest and checks again (unless `settling` is false, to look at a step's state).
    func run(steps count: Int, settling: Bool = true) {
        for _ in 0..<count {
            steps += 1
            let operation = performRandomOperation()
            history.append("\(steps): \(operation)")
            if history.count > historyLength { history.removeFirst(history.count - historyLength) }
            tracker.context = "seed \(seed) step \(steps) (\(operation))"
            check()
            // The first broken step is the one to replay; later ones mostly repeat it.
            if !violations.isEmpty { return }
        }
        guard settling else { return }
        settle()
        check()
    }

    private func check() {
        let invariants = TabBarInvariants(world: self)
        var found = invariants.always()
        if isQuiet {
            settledChecks += 1
            found += invariants.settled()
            forgetDeparted()
        }
        violations += found.map { "seed \(seed) step \(steps): \($0)" }
        violations += tracker.violations.dropFirst(reportedCallViolations)
        reportedCallViolations = tracker.violations.count
    }

    /// The tracker's violations already copied into `violations`.
    private var reportedCallViolations = 0

    /// Nothing is moving: no custom transition, slide, presentation or customizing sheet.
    var isQuiet: Bool {
        guard controller.runningTransition == nil, allNavigations.allSatisfy({ $0.runningTransition == nil }) else { return false }
        if let presented = controller.presentedChild?.presented, presented.presentation?.phase != .presented { return false }
        if let customizer = controller.tabBar.customizer, customizer.phase != .open { return false }
        return true
    }

    /// Ends what runs: an interactive transition is finished or cancelled, then time passes
    /// until everything has come to rest.
    func settle() {
        if let interaction = delegate.interaction {
            if random.chance(0.5) { interaction.finish() } else { interaction.cancel() }
        }
        for _ in 0..<120 where !isQuiet { tick(1.0 / 30) }
        tick(1.0 / 60)
    }

    private func tick(_ seconds: TimeInterval) {
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + seconds)
    }

    /// Extras that have left every tree are no longer followed.
    private func forgetDeparted() {
        extras.removeAll { extra in
            let gone =
                extra.parent == nil && extra.presentation == nil && extra.viewIfLoaded?.window == nil
                && tracker.phase(of: extra) == .disappeared
            if gone { tracker.forget(extra) }
            return gone
        }
    }

    // MARK: Operations

    private func fresh(_ prefix: String) -> TrackedViewController {
        made += 1
        let controller = TrackedViewController("\(prefix)\(made)", tracker: tracker)
        extras.append(controller)
        return controller
    }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &random)]
    }

    private func flip() -> Bool { Bool.random(using: &random) }

    private func randomTabs() -> [UIViewController] {
        Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random)))
    }

    /// What app code does to the tabs from inside a delegate or appearance call.
    private func randomRearrangement() -> (String, (UITabBarController) -> Void) {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let list = randomTabs()
            return ("set \(list.count) tabs", { $0.viewControllers = list })
        case 1:
            let index = Int.random(in: 0..<8, using: &random)
            return ("select \(index)", { $0.selectedIndex = index })
        default:
            return ("select More", { $0.selectedViewController = $0.moreNavigationController })
        }
    }

    /// One operation, chosen by weight; returns what it did.
    private func performRandomOperation() -> String {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<12: return tapTab()
        case 12..<16: return tapMoreRow()
        case 16..<23:
            let index = pick([-1, NSNotFound] + Array(0...(tabs.count + 1)))!
            controller.selectedIndex = index
            return "selectedIndex = \(index)"
        case 23..<27:
            let choice: UIViewController? = flip() ? pick(pool + [controller.moreNavigationController]) : pick(extras)
            controller.selectedViewController = choice
            return "selectedViewController = \(name(choice))"
        case 27..<34:
            let list: [UIViewController]? = random.chance(0.05) ? nil : randomTabs()
            let animated = flip()
            controller.setViewControllers(list, animated: animated)
            return "setViewControllers(\(list.map { $0.map(name).joined(separator: ",") } ?? "nil"), animated: \(animated))"
        case 34..<40: return push()
        case 40..<45: return pop()
        case 45..<48: return newRoot()
        case 48..<51: return present()
        case 51..<54:
            let animated = flip()
            controller.dismiss(animated: animated)
            return "dismiss(animated: \(animated))"
        case 54..<58: return customize()
        case 58..<60:
            let size = window.bounds.width < window.bounds.height ? CGSize(width: 667, height: 375) : CGSize(width: 375, height: 667)
            window.resize(to: size)
            return "rotate to \(Int(size.width))x\(Int(size.height))"
        case 60..<64: return changeDelegate()
        case 64..<67: return driveInteraction()
        case 67..<80:
            let seconds = Double.random(in: 0.005...0.12, using: &random)
            tick(seconds)
            return "tick +\(Int(seconds * 1000)) ms"
        case 80..<83:
            let seconds = Double.random(in: 0.5...3, using: &random)
            tick(seconds)
            return "jump +\(Int(seconds * 1000)) ms"
        case 83..<85: return takeTab()
        case 85..<87: return stealSelectedView()
        case 87..<89: return armWillAppear()
        case 89..<92: return changeItem()
        case 92..<93:
            let hidden = flip(), animated = flip()
            controller.setTabBarHidden(hidden, animated: animated)
            return "setTabBarHidden(\(hidden), animated: \(animated))"
        default:
            settle()
            return "settle"
        }
    }

    private func name(_ controller: UIViewController?) -> String {
        switch controller {
        case nil: return "nil"
        case let tracked as TrackedViewController: return tracked.name
        case let navigation as TrackedNavigationController: return navigation.name
        case let other?: return other === self.controller.moreNavigationController ? "More" : "\(type(of: other))"
        }
    }

    private func tapTab() -> String {
        let bar = controller.tabBar
        let count = bar.items?.count ?? 0
        guard count > 0 else { return "tap (no tabs)" }
        let index = Int.random(in: 0..<count, using: &random)
        bar.layoutIfNeeded()
        let button = bar.buttons[index]
        window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        return "tap tab \(index)"
    }

    private func tapMoreRow() -> String {
        let more = controller.moreNavigation
        guard controller.selectedViewController === more, more.topViewController === more.list, !more.list.rows.isEmpty,
            let table = more.list.viewIfLoaded as? UITableView
        else { return "tap More row (no list)" }
        let row = Int.random(in: 0..<more.list.rows.count, using: &random)
        more.list.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
        return "tap More row \(row)"
    }

    private func push() -> String {
        guard let navigation = pick(allNavigations) else { return "push (none)" }
        let pushed = fresh("P")
        pushed.hidesBottomBarWhenPushed = random.chance(0.2)
        let animated = flip()
        navigation.pushViewController(pushed, animated: animated)
        return "push \(pushed.name) on \(name(navigation)), animated: \(animated)"
    }

    private func pop() -> String {
        guard let navigation = pick(allNavigations) else { return "pop (none)" }
        let animated = flip()
        if flip() {
            navigation.popViewController(animated: animated)
            return "pop \(name(navigation)), animated: \(animated)"
        }
        navigation.popToRootViewController(animated: animated)
        return "popToRoot \(name(navigation)), animated: \(animated)"
    }

    private func newRoot() -> String {
        guard let navigation = pick(navigations) else { return "new root (none)" }
        // An empty stack too: the tab then shows the navigation controller's own item, until
        // a push gives it a root again.
        let roots = (0..<Int.random(in: 0...2, using: &random)).map { _ in fresh("R") }
        let animated = flip()
        navigation.setViewControllers(roots, animated: animated)
        return "\(navigation.name).setViewControllers(\(roots.map(\.name)), animated: \(animated))"
    }

    private func present() -> String {
        let presented = fresh("M")
        presented.modalPresentationStyle = flip() ? .fullScreen : .pageSheet
        let presenter = flip() ? controller : (pick(tabs) ?? controller)
        let animated = flip()
        presenter.present(presented, animated: animated)
        return
            "present \(presented.name) \(presented.modalPresentationStyle == .fullScreen ? "full screen" : "sheet") from \(name(presenter)), animated: \(animated)"
    }

    private func customize() -> String {
        let bar = controller.tabBar
        guard let customizer = bar.customizer else {
            bar.beginCustomizingItems(tabs.map(\.tabBarItem))
            return "beginCustomizing"
        }
        guard customizer.phase == .open, flip(), let item = pick(customizer.items), !bar.buttons.isEmpty else {
            let animated = flip()
            bar.endCustomizing(animated: animated)
            return "endCustomizing(animated: \(animated))"
        }
        let slot = Int.random(in: 0..<bar.buttons.count, using: &random)
        bar.layoutIfNeeded()
        let button = bar.buttons[slot]
        let target = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        if customizer.beginDrag(item, fromSlot: nil, origin: CGRect(x: 100, y: 200, width: 80, height: 80), at: CGPoint(x: 140, y: 240)) {
            customizer.moveDrag(to: target)
            customizer.endDrag(at: target)
        }
        return "drop \(item.title ?? "?") on slot \(slot)"
    }

    private func changeDelegate() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            delegate.animation = pick([.none, .fade, .interactive])!
            return "delegate animates: \(delegate.animation)"
        case 1:
            delegate.vetoed = Set(pool.filter { _ in random.chance(0.2) }.map(ObjectIdentifier.init))
            return "delegate vetoes \(delegate.vetoed.count) tabs"
        default:
            let (what, change) = randomRearrangement()
            delegate.whileAsked = change
            return "delegate will \(what) while asked"
        }
    }

    private func driveInteraction() -> String {
        guard let interaction = delegate.interaction else { return "interaction (none)" }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let percent = CGFloat.random(in: 0...1, using: &random)
            interaction.update(percent)
            return "interaction.update(\(percent))"
        case 1:
            interaction.finish()
            return "interaction.finish()"
        default:
            interaction.cancel()
            return "interaction.cancel()"
        }
    }

    private func takeTab() -> String {
        guard let tab = pick(tabs) else { return "take tab (none)" }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            stranger.addChild(tab)
            tab.didMove(toParent: stranger)
            return "stranger.addChild(\(name(tab)))"
        case 1:
            guard let navigation = pick(navigations) else { return "push tab (none)" }
            let animated = flip()
            navigation.pushViewController(tab, animated: animated)
            return "push tab \(name(tab)) on \(navigation.name), animated: \(animated)"
        default:
            tab.removeFromParent()
            return "\(name(tab)).removeFromParent()"
        }
    }

    private func stealSelectedView() -> String {
        // App code takes the view of a tab that is on screen, as a page that embeds it would.
        guard controller.appearState == .appeared, isQuiet, let selected = controller.selectedChild,
            let view = selected.viewIfLoaded, view.window != nil
        else {
            return "steal view (none shown)"
        }
        strangerView.addSubview(view)
        // The tab takes its view back in the next layout pass.
        tick(1.0 / 60)
        return "strangerView.addSubview(\(name(selected)).view), tick"
    }

    private func armWillAppear() -> String {
        guard let target = pick(plain) else { return "arm (none)" }
        let (what, change) = randomRearrangement()
        target.onNextWillAppear = { controller in
            if let tabs = controller.tabBarController { change(tabs) }
        }
        return "\(target.name) will \(what) in its next viewWillAppear"
    }

    private func changeItem() -> String {
        guard let tab = pick(tabs) else { return "item (none)" }
        if flip() {
            tab.tabBarItem.badgeValue = flip() ? nil : "\(Int.random(in: 1...99, using: &random))"
            return "\(name(tab)) badge"
        }
        tab.tabBarItem = UITabBarItem(title: "\(name(tab))*", image: nil, tag: 0)
        return "\(name(tab)).tabBarItem = new item"
    }
}

/// A delegate that animates switches (plainly, or driven by an interaction), vetoes some
/// tabs, and runs app code once from inside `shouldSelect`.
@MainActor
final class RandomTabBarDelegate: NSObject, UITabBarControllerDelegate {
    enum Animation { case none, fade, interactive }

    var animation = Animation.none
    var vetoed: Set<ObjectIdentifier> = []
    var whileAsked: ((UITabBarController) -> Void)?
    /// The interaction of the latest interactive transition.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let change = whileAsked
        whileAsked = nil
        change?(tabBarController)
        return !vetoed.contains(ObjectIdentifier(viewController))
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animation == .none ? nil : FadeAnimator(log: EventLog())
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        guard animation == .interactive else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        self.interaction = interaction
        return interaction
    }
}
