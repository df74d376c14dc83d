import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// More tabs than iPad's floating bar holds: pages no wider than its item area, chevrons at
/// the capsule's ends, the selected tab's page brought up, pinned tabs always there.
@Suite(.freshApplication)
@MainActor
struct FloatingTabBarPagingTests {
    private struct App {
        let window: UIWindow
        let controller: UITabBarController
        let bar: FloatingTabBar
    }

    private func app(tabs count: Int, pinnedLast: Bool = false) throws -> App {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 480))
        window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
        var tabs = (1...count).map { index in
            UITab(title: "Tab \(index)", image: nil, identifier: "t\(index)") { _ in
                let page = UIViewController()
                page.view.backgroundColor = .systemGroupedBackground
                return page
            }
        }
        if pinnedLast {
            let search = UISearchTab { _ in UIViewController() }
            search.preferredPlacement = .pinned
            tabs.append(search)
        }
        let controller = UITabBarController(tabs: tabs)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = try #require(controller.view.subviews.compactMap { $0 as? FloatingTabBar }.first)
        return App(window: window, controller: controller, bar: bar)
    }

    private func shownTitles(_ bar: FloatingTabBar) -> [String] {
        bar.items.filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }.map(\.tab.title)
    }

    @Test func pagesTakeAsManyItemsAsFit() {
        #expect(FloatingTabBar.pages(of: [100, 100, 100, 100, 100], fitting: 250) == [0..<2, 2..<4, 4..<5])
        #expect(FloatingTabBar.pages(of: [300, 50], fitting: 250) == [0..<1, 1..<2], "an item wider than a page has one to itself")
        #expect(FloatingTabBar.pages(of: [], fitting: 250) == [0..<0])
    }

    @Test func chevronsTurnThePages() throws {
        let app = try app(tabs: 14)
        let bar = app.bar
        #expect(bar.pageRanges.count > 1)
        #expect(!bar.previousPageButton.isHidden && !bar.previousPageButton.isEnabled && bar.nextPageButton.isEnabled)
        let first = shownTitles(bar)
        #expect(first.first == "Tab 1" && first.count < 14)
        // The capsule keeps inside its share of the width.
        let capsuleWidth = bar.capsuleSize.width
        #expect(capsuleWidth <= 600 + 2 * FloatingTabBar.rowInset)
        let next = bar.nextPageButton
        app.window.sendTap(at: next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: app.window))
        let second = shownTitles(bar)
        #expect(second.first == "Tab \(first.count + 1)")
        #expect(bar.previousPageButton.isEnabled)
        // A tap on a title of the new page selects it.
        let item = try #require(bar.items.first { $0.tab.title == second[0] })
        app.window.sendTap(at: item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: app.window))
        #expect(app.controller.selectedTab?.title == second[0])
        let previous = bar.previousPageButton
        app.window.sendTap(at: previous.convert(CGPoint(x: previous.bounds.midX, y: previous.bounds.midY), to: app.window))
        #expect(shownTitles(bar) == first)
    }

    @Test func theSelectedTabsPageShowsAndPinnedTabsStay() throws {
        let app = try app(tabs: 14, pinnedLast: true)
        let bar = app.bar
        #expect(shownTitles(bar).last == "Search", "pinned at the trailing end")
        app.controller.selectedTab = app.controller.tab(forIdentifier: "t14")
        app.window.layoutIfNeeded()
        let shown = shownTitles(bar)
        #expect(shown.contains("Tab 14") && shown.last == "Search" && !shown.contains("Tab 1"))
        #expect(bar.items.first { $0.isSelected }?.tab.title == "Tab 14")
        #expect(bar.nextPageButton.frame.maxX <= bar.items.first { $0.tab.title == "Search" }!.frame.minX)
        assertSnapshot(of: app.window, named: "floating-tab-bar-pages")
    }

    /// Keyboard focus moved past the page's last title turns the page.
    @Test func focusTurnsThePage() throws {
        let app = try app(tabs: 14)
        let bar = app.bar
        let firstPage = shownTitles(bar)
        for _ in 0...firstPage.count { app.window.sendKey(.keyboardRightArrow) }
        app.window.layoutIfNeeded()
        #expect(bar.focusedTab?.title == "Tab \(firstPage.count + 1)")
        #expect(shownTitles(bar).first == "Tab \(firstPage.count + 1)")
    }
}
