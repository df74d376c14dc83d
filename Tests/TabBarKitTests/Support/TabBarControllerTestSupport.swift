import Foundation

@_spi(Hosting) @testable import TabBarKit

/// A tab bar controller delegate that logs every call as "delegate.call(Name)" and can
/// veto selections or change the tabs from inside a call.
@MainActor
final class LoggingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var vetoed: Set<String> = []
    var whileAskingShouldSelect: ((UITabBarController) -> Void)?
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    init(log: EventLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = LoggingViewController.label(viewController)
        log.add("delegate.shouldSelect(\(name))")
        whileAskingShouldSelect?(tabBarController)
        return !vetoed.contains(name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("delegate.didSelect(\(LoggingViewController.label(viewController)))")
    }

    var whileEndingCustomizing: ((UITabBarController) -> Void)?

    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        log.add("delegate.willBeginCustomizing(\(Self.names(viewControllers)))")
    }

    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        log.add("delegate.willEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
        whileEndingCustomizing?(tabBarController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        log.add("delegate.didEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
    }

    static func names(_ controllers: [UIViewController]) -> String {
        controllers.map(LoggingViewController.label).joined(separator: ",")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

/// A tab bar controller of logging children named A, B, C… in a 375×667 window.
@MainActor
struct TabBarFixture {
    let log: EventLog
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let tabs: [LoggingViewController]
    let delegate: LoggingTabBarDelegate

    init(_ names: [String] = ["A", "B", "C"], show: Bool = true) {
        let log = EventLog()
        self.log = log
        tabs = names.map { LoggingViewController($0, log: log) }
        delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        controller.viewControllers = tabs
        window.rootViewController = controller
        if show { window.makeKeyAndVisible() }
    }

    /// The log from `start` on, without the layout calls.
    func events(since start: Int) -> [String] {
        log.events[start...].filter { !$0.contains("LayoutSubviews") }
    }

    /// A tap in the middle of tab `index` of a fill-layout bar, as a finger would.
    func tapTab(_ index: Int) {
        let bar = controller.tabBar
        let count = CGFloat(bar.items?.count ?? 1)
        let width = bar.bounds.width / count
        let point = bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 24), to: window)
        window.sendTap(at: point)
    }
}
