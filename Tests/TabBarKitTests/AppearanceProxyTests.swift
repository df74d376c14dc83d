import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// `appearance()` proxies as an app delegate uses them: set before the window is made, taken
/// by bars and items as they join the window. Each test clears the application's proxies.
@Suite(.freshApplication)
@MainActor
struct AppearanceProxyTests {
    private class PinkTabBar: UITabBar {}

    /// A tab bar controller with two plain tabs, shown in a phone-sized window.
    private func tabBarControllerInWindow(_ controllers: [UIViewController]? = nil) -> (UIWindow, UITabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        tabs.viewControllers = controllers ?? [UIViewController(), UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    @Test func theProxyIsAnInstanceOfTheClassThatKeepsWhatWasSet() {
        let proxy = UITabBar.appearance()
        proxy.barTintColor = .systemPink
        #expect(UITabBar.appearance() === proxy)
        #expect(UITabBar.appearance().barTintColor == .systemPink)
        #expect(UITabBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]) !== proxy)
        #expect(type(of: PinkTabBar.appearance()) == PinkTabBar.self)
    }

    @Test func valuesSetBeforeTheWindowReachTheBarAsItJoinsIt() {
        UITabBar.appearance().tintColor = .systemPink
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UITabBar.appearance().barTintColor = .systemYellow
        let (window, tabs) = tabBarControllerInWindow()
        #expect(tabs.tabBar.tintColor == .systemPink)
        #expect(tabs.tabBar.unselectedItemTintColor == .systemGray)
        #expect(tabs.tabBar.barTintColor == .systemYellow)
        // Other views keep the system tint.
        #expect(window.tintColor == .systemBlue)
    }

    @Test func aValueTheInstanceSetItselfIsNeverReplaced() {
        UITabBar.appearance().barTintColor = .systemYellow
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let bar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
        bar.barTintColor = .systemGreen
        window.addSubview(bar)
        #expect(bar.barTintColor == .systemGreen)
        bar.removeFromSuperview()
        window.addSubview(bar)
        #expect(bar.barTintColor == .systemGreen)
    }

    @Test func aBarAlreadyInAWindowChangesOnlyWhenItJoinsOneAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let bar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
        window.addSubview(bar)
        UITabBar.appearance().barTintColor = .systemYellow
        #expect(bar.barTintColor == nil)
        bar.removeFromSuperview()
        window.addSubview(bar)
        #expect(bar.barTintColor == .systemYellow)
    }

    @Test func theMostSpecificContainmentWins() {
        UINavigationBar.appearance().barTintColor = .systemRed
        UINavigationBar.appearance(whenContainedInInstancesOf: [UITabBarController.self]).barTintColor = .systemBlue
        UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self])
            .titleTextAttributes = [.foregroundColor: UIColor.systemGreen]

        let inTabs = UINavigationController(rootViewController: UIViewController())
        let (_, _) = tabBarControllerInWindow([inTabs, UIViewController()])
        #expect(inTabs.navigationBar.barTintColor == .systemBlue)
        #expect(inTabs.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemGreen)

        let alone = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = alone
        window.makeKeyAndVisible()
        #expect(alone.navigationBar.barTintColor == .systemRed)
        #expect(alone.navigationBar.titleTextAttributes == nil)
    }

    @Test func subclassesTakeTheirSuperclassValuesAndTheirOwnWin() {
        UITabBar.appearance().barTintColor = .systemYellow
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        PinkTabBar.appearance().barTintColor = .systemPink
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let plain = UITabBar(), pink = PinkTabBar()
        window.addSubview(plain)
        window.addSubview(pink)
        #expect(plain.barTintColor == .systemYellow)
        #expect(pink.barTintColor == .systemPink)
        #expect(pink.unselectedItemTintColor == .systemGray)
    }

    @Test func tabBarItemsTakeTheirProxyValuesThroughTheirBar() {
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        UITabBarItem.appearance().badgeColor = .systemPurple
        UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        let first = UIViewController(), second = UIViewController()
        second.tabBarItem.badgeColor = .systemGreen
        let (_, _) = tabBarControllerInWindow([first, second])
        #expect(first.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
        #expect(first.tabBarItem.titleTextAttributes(for: .selected) == nil)
        #expect(first.tabBarItem.badgeColor == .systemPurple)
        #expect(second.tabBarItem.badgeColor == .systemGreen)
        #expect(first.tabBarItem.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: -2))
    }

    /// An app delegate's styling, pictured: pink selection, grey others, a yellow bar.
    @Test func styledTabBarPicture() {
        UITabBar.appearance().tintColor = .systemPink
        UITabBar.appearance().unselectedItemTintColor = .darkGray
        UITabBar.appearance().barTintColor = UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1)
        let scene = TabBarScene(items: boroughItems(), selected: 1)
        assertSnapshot(of: scene.strip, named: "appearance-proxy-tabbar")
    }
}
