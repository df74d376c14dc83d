import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The More scene: twelve tabs, four on the bar and More, the rest in the More list with
/// their badges, stacks that push details, and all of it surviving a restart.
@Suite(.freshApplication)
@MainActor
struct MoreSceneTests {
    private func moreApp() -> (window: UIWindow, tabs: UITabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = DemoScene.more.makeRootViewController() as! UITabBarController
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (window, tabs)
    }

    @Test func theBarShowsFourAndMoreAndTheListTheOtherEight() {
        let app = moreApp()
        #expect(app.tabs.viewControllers?.count == 12)
        #expect(app.tabs.tabBar.items?.map(\.title) == ["Favorites", "Featured", "Top Rated", "Recents", "More"])
        #expect(app.tabs.tabBar.items?.first?.badgeValue == "3")
        let rows: [UITabBarItem] = app.tabs.moreNavigation.list.rows.map { $0.tabBarItem }
        #expect(rows.map(\.title) == ["Contacts", "History", "Bookmarks", "Search", "Downloads", "Most Recent", "Most Viewed", "Settings"])
        #expect(rows.map(\.badgeValue) == [nil, nil, "1", nil, "12", nil, "New", nil])
        #expect(rows.allSatisfy { $0.image != nil })
        // Left at its default, so the More list offers Edit.
        #expect(app.tabs.customizableViewControllers?.count == 12)
        #expect(app.tabs.restorationIdentifier != nil && app.tabs.viewControllers?.allSatisfy { $0.restorationIdentifier != nil } == true)
    }

    @Test func theMoreListGolden() {
        let clock = TestApplication()
        let app = moreApp()
        let bar = app.tabs.tabBar
        app.window.sendTap(at: bar.convert(CGPoint(x: 75 * 4.5, y: 24), to: app.window))
        clock.tick(0.5)
        #expect(app.tabs.selectedViewController === app.tabs.moreNavigationController)
        assertSnapshot(of: app.window, named: "scene-more-list")
    }

    @Test func aRowInAStackPushesItsDetail() throws {
        let clock = TestApplication()
        let app = moreApp()
        let favorites = try #require(app.tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(favorites.topViewController as? MoreListViewController)
        app.window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        app.window.sendTap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window))
        clock.tick(0.1)
        clock.tick(0.5)
        #expect(favorites.viewControllers.count == 2 && favorites.topViewController?.title == "The High Line")
        #expect(favorites.topViewController?.restorationIdentifier == "detail:The High Line")
    }

    /// More, Edit, and the tab called `title` dragged from the Configure grid onto the bar's
    /// first slot, then Done.
    private func dragInConfigure(
        _ title: String, ontoFirstSlotOf tabs: UITabBarController, in window: UIWindow,
        clock: TestApplication
    ) throws {
        tabs.selectedViewController = tabs.moreNavigationController
        tabs.moreNavigationController.topViewController?.navigationItem.rightBarButtonItem?.performTap()
        clock.tick(0.5)
        window.layoutIfNeeded()
        let cell = try #require(tabs.tabBar.customizer?.sheet?.cells.first { $0.item.title == title })
        let slot = tabs.tabBar.buttons[0]
        let touch = window.beginTouch(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        window.endTouch(touch, at: slot.convert(CGPoint(x: slot.bounds.midX, y: 20), to: nil))
        #expect(tabs.tabBar.endCustomizing(animated: false))
    }

    /// Launch, customize the order with Edit, pick a tab in More and go two deep in its stack, quit;
    /// the next launch shows the same.
    @Test func theOrderTheSelectionAndTheStacksSurviveARestart() throws {
        try withTemporaryRestorationStore { application in
            let first = DemoAppDelegate(scene: .more)
            #expect(application.relaunch(delegate: first))
            let window = try #require(first.window)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            // Edit, then History dragged from the Configure grid onto Favorites' slot.
            let clock = TestApplication()
            try dragInConfigure("History", ontoFirstSlotOf: tabs, in: window, clock: clock)
            let order = tabs.viewControllers ?? []
            #expect(order.first?.tabBarItem.title == "History" && order[5].tabBarItem.title == "Favorites")
            let contacts = try #require(order.first { $0.tabBarItem.title == "Contacts" } as? UINavigationController)
            tabs.selectedViewController = contacts
            let favorites = try #require(order[5] as? UINavigationController)
            let topRated = try #require(order[2] as? UINavigationController)
            topRated.pushViewController(MoreDetailViewController(name: "Coney Island"), animated: false)
            tabs.moreNavigationController.pushViewController(MoreDetailViewController(name: "Grace Hopper"), animated: false)
            #expect(favorites.viewControllers.count == 1)
            application.quit()

            let second = DemoAppDelegate(scene: .more)
            #expect(application.relaunch(delegate: second))
            let restored = try #require(second.window?.rootViewController as? UITabBarController)
            #expect(restored.viewControllers?.map { $0.tabBarItem.title ?? "" } == order.map { $0.tabBarItem.title ?? "" })
            #expect(restored.selectedViewController?.tabBarItem.title == "Contacts")
            #expect(restored.moreNavigationController.topViewController?.title == "Grace Hopper")
            let restoredTopRated = try #require(restored.viewControllers?[2] as? UINavigationController)
            #expect(restoredTopRated.viewControllers.map(\.title) == ["Top Rated", "Coney Island"])
            application.quit()
        }
    }
}

extension MoreSceneTests {
    /// A tab that Edit moved into More, with a tab on the bar selected: the next launch has
    /// the same tab selected, not the one the moved tab's stack went back to.
    @Test func aTabMovedIntoMoreDoesNotTakeTheSelectionOnRestart() throws {
        try withTemporaryRestorationStore { application in
            let first = DemoAppDelegate(scene: .more)
            #expect(application.relaunch(delegate: first))
            let window = try #require(first.window)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let clock = TestApplication()
            try dragInConfigure("Settings", ontoFirstSlotOf: tabs, in: window, clock: clock)
            clock.tick(0.5)
            let items = try #require(tabs.tabBar.items)
            tabs.tabBar.userSelected(items[1])
            clock.tick(0.5)
            #expect(tabs.selectedViewController?.tabBarItem.title == "Featured")
            let order = tabs.viewControllers?.map { $0.tabBarItem.title ?? "" } ?? []
            #expect(order.first == "Settings" && order.last == "Favorites")
            application.quit()

            let second = DemoAppDelegate(scene: .more)
            #expect(application.relaunch(delegate: second))
            let restored = try #require(second.window?.rootViewController as? UITabBarController)
            #expect(restored.viewControllers?.map { $0.tabBarItem.title ?? "" } == order)
            #expect(restored.selectedViewController?.tabBarItem.title == "Featured")
            #expect(restored.selectedIndex == 1)
            application.quit()
        }
    }
}
