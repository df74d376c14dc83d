import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The More tab: which tabs the bar shows, the More list, selection through More and back,
/// and tabs moving between the bar and More as the count or the width changes.
@Suite(.freshApplication)
@MainActor
struct TabBarMoreTests {
    private func names(_ count: Int) -> [String] { (1...count).map { "T\($0)" } }

    private func rows(_ fixture: TabBarFixture) -> [String] {
        fixture.controller.moreNavigation.list.rows.map { $0.tabBarItem.title ?? "" }
    }

    @Test(arguments: [(5, 5, 0), (6, 5, 2), (8, 5, 4), (20, 5, 16)])
    func theBarShowsFourAndMoreBeyondFive(tabs: Int, barItems: Int, moreRows: Int) {
        let fixture = TabBarFixture(names(tabs))
        let items = fixture.controller.tabBar.items ?? []
        #expect(items.count == barItems)
        #expect(rows(fixture).count == moreRows)
        if moreRows > 0 {
            #expect(items.prefix(4).map(\.title) == ["T1", "T2", "T3", "T4"] && items.last?.title == "More")
            #expect(rows(fixture) == Array(names(tabs).dropFirst(4)))
            #expect(fixture.controller.children.contains { $0 === fixture.controller.moreNavigationController })
        } else {
            #expect(!items.contains { $0.title == "More" })
        }
        #expect(!(fixture.controller.viewControllers ?? []).contains { $0 === fixture.controller.moreNavigationController })
    }

    @Test func tenThousandTabsGiveTenThousandLessFourRows() {
        let fixture = TabBarFixture(names(10_000))
        #expect(fixture.controller.tabBar.items?.count == 5 && rows(fixture).count == 9_996)
    }

    @Test func selectingAMoreTabFromCodePushesItOverTheList() {
        let fixture = TabBarFixture(names(7))
        let tab6 = fixture.tabs[5]
        let start = fixture.log.events.count
        fixture.controller.selectedIndex = 5
        #expect(fixture.controller.selectedIndex == 5 && fixture.controller.selectedViewController === tab6)
        #expect(fixture.controller.moreNavigationController.viewControllers.count == 2)
        #expect(fixture.controller.moreNavigationController.topViewController === tab6)
        #expect(tab6.parent === fixture.controller.moreNavigationController && tab6.tabBarController === fixture.controller)
        #expect(fixture.controller.tabBar.selectedItem === fixture.controller.moreNavigationController.tabBarItem)
        #expect(fixture.events(since: start).contains("T6.viewDidAppear(false)"))
        #expect(fixture.events(since: start).contains("T1.viewDidDisappear(false)"))
        #expect(!fixture.log.events.contains { $0.hasPrefix("delegate.") })
    }

    @Test func selectingTheMoreNavigationControllerShowsTheListWithNotFound() {
        let fixture = TabBarFixture(names(6))
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        #expect(fixture.controller.selectedIndex == NSNotFound)
        #expect(fixture.controller.selectedViewController === fixture.controller.moreNavigationController)
        #expect(fixture.controller.moreNavigationController.topViewController?.title == "More")
        // Setting selectedIndex to NSNotFound is out of range: refused.
        fixture.controller.selectedIndex = 0
        fixture.controller.selectedIndex = NSNotFound
        #expect(fixture.controller.selectedIndex == 0)
    }

    @Test func aTapOnMoreThenOnARowPushesTheTabAndBackReturnsIt() {
        let fixture = TabBarFixture(names(6))
        let app = TestApplication()
        fixture.tapTab(4)
        #expect(fixture.log.events.contains("delegate.shouldSelect(More)") && fixture.log.events.last == "delegate.didSelect(More)")
        #expect(fixture.controller.selectedIndex == NSNotFound)
        fixture.controller.view.layoutIfNeeded()
        let table = fixture.controller.moreNavigation.list.view as! UITableView
        let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: fixture.window)
        let firstRow = CGPoint(x: row.midX, y: row.midY)
        let beforeRow = fixture.log.events.count
        fixture.window.sendTap(at: firstRow)
        app.tick(0)
        app.tick(1)
        #expect(fixture.controller.selectedViewController === fixture.tabs[4] && fixture.controller.selectedIndex == 4)
        #expect(fixture.tabs[4].view.window != nil)
        // Rows picked in the list do not call the delegate.
        #expect(!fixture.log.events[beforeRow...].contains { $0.hasPrefix("delegate.") })
        fixture.controller.moreNavigationController.popViewController(animated: false)
        #expect(fixture.controller.selectedIndex == NSNotFound)
        #expect(fixture.tabs[4].parent === fixture.controller && fixture.tabs[4].viewIfLoaded?.window == nil)
    }

    /// Rows with icons of different widths, and one without, line their titles up after the
    /// widest icon, each icon centred in that column; the separators follow the titles.
    @Test func moreRowsLineUpTheirTitlesAfterTheWidestIcon() {
        let fixture = TabBarFixture(names(7))
        func icon(width: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: width, height: 24)).image { context in
                context.fill(CGRect(x: 0, y: 0, width: width, height: 24))
            }
        }
        fixture.tabs[4].tabBarItem.image = icon(width: 30)
        fixture.tabs[5].tabBarItem.image = icon(width: 20)
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        fixture.controller.view.layoutIfNeeded()
        let table = fixture.controller.moreNavigation.list.view as! UITableView
        table.layoutIfNeeded()
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.count == 3)
        for cell in cells { cell.layoutIfNeeded() }
        let margin: CGFloat = 16, gap: CGFloat = 16
        #expect(cells.map { $0.textLabel!.frame.minX } == Array(repeating: margin + 30 + gap, count: 3))
        #expect(cells.map { $0.separatorView.frame.minX } == Array(repeating: margin + 30 + gap, count: 3))
        #expect(cells[0].imageView!.frame.minX == margin && cells[1].imageView!.frame.minX == margin + 5)

        // A wider icon arriving widens the column at once.
        fixture.tabs[6].tabBarItem.image = icon(width: 40)
        table.layoutIfNeeded()
        let wider = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        for cell in wider { cell.layoutIfNeeded() }
        #expect(wider.map { $0.textLabel!.frame.minX } == Array(repeating: margin + 40 + gap, count: 3))
    }

    @Test func aNavigationTabInMoreLendsItsStackAndGetsItBack() {
        let fixture = TabBarFixture(names(5))
        let root = LoggingViewController("Root", log: fixture.log)
        let detail = LoggingViewController("Detail", log: fixture.log)
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(detail, animated: false)
        fixture.controller.viewControllers = fixture.tabs + [nav]
        fixture.controller.selectedViewController = nav
        let more = fixture.controller.moreNavigationController
        #expect(more.viewControllers.count == 3 && more.viewControllers.last === detail)
        #expect(nav.viewControllers.isEmpty && fixture.controller.selectedViewController === nav)
        #expect(detail.navigationController === more)
        // The user goes further, then back to the list: the stack goes home, as it was.
        let deeper = UIViewController()
        more.pushViewController(deeper, animated: false)
        more.popToRootViewController(animated: false)
        #expect(nav.viewControllers.count == 3 && nav.viewControllers[0] === root && nav.viewControllers[2] === deeper)
        #expect(root.navigationController === nav && fixture.controller.selectedIndex == NSNotFound)
    }

    @Test func crossingTheLimitAddsAndRemovesMoreKeepingTheSelection() {
        let fixture = TabBarFixture(names(5))
        fixture.controller.selectedIndex = 4
        let extra = LoggingViewController("T6", log: fixture.log)
        fixture.controller.viewControllers = fixture.tabs + [extra]
        // T5 now lives in More and stays selected, shown over the list.
        #expect(fixture.controller.selectedViewController === fixture.tabs[4] && fixture.controller.selectedIndex == 4)
        #expect(fixture.controller.moreNavigationController.topViewController === fixture.tabs[4])
        #expect(fixture.controller.tabBar.items?.last?.title == "More")
        fixture.controller.viewControllers = fixture.tabs
        #expect(fixture.controller.tabBar.items?.map(\.title) == names(5))
        #expect(fixture.controller.selectedViewController === fixture.tabs[4] && fixture.tabs[4].parent === fixture.controller)
        #expect(fixture.tabs[4].view.window != nil)
        #expect(!fixture.controller.children.contains { $0 === fixture.controller.moreNavigationController })
    }

    @Test func rotationToRegularWidthBringsMoreTabsOntoTheBarWithTheirStacks() {
        let fixture = TabBarFixture(names(6))
        fixture.window.screen = UIScreen(configuration: ScreenConfiguration.presets.first { $0.name == "iphone-8-plus" }!)
        fixture.window.resize(to: CGSize(width: 414, height: 736))
        let root = UIViewController()
        root.title = "Stack"
        let nav = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        nav.pushViewController(detail, animated: false)
        fixture.controller.viewControllers = Array(fixture.tabs.prefix(5)) + [nav]
        fixture.controller.selectedViewController = nav
        #expect(fixture.controller.moreNavigationController.topViewController === detail)
        fixture.window.resize(to: CGSize(width: 736, height: 414))
        #expect(fixture.controller.tabBar.items?.map(\.title) == ["T1", "T2", "T3", "T4", "T5", "Stack"])
        #expect(fixture.controller.selectedViewController === nav && nav.viewControllers.count == 2 && nav.topViewController === detail)
        #expect(nav.view.window != nil && detail.view.window != nil)
        fixture.window.resize(to: CGSize(width: 414, height: 736))
        #expect(fixture.controller.tabBar.items?.last?.title == "More")
        #expect(
            fixture.controller.selectedViewController === nav && fixture.controller.moreNavigationController.topViewController === detail)
    }

    @Test func theListFollowsATabsNewTitleAndBadgeAtOnce() {
        let fixture = TabBarFixture(names(6))
        fixture.tabs[5].title = "Renamed"
        fixture.tabs[5].tabBarItem.badgeValue = "2"
        #expect(rows(fixture) == ["T5", "Renamed"])
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        fixture.controller.view.layoutIfNeeded()
        let table = fixture.controller.moreNavigation.list.view as! UITableView
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.textLabel?.text == "Renamed" && cell?.detailTextLabel?.text == "2" && cell?.accessoryType == .disclosureIndicator)
        fixture.tabs[5].tabBarItem.badgeValue = nil
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == nil)
    }
}
