import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// What the app sets on a controller of tabs reaches the classic bar, iPad's floating bar and
/// the sidebar alike: controllers set in place of tabs, the compact subset, the bar hidden,
/// the mode, and a tab's enabled state and subtitle.
@Suite(.freshApplication)
@MainActor
struct TabsAcrossWidthsTests {
    private func window(_ preset: String) throws -> UIWindow {
        let configuration = try ScreenConfiguration.preset(named: preset)
        let window = UIWindow(frame: CGRect(origin: .zero, size: configuration.size))
        window.screen = UIScreen(configuration: configuration)
        return window
    }

    private func tabs(_ titles: [String]) -> [UITab] {
        titles.map { title in
            UITab(title: title, image: UIImage(systemName: "star"), identifier: title) { tab in
                let page = UIViewController()
                page.title = tab.identifier
                return page
            }
        }
    }

    private func floatingBar(of controller: UITabBarController) -> FloatingTabBar? {
        controller.view.subviews.compactMap { $0 as? FloatingTabBar }.first
    }

    @Test func controllersSetInPlaceOfTabsLeaveNoTabsBehind() throws {
        let window = try window("ipad")
        let list = tabs(["A", "B", "C"])
        let controller = UITabBarController(tabs: list)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.selectedTab = list[1]
        #expect(floatingBar(of: controller) != nil)
        let plain = ["X", "Y"].map { title in
            let page = UIViewController()
            page.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return page
        }
        controller.viewControllers = plain
        window.layoutIfNeeded()
        #expect(controller.tabs.isEmpty)
        #expect(controller.selectedTab == nil)
        #expect(list.allSatisfy { $0.tabBarController == nil })
        #expect(controller.tab(forIdentifier: "B") == nil)
        #expect(floatingBar(of: controller) == nil, "the classic bar is back")
        #expect(!controller.tabBar.isHidden && controller.tabBar.items?.map(\.title) == ["X", "Y"])
        // A change to a tab it no longer has leaves the controllers alone.
        list[0].isHidden = true
        list[2].title = "C2"
        #expect(controller.viewControllers?.elementsEqual(plain, by: ===) == true)
        // The old tabs may go to another controller.
        let other = UITabBarController(tabs: list)
        #expect(other.tabs.count == 3)
    }

    @Test func theCompactSubsetAppliesInCompactWidthOnly() throws {
        let window = try window("iphone-15")
        let list = tabs(["Home", "Search", "Library", "Settings"])
        let controller = UITabBarController(tabs: list)
        controller.compactTabIdentifiers = ["Home", "Library"]
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.tabBar.items?.map(\.title) == ["Home", "Library"])
        controller.selectedTab = list[2]
        #expect(window.switchScreen(to: try ScreenConfiguration.preset(named: "ipad")))
        window.layoutIfNeeded()
        let bar = try #require(floatingBar(of: controller))
        #expect(bar.items.map(\.tab.title) == ["Home", "Search", "Library", "Settings"])
        #expect(controller.selectedTab === list[2], "the selection stays")
        controller.selectedTab = list[3]
        // Back in compact width the tab selected off the subset gives way to the first.
        #expect(window.switchScreen(to: try ScreenConfiguration.preset(named: "iphone-15")))
        window.layoutIfNeeded()
        #expect(controller.tabBar.items?.map(\.title) == ["Home", "Library"])
        #expect(controller.selectedTab === list[0])
    }

    @Test func aHiddenTabBarTakesTheFloatingBarAwayAndBack() throws {
        let clock = TestApplication()
        let window = try window("ipad")
        let controller = UITabBarController(tabs: tabs(["A", "B"]))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = try #require(floatingBar(of: controller))
        let page = try #require(controller.selectedViewController)
        #expect(bar.frame.minY == 28 && abs(page.view.safeAreaInsets.top - 74) < 0.001)
        controller.isTabBarHidden = true
        #expect(controller.isTabBarHidden)
        #expect(bar.frame.maxY <= 0 && bar.alpha == 0, "above the window, faded")
        #expect(abs(page.view.safeAreaInsets.top - 24) < 0.001, "the page no longer makes room for it")
        #expect(window.hitTest(CGPoint(x: 512, y: 40), with: nil)?.isDescendant(of: bar) != true)
        // Shown again with animation, it slides back down.
        controller.setTabBarHidden(false, animated: true)
        #expect(bar.frame.minY == 28, "the model is where it ends")
        clock.advance(0.1)
        let halfway = bar.layer.presentation()?.frame.minY ?? bar.frame.minY
        #expect(halfway < 28 && halfway > -bar.frame.height)
        clock.advance(1)
        #expect(bar.alpha == 1 && abs(page.view.safeAreaInsets.top - 74) < 0.001)
    }

    @Test func aNewModeTakesEffectAtTheNextLayout() throws {
        let window = try window("ipad")
        window.frame.size = CGSize(width: 1366, height: 1024)
        let controller = UITabBarController(tabs: tabs(["A", "B"]))
        controller.mode = .tabBar
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let sidebarView = { controller.view.subviews.first { $0 is TabSidebarView } }
        #expect(sidebarView() == nil && floatingBar(of: controller)?.showsSidebarButton == false)
        window.layoutIfNeeded()
        controller.mode = .tabSidebar
        #expect(controller.view.needsLayout)
        window.layoutIfNeeded()
        #expect(sidebarView() != nil, "a wide window shows the sidebar by itself")
        controller.mode = .tabBar
        window.layoutIfNeeded()
        #expect(sidebarView() == nil)
    }

    @Test func aTabsEnabledStateAndSubtitleReachTheFloatingBarAndTheSidebar() throws {
        let window = try window("ipad")
        window.frame.size = CGSize(width: 1366, height: 1024)
        let list = tabs(["A", "B"])
        let controller = UITabBarController(tabs: list)
        controller.mode = .tabSidebar
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let sidebar = try #require(controller.sidebarView)
        func row(_ title: String) throws -> TabSidebarRow {
            try #require(sidebar.rows.first { $0.accessibilityLabel == title })
        }
        list[1].isEnabled = false
        #expect(try row("B").item.configurationState.isDisabled)
        list[1].subtitle = "Two new"
        let content = try #require(try row("B").item.contentConfiguration as? UIListContentConfiguration)
        #expect(content.secondaryText == "Two new")
        controller.sidebar.isHidden = true
        window.layoutIfNeeded()
        let bar = try #require(floatingBar(of: controller))
        let item = try #require(bar.items.first { $0.tab === list[1] })
        #expect(item.accessibilityTraits.contains(.notEnabled))
        #expect(item.label.textColor == .tertiaryLabel, "dimmed")
        window.sendTap(at: item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: window))
        #expect(controller.selectedTab === list[0], "a disabled tab is not selected")
        list[1].isEnabled = true
        #expect(!item.accessibilityTraits.contains(.notEnabled) && item.label.textColor == .label)
    }
}
