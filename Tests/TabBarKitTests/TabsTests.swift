import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// iOS 18's tabs on a phone: `UITab`s, a search tab and groups make the classic bar, with
/// `viewControllers`, `selectedIndex` and `selectedTab` agreeing, and the tab delegate asked
/// and told around a tap.
@Suite(.freshApplication)
@MainActor
struct TabsTests {
    /// Tabs whose providers make logging controllers named after them and count their calls.
    @MainActor
    final class Tabs {
        let log = EventLog()
        var made: [String] = []

        func tab(_ id: String) -> UITab {
            UITab(title: id, image: UIImage(systemName: "star"), identifier: id) { [unowned self] tab in
                made.append(tab.identifier)
                return LoggingViewController(tab.identifier, log: log)
            }
        }

        func group(_ id: String, _ children: [UITab]) -> UITabGroup {
            UITabGroup(title: id, image: UIImage(systemName: "house"), identifier: id, children: children)
        }
    }

    private func show(_ controller: UITabBarController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    private func tap(_ index: Int, of controller: UITabBarController, in window: UIWindow) {
        let bar = controller.tabBar
        let width = bar.bounds.width / CGFloat(bar.items?.count ?? 1)
        window.sendTap(at: bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 24), to: window))
    }

    @Test func aTabMakesItsViewControllerOnceWhenFirstAskedFor() throws {
        let tabs = Tabs()
        let tab = tabs.tab("A")
        #expect(tabs.made.isEmpty)
        let first = try #require(tab.viewController)
        #expect(tab.viewController === first)
        #expect(tabs.made == ["A"])
        #expect(first.tab === tab)
        #expect(UITab(title: "None", image: nil, identifier: "none").viewController == nil)
    }

    @Test func rootTabsMakeTheClassicBarWithASearchTab() throws {
        let tabs = Tabs()
        let a = tabs.tab("A"), b = tabs.tab("B")
        let search = UISearchTab { _ in UIViewController() }
        let controller = UITabBarController(tabs: [a, b, search])
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabs.map(\.identifier) == ["A", "B", "UISearchTab"])
        #expect(controller.tabBar.items?.map(\.title) == ["A", "B", "Search"])
        #expect(controller.tabBar.items?[2].image != nil)
        #expect(try #require(controller.viewControllers).elementsEqual([a, b, search].map(\.viewController), by: ===))
        #expect(controller.selectedTab === a && controller.selectedIndex == 0)
        #expect(a.tabBarController === controller && a.hasVisiblePlacement)
        #expect(controller.tab(forIdentifier: "B") === b && controller.tab(forIdentifier: "Z") == nil)
    }

    @Test func selectedTabAndSelectedIndexAgree() throws {
        let tabs = Tabs()
        let list = ["A", "B", "C"].map(tabs.tab)
        let controller = UITabBarController(tabs: list)
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        controller.selectedIndex = 2
        #expect(controller.selectedTab === list[2])
        let start = tabs.log.events.count
        controller.selectedTab = list[1]
        #expect(controller.selectedIndex == 1 && controller.selectedViewController === list[1].viewController)
        #expect(
            tabs.log.events[start...].filter { !$0.contains("Layout") } == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "C.viewWillDisappear(false)",
                "C.viewDidDisappear(false)", "B.viewDidAppear(false)",
            ])
    }

    @Test func aTapAsksTheTabDelegateAndTellsItThePreviousTab() throws {
        let tabs = Tabs()
        let list = ["A", "B", "C"].map(tabs.tab)
        let controller = UITabBarController(tabs: list)
        let delegate = LoggingTabBarDelegate(log: tabs.log)
        controller.delegate = delegate
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        var start = tabs.log.events.count
        tap(1, of: controller, in: window)
        #expect(
            tabs.log.events[start...].filter { !$0.contains("Layout") } == [
                "delegate.shouldSelectTab(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                "delegate.didSelectTab(B, previous: A)",
            ])
        delegate.vetoed = ["C"]
        start = tabs.log.events.count
        tap(2, of: controller, in: window)
        #expect(tabs.log.events[start...] == ["delegate.shouldSelectTab(C)"])
        #expect(controller.selectedTab === list[1])
    }

    @Test func hiddenTabsAreLeftOffTheBar() throws {
        let tabs = Tabs()
        let list = ["A", "B", "C"].map(tabs.tab)
        let controller = UITabBarController(tabs: list)
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        controller.selectedIndex = 2
        list[1].isHidden = true
        #expect(controller.tabBar.items?.map(\.title) == ["A", "C"])
        #expect(controller.selectedTab === list[2] && controller.selectedIndex == 1)
        #expect(!list[1].hasVisiblePlacement)
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") { controller.selectedTab = list[1] }
        #expect(messages.count == 1 && messages[0].contains("not on the bar"))
        #expect(controller.selectedTab === list[2])
        list[1].isHidden = false
        #expect(controller.tabBar.items?.map(\.title) == ["A", "B", "C"] && controller.selectedIndex == 2)
    }

    @Test func aGroupShowsItsSelectedChildAndSelectingAChildSelectsTheGroup() throws {
        let tabs = Tabs()
        let one = tabs.tab("g1"), two = tabs.tab("g2")
        let group = tabs.group("G", [one, two])
        group.defaultChildIdentifier = "g2"
        let a = tabs.tab("A")
        let controller = UITabBarController(tabs: [a, group])
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.items?.map(\.title) == ["A", "G"])
        #expect(tabs.made == ["A", "g2"], "only what the bar shows is made")
        #expect(group.selectedChild === two && one.parent === group && one.tabBarController === controller)
        controller.selectedTab = one
        #expect(controller.selectedIndex == 1 && controller.selectedTab === one && group.selectedChild === one)
        #expect(controller.selectedViewController === one.viewController)
        #expect(controller.tabBar.selectedItem?.title == "G")
        group.selectedChild = two
        #expect(controller.selectedViewController === two.viewController && controller.selectedTab === two)
        #expect(controller.tab(forIdentifier: "g1") === one && group.tab(forIdentifier: "g2") === two)
    }

    @Test func aTabsTitleBadgeAndStateReachItsItem() throws {
        let tabs = Tabs()
        let list = ["A", "B"].map(tabs.tab)
        let controller = UITabBarController(tabs: list)
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        list[1].badgeValue = "3"
        list[1].title = "Bee"
        list[0].isEnabled = false
        let items = try #require(controller.tabBar.items)
        #expect(items[1].badgeValue == "3" && items[1].title == "Bee" && !items[0].isEnabled)
    }

    @Test func badTabsAreRefusedWithAReason() throws {
        let tabs = Tabs()
        let a = tabs.tab("A"), twin = tabs.tab("A"), child = tabs.tab("c")
        let group = tabs.group("G", [child])
        let other = UITabBarController(tabs: [tabs.tab("X")])
        let controller = UITabBarController()
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            controller.tabs = [a, twin, child, group, tabs.group("H", [tabs.tab("A")])]
            controller.selectedTab = other.tabs[0]
            group.selectedChild = a
        }
        #expect(controller.tabs.map(\.identifier) == ["A", "G"])
        #expect(messages.count == 5)
        #expect(messages.filter { $0.contains("is taken") }.count == 2)
        #expect(messages.contains { $0.contains("already belongs to a group") })
        #expect(messages.contains { $0.contains("not one of this tab bar controller's tabs") })
        #expect(messages.contains { $0.contains("not one of the group's children") })
    }

    @Test func manyTabsPutTheRestInMore() throws {
        let tabs = Tabs()
        let list = (1...7).map { tabs.tab("T\($0)") }
        let controller = UITabBarController(tabs: list)
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.items?.count == 5)
        controller.selectedTab = list[5]
        #expect(controller.selectedIndex == 5 && controller.selectedTab === list[5])
        #expect(controller.selectedViewController === list[5].viewController)
    }

    @Test func thePhoneBarOfTabsAndASearchTab() {
        let tabs = [
            UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in Self.page(.white) },
            UITab(title: "Favourites", image: UIImage(systemName: "star"), identifier: "favourites") { _ in Self.page(.white) },
            UISearchTab { _ in Self.page(.white) },
        ]
        tabs[1].badgeValue = "2"
        let controller = UITabBarController(tabs: tabs)
        let window = show(controller)
        assertSnapshot(of: window, named: "tabs-phone-search")
    }

    private static func page(_ color: UIColor) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = color
        return page
    }
}
