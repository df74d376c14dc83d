import Foundation
import Logging
@_spi(TabBarKitExtras) import TabBarKit

/// Swipe between the tabs of a `UITabBarController`: a horizontal pan over the content
/// selects the neighbouring tab the way a tap on its item does, as an interactive transition
/// the finger scrubs (the delegate's `interactionControllerFor:` with a
/// `UIPercentDrivenInteractiveTransition`). Released past half-way, or flicked, it completes;
/// released early, it is cancelled and the old tab comes back, with UIKit's appearance calls
/// either way.
///
/// It becomes the controller's delegate and passes every call on to `nextDelegate` (the
/// delegate the controller had), so `shouldSelect` can still refuse a swipe and `didSelect`
/// hears of it: once the swipe is sure to reach the new tab (released to complete), never for
/// a swipe that is cancelled and leaves the old tab selected. It leaves alone a pan that starts on a horizontally scrolling view, one that
/// starts at the left edge over a pushed page (where the back swipe goes), and a vertical one.
///
/// ```swift
/// TabBarSwipeTransitions().attach(to: tabBarController)
/// ```
@preconcurrency @MainActor
public final class TabBarSwipeTransitions: NSObject, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
    /// Where calls the swipe does not answer itself go; the controller's former delegate.
    public weak var nextDelegate: UITabBarControllerDelegate?
    /// The pan over the controller's view while attached. The view keeps the pan, and the
    /// pan keeps the swipe.
    public private(set) weak var panGestureRecognizer: UIPanGestureRecognizer?
    /// How long a whole slide takes when it runs on its own.
    public var slideDuration: TimeInterval = 0.3
    /// The controller the swipe works on.
    public private(set) weak var tabBarController: UITabBarController?
    /// The strip along the left edge left to the back swipe over a pushed page.
    static let backSwipeEdge: CGFloat = 20
    /// A release at least this fast (points per second) toward the new tab completes it.
    static let flickSpeed: CGFloat = 300

    /// The swipe under way: which way the new tab comes from, and what drives it.
    private var swipe: (direction: CGFloat, interaction: UIPercentDrivenInteractiveTransition)?
    /// The controller took the swipe's interaction: there is a transition to drive.
    private var drivesTransition = false
    /// The controller's `didSelect` (or `didSelectTab`) for the swipe under way, passed on
    /// when the swipe completes and dropped when it is cancelled.
    private var heldSelection: (() -> Void)?
    private let defaults = DefaultAnswers()
    private static let log = Logger(label: "TabBarKitExtras.TabBarSwipeTransitions")

    /// A swipe attached to no controller yet; `attach(to:)` puts it on one.
    public override init() {
        super.init()
    }

    /// Puts the pan on `tabBarController`'s view and becomes its delegate, passing calls on
    /// to the delegate it had. The view keeps the swipe until `detach()`.
    public func attach(to tabBarController: UITabBarController) {
        detach()
        self.tabBarController = tabBarController
        if tabBarController.delegate !== self { nextDelegate = tabBarController.delegate }
        tabBarController.delegate = self
        let pan = UIPanGestureRecognizer { [self] pan in panned(pan) }
        pan.delegate = self
        tabBarController.view.addGestureRecognizer(pan)
        panGestureRecognizer = pan
    }

    /// Takes the pan off and gives the controller its former delegate back.
    public func detach() {
        guard let tabs = tabBarController else { return }
        if tabs.delegate === self { tabs.delegate = nextDelegate }
        tabBarController = nil
        if let pan = panGestureRecognizer { tabs.view.removeGestureRecognizer(pan) }
    }

    // MARK: The pan

    /// Lets the swipe's pan begin only when it moves more sideways than up or down, toward a
    /// neighbouring tab that can be selected, while no transition runs.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === panGestureRecognizer,
            let tabs = tabBarController, tabs.transitionCoordinator == nil
        else { return true }
        let velocity = pan.velocity(in: tabs.view)
        let translation = pan.translation(in: tabs.view)
        let horizontal = abs(velocity.x) + abs(translation.x) > abs(velocity.y) + abs(translation.y)
        return horizontal && neighbour(of: tabs, toward: translation.x != 0 ? translation.x : velocity.x) != nil
    }

    /// Keeps from the swipe's pan the touches on the bar, on a view that scrolls sideways, and in
    /// the back swipe's strip along the left edge over a pushed page.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let tabs = tabBarController else { return true }
        // The bar keeps its own touches.
        if let view = touch.view, view.isDescendant(of: tabs.tabBar) { return false }
        var view = touch.view
        while let current = view, current !== tabs.view {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
                scroll.contentSize.width > scroll.bounds.width - scroll.adjustedContentInset.left - scroll.adjustedContentInset.right
            {
                return false
            }
            view = current.superview
        }
        if let stack = tabs.selectedViewController as? UINavigationController, stack.viewControllers.count > 1,
            touch.location(in: tabs.view).x < Self.backSwipeEdge
        {
            return false
        }
        return true
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let tabs = tabBarController else { return }
        let width = max(1, tabs.view.bounds.width)
        let translation = pan.translation(in: tabs.view).x
        switch pan.state {
        case .began:
            begin(on: tabs, toward: translation != 0 ? translation : pan.velocity(in: tabs.view).x)
        case .changed:
            guard let swipe else { return }
            swipe.interaction.update(max(0, -translation * swipe.direction) / width)
        case .ended:
            guard let swipe else { return }
            self.swipe = nil
            let speed = -pan.velocity(in: tabs.view).x * swipe.direction
            if swipe.interaction.percentComplete > 0.5 || speed > Self.flickSpeed {
                swipe.interaction.finish()
                passOnHeldSelection()
            } else {
                cancel(swipe.interaction)
            }
        case .cancelled, .failed:
            if let swipe { cancel(swipe.interaction) }
            swipe = nil
        default:
            break
        }
    }

    /// Selects the neighbour as a tap would; the controller then asks for the animator and
    /// the interaction controller, which the swipe gives while it is under way.
    private func begin(on tabs: UITabBarController, toward movement: CGFloat) {
        guard let (item, direction) = neighbour(of: tabs, toward: movement) else { return }
        let interaction = UIPercentDrivenInteractiveTransition()
        swipe = (direction, interaction)
        drivesTransition = false
        let before = tabs.selectedViewController
        tabs.tabBar.selectAsIfTapped(item)
        // Refused by the delegate, or the same tab: nothing to drive.
        if tabs.selectedViewController === before { swipe = nil }
        // No transition to drive (it ended at once): the new tab is selected for good.
        if swipe == nil || !drivesTransition {
            swipe = nil
            passOnHeldSelection()
        }
    }

    /// The old tab comes back: the delegate never hears of the one the swipe did not reach.
    private func cancel(_ interaction: UIPercentDrivenInteractiveTransition) {
        heldSelection = nil
        interaction.cancel()
    }

    private func passOnHeldSelection() {
        let held = heldSelection
        heldSelection = nil
        held?()
    }

    /// The item next to the selected one on the side the finger moves from, and the side
    /// the new tab comes in from (1: the right). The More item is no neighbour, and More's
    /// tabs have none: a swipe moves along the bar.
    private func neighbour(of tabs: UITabBarController, toward movement: CGFloat) -> (UITabBarItem, CGFloat)? {
        guard movement != 0, let items = tabs.tabBar.items, let selected = tabs.tabBar.selectedItem,
            let index = items.firstIndex(where: { $0 === selected })
        else { return nil }
        let more = tabs.moreNavigationController.tabBarItem
        if selected === more { return nil }
        // Moving left brings the tab to the right in, unless the bar reads right to left.
        let rightToLeft = tabs.tabBar.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let comesFromRight = movement < 0
        let step = comesFromRight != rightToLeft ? 1 : -1
        let next = index + step
        guard items.indices.contains(next), items[next] !== more, items[next].isEnabled else { return nil }
        return (items[next], comesFromRight ? 1 : -1)
    }

    // MARK: UITabBarControllerDelegate: the swipe's own answers

    /// The slide while a swipe selects; otherwise `nextDelegate`'s answer.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if let swipe { return TabSlideAnimator(direction: swipe.direction, duration: slideDuration) }
        return nextDelegate?.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    /// The transition the finger drives while a swipe selects; otherwise `nextDelegate`'s answer.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        if let swipe, animationController is TabSlideAnimator {
            drivesTransition = true
            return swipe.interaction
        }
        return nextDelegate?.tabBarController(tabBarController, interactionControllerFor: animationController)
    }

    // MARK: UITabBarControllerDelegate: passed on

    /// Passed on to `nextDelegate`; without one, any tab may be selected, as with no delegate.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        (nextDelegate ?? defaults).tabBarController(tabBarController, shouldSelect: viewController)
    }

    /// Passed on to `nextDelegate`; for a swipe, once it is released to complete.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard swipe == nil else {
            heldSelection = { [weak self] in self?.nextDelegate?.tabBarController(tabBarController, didSelect: viewController) }
            return
        }
        nextDelegate?.tabBarController(tabBarController, didSelect: viewController)
    }

    /// Passed on to `nextDelegate`; without one, any tab may be selected, as with no delegate.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        (nextDelegate ?? defaults).tabBarController(tabBarController, shouldSelectTab: tab)
    }

    /// Passed on to `nextDelegate`; for a swipe, once it is released to complete.
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        guard swipe == nil else {
            heldSelection = { [weak self] in
                self?.nextDelegate?.tabBarController(tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
            }
            return
        }
        nextDelegate?.tabBarController(tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        nextDelegate?.tabBarController(tabBarController, visibilityDidChangeFor: tabs)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        nextDelegate?.tabBarControllerWillBeginEditing(tabBarController)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        nextDelegate?.tabBarControllerDidEndEditing(tabBarController)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        nextDelegate?.tabBarController(tabBarController, displayOrderDidChangeFor: group)
    }

    /// Passed on to `nextDelegate`; without one, the controllers proposed.
    public func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] {
        (nextDelegate ?? defaults).tabBarController(
            tabBarController, displayedViewControllersFor: tab, proposedViewControllers: proposedViewControllers)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        nextDelegate?.tabBarController(tabBarController, willBeginCustomizing: viewControllers)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        nextDelegate?.tabBarController(tabBarController, willEndCustomizing: viewControllers, changed: changed)
    }

    /// Passed on to `nextDelegate`.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        nextDelegate?.tabBarController(tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }

    /// Passed on to `nextDelegate`; without one, the answer a controller gets with no delegate.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        (nextDelegate ?? defaults).tabBarControllerSupportedInterfaceOrientations(tabBarController)
    }

    /// Passed on to `nextDelegate`; without one, the answer a controller gets with no delegate.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    {
        (nextDelegate ?? defaults).tabBarControllerPreferredInterfaceOrientationForPresentation(tabBarController)
    }

    /// The answers a controller gets from a delegate that implements none of the questions.
    private final class DefaultAnswers: NSObject, UITabBarControllerDelegate {}
}
