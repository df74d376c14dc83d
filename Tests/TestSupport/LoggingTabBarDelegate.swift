import Foundation
import TabBarKit

/// A tab bar controller delegate that logs every call as "delegate.call(Name)" and can
/// veto selections or change the tabs from inside a call.
@MainActor
public final class LoggingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    public let log: EventLog
    public var vetoed: Set<String> = []
    public var whileAskingShouldSelect: ((UITabBarController) -> Void)?
    public var animator: UIViewControllerAnimatedTransitioning?
    public var interaction: UIViewControllerInteractiveTransitioning?

    public init(log: EventLog) { self.log = log }

    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = LoggingViewController.label(viewController)
        log.add("delegate.shouldSelect(\(name))")
        whileAskingShouldSelect?(tabBarController)
        return !vetoed.contains(name)
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("delegate.didSelect(\(LoggingViewController.label(viewController)))")
    }

    public var whileEndingCustomizing: ((UITabBarController) -> Void)?

    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        log.add("delegate.willBeginCustomizing(\(Self.names(viewControllers)))")
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        log.add("delegate.willEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
        whileEndingCustomizing?(tabBarController)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        log.add("delegate.didEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
    }

    public static func names(_ controllers: [UIViewController]) -> String {
        controllers.map(LoggingViewController.label).joined(separator: ",")
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    // iOS 18's tabs, logged by identifier; a vetoed identifier is refused.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        log.add("delegate.shouldSelectTab(\(tab.identifier))")
        return !vetoed.contains(tab.identifier)
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        log.add("delegate.didSelectTab(\(selectedTab.identifier), previous: \(previousTab?.identifier ?? "nil"))")
    }

    // The sidebar's editing: what changed is logged as the delegate sees it when called.
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        log.add("delegate.willBeginEditing")
    }

    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        log.add("delegate.didEndEditing")
    }

    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        let states = tabs.map { "\($0.identifier) \($0.isHidden ? "hidden" : "shown")" }
        log.add("delegate.visibilityDidChange(\(states.joined(separator: ", ")))")
    }

    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        log.add("delegate.displayOrderDidChange(\(group.identifier): \(group.displayOrder.map(\.identifier).joined(separator: ",")))")
    }
}
