import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The README's quick start's delegate, word for word: it builds three tabs, and
/// `UIApplicationMain` runs it headless, as the README's `main` does without a display
/// (`scripts/check-consumer-package` builds and runs the whole app from the README).
@Suite(.freshApplication)
@MainActor
struct ReadmeQuickStartTests {
    final class AppDelegate: NSObject, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let tabs = UITabBarController()
            tabs.viewControllers = ["Bronx", "Brooklyn", "Manhattan"].map { name in
                let page = UIViewController()
                page.title = name
                page.view.backgroundColor = .white
                return page
            }
            tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    @Test func theQuickStartLaunchesThreeTabsAndRunsHeadless() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        defer {
            application.delegate = previous
            application.terminated = false
        }
        application.terminated = false
        let delegate = AppDelegate()
        // The README's main without a display, with a short run.
        #expect(UIApplicationMain(delegate: delegate, host: HeadlessHost(maximumDuration: 1)) == 0)
        let tabs = try #require(delegate.window?.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Bronx", "Brooklyn", "Manhattan"])
        #expect(tabs.tabBar.items?[1].badgeValue == "3")
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(application.terminated)
    }
}
