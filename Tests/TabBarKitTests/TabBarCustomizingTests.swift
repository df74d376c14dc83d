import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Customizing (docs/reference/CALL_ORDERS.md, "Customizing"): Edit in the More list, the
/// Configure sheet, drags from the grid and between bar slots synthesized as a finger would
/// make them, Done, and the calls the delegates get, in order.
@Suite(.freshApplication)
@MainActor
struct TabBarCustomizingTests {
    private static let sevenTabs = (1...7).map { "T\($0)" }

    private func titles(_ items: [UITabBarItem]?) -> [String] { (items ?? []).map { $0.title ?? "" } }

    private func order(_ fixture: TabBarFixture) -> [String] {
        (fixture.controller.viewControllers ?? []).map(LoggingViewController.label)
    }

    /// Shows the More list and taps its Edit button; the sheet is up after 0.33 s.
    private func openConfigure(_ fixture: TabBarFixture, app: TestApplication) {
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        fixture.window.layoutIfNeeded()
        guard let edit = editButton(in: fixture.window) else {
            Issue.record("the More list shows no Edit button")
            return
        }
        fixture.window.sendTap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil))
        app.tick(0.5)
    }

    private func editButton(in view: UIView) -> BarButtonView? {
        if let button = view as? BarButtonView, button.item?.systemItem == .edit, !button.isHidden, button.window != nil {
            return button
        }
        for subview in view.subviews { if let found = editButton(in: subview) { return found } }
        return nil
    }

    private func sheet(_ fixture: TabBarFixture) -> TabBarCustomizeView? {
        fixture.controller.tabBar.customizer?.sheet
    }

    /// The centre of the grid cell showing `title`, in window space.
    private func gridPoint(_ fixture: TabBarFixture, _ title: String) -> CGPoint? {
        fixture.window.layoutIfNeeded()
        guard let cell = sheet(fixture)?.cells.first(where: { $0.item.title == title }) else { return nil }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    private func slotPoint(_ fixture: TabBarFixture, _ slot: Int) -> CGPoint {
        fixture.window.layoutIfNeeded()
        let button = fixture.controller.tabBar.buttons[slot]
        return button.convert(CGPoint(x: button.bounds.midX, y: 20), to: nil)
    }

    /// A finger drag in ten moves, then the settle animation.
    private func drag(_ window: UIWindow, from start: CGPoint, to end: CGPoint, app: TestApplication, at time: TimeInterval) {
        let touch = window.beginTouch(at: start)
        for step in 1...10 {
            let f = CGFloat(step) / 10
            window.moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        window.endTouch(touch, at: end)
        app.tick(time + 0.5)
    }

    private func done(_ fixture: TabBarFixture, app: TestApplication, at time: TimeInterval) {
        guard let item = sheet(fixture)?.navigationBar.topItem?.rightBarButtonItem else {
            Issue.record("the Configure sheet has no Done button")
            return
        }
        #expect(item.systemItem == .done)
        item.performTap()
        app.tick(time)
        app.tick(time + 0.5)
    }

    // MARK: Edit

    @Test func editShowsWhenAnythingIsCustomizableAndOpensTheSheet() {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        let list = fixture.controller.moreNavigation.list
        #expect(list.showsEditButton)
        fixture.controller.customizableViewControllers = []
        #expect(!list.showsEditButton)
        fixture.controller.customizableViewControllers = [fixture.tabs[0]]
        #expect(list.showsEditButton)
        fixture.controller.customizableViewControllers = nil
        #expect(!list.showsEditButton)
        // Setting the tabs makes every tab customizable again.
        fixture.controller.viewControllers = fixture.tabs
        #expect(list.showsEditButton && fixture.controller.customizableViewControllers?.count == 7)

        let start = fixture.log.events.count
        openConfigure(fixture, app: app)
        #expect(fixture.controller.tabBar.isCustomizing)
        #expect(
            fixture.events(since: start).filter { $0.hasPrefix("delegate.") }
                == ["delegate.willBeginCustomizing(T1,T2,T3,T4,T5,T6,T7)"])
        let shown = sheet(fixture)
        #expect(shown?.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(shown?.cells.map { $0.item.title ?? "" } == Self.sevenTabs)
        #expect(shown?.superview === fixture.controller.view)
        // Under the bar, which stays on top.
        let siblings = fixture.controller.view.subviews
        #expect(siblings.firstIndex { $0 === shown }! < siblings.firstIndex { $0 === fixture.controller.tabBar }!)
        done(fixture, app: app, at: 1)
    }

    @Test func theSheetSlidesUpInAThirdOfASecond() {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        fixture.controller.moreNavigation.list.navigationItem.rightBarButtonItem?.performTap()
        let sheet = self.sheet(fixture)!
        app.tick(0)
        #expect(sheet.layer.presentation()?.frame.minY ?? 0 > 600)
        app.tick(0.165)
        let halfway = sheet.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 150 && halfway < 470)
        app.tick(0.34)
        #expect(sheet.frame.minY == 0 && (sheet.layer.presentation()?.frame.minY ?? -1) == 0)
        fixture.controller.tabBar.endCustomizing(animated: false)
        #expect(sheet.superview == nil && !fixture.controller.tabBar.isCustomizing)
    }

    // MARK: Drags and the delegate's calls

    @Test func aGridItemDroppedOnABarSlotSwapsWithItAndTheDelegateHearsChanged() throws {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        openConfigure(fixture, app: app)
        let start = fixture.log.events.count
        let from = try #require(gridPoint(fixture, "T6"))
        drag(fixture.window, from: from, to: slotPoint(fixture, 0), app: app, at: 1)
        #expect(order(fixture) == ["T6", "T2", "T3", "T4", "T5", "T1", "T7"])
        #expect(titles(fixture.controller.tabBar.items) == ["T6", "T2", "T3", "T4", "More"])
        #expect(fixture.controller.moreNavigation.list.rows.map(LoggingViewController.label) == ["T5", "T1", "T7"])
        // The floating icon has settled and gone.
        #expect(!fixture.window.subviews.contains { $0 is TabBarCustomizeCell })
        done(fixture, app: app, at: 2)
        #expect(
            fixture.events(since: start).filter { $0.hasPrefix("delegate.") } == [
                "delegate.willEndCustomizing(T6,T2,T3,T4,T5,T1,T7, changed: true)",
                "delegate.didEndCustomizing(T6,T2,T3,T4,T5,T1,T7, changed: true)",
            ])
        #expect(!fixture.controller.tabBar.isCustomizing && sheet(fixture) == nil)
        // The More list is still what the user sees, with the new rows.
        #expect(fixture.controller.selectedViewController === fixture.controller.moreNavigationController)
    }

    @Test func dragsBetweenBarSlotsReorderTheBar() {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        openConfigure(fixture, app: app)
        drag(fixture.window, from: slotPoint(fixture, 0), to: slotPoint(fixture, 2), app: app, at: 1)
        #expect(order(fixture) == ["T3", "T2", "T1", "T4", "T5", "T6", "T7"])
        #expect(titles(fixture.controller.tabBar.items) == ["T3", "T2", "T1", "T4", "More"])
        done(fixture, app: app, at: 2)
        #expect(fixture.log.events.last == "delegate.didEndCustomizing(T3,T2,T1,T4,T5,T6,T7, changed: true)")
    }

    @Test func doneWithoutAMoveReportsNoChange() {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        openConfigure(fixture, app: app)
        // A drop off the bar, and a drop on the slot the item came from, change nothing.
        drag(fixture.window, from: slotPoint(fixture, 1), to: CGPoint(x: 180, y: 300), app: app, at: 1)
        drag(fixture.window, from: slotPoint(fixture, 1), to: slotPoint(fixture, 1), app: app, at: 2)
        let start = fixture.log.events.count
        done(fixture, app: app, at: 3)
        #expect(order(fixture) == Self.sevenTabs)
        #expect(
            fixture.events(since: start).filter { $0.hasPrefix("delegate.") } == [
                "delegate.willEndCustomizing(T1,T2,T3,T4,T5,T6,T7, changed: false)",
                "delegate.didEndCustomizing(T1,T2,T3,T4,T5,T6,T7, changed: false)",
            ])
    }

    @Test func nonCustomizableTabsStayPut() throws {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        fixture.controller.customizableViewControllers = fixture.tabs.filter { $0.name != "T2" && $0.name != "T6" }
        openConfigure(fixture, app: app)
        #expect(sheet(fixture)?.cells.map { $0.item.title ?? "" } == ["T1", "T3", "T4", "T5", "T7"])
        // A grid item dropped on T2's slot, and T2's slot dragged: nothing moves.
        let t5 = try #require(gridPoint(fixture, "T5"))
        drag(fixture.window, from: t5, to: slotPoint(fixture, 1), app: app, at: 1)
        drag(fixture.window, from: slotPoint(fixture, 1), to: slotPoint(fixture, 0), app: app, at: 2)
        #expect(order(fixture) == Self.sevenTabs)
        // T2 does not glow; the replaceable items do.
        let bar = fixture.controller.tabBar
        #expect(bar.buttons[0].look.iconColor == bar.tintColor && bar.buttons[1].look.iconColor != bar.tintColor)
        // Other tabs still move.
        drag(fixture.window, from: try #require(gridPoint(fixture, "T7")), to: slotPoint(fixture, 2), app: app, at: 3)
        #expect(order(fixture) == ["T1", "T2", "T7", "T4", "T5", "T6", "T3"])
        done(fixture, app: app, at: 4)
        #expect(fixture.log.events.last == "delegate.didEndCustomizing(T1,T2,T7,T4,T5,T6,T3, changed: true)")
    }

    @Test func theSelectedTabStaysSelectedWhenItMovesIntoMore() throws {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        fixture.controller.selectedIndex = 1
        fixture.controller.tabBar.beginCustomizingItems(fixture.tabs.map(\.tabBarItem))
        app.tick(0.5)
        drag(fixture.window, from: try #require(gridPoint(fixture, "T7")), to: slotPoint(fixture, 1), app: app, at: 1)
        #expect(order(fixture) == ["T1", "T7", "T3", "T4", "T5", "T6", "T2"])
        #expect(fixture.controller.selectedViewController === fixture.tabs[1])
        #expect(fixture.controller.selectedIndex == 6)
        #expect(fixture.controller.moreNavigationController.topViewController === fixture.tabs[1])
        fixture.controller.tabBar.endCustomizing(animated: false)
    }

    // MARK: Changing the tabs while customizing

    @Test func settingTheTabsWhileCustomizingEndsItFirst() {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        openConfigure(fixture, app: app)
        let start = fixture.log.events.count
        fixture.controller.viewControllers = Array(fixture.tabs.prefix(3))
        #expect(
            fixture.events(since: start).filter { $0.hasPrefix("delegate.") } == [
                "delegate.willEndCustomizing(T1,T2,T3,T4,T5,T6,T7, changed: false)",
                "delegate.didEndCustomizing(T1,T2,T3,T4,T5,T6,T7, changed: false)",
            ])
        #expect(!fixture.controller.tabBar.isCustomizing && order(fixture) == ["T1", "T2", "T3"])
        #expect(titles(fixture.controller.tabBar.items) == ["T1", "T2", "T3"])
    }

    @Test func aDelegateThatSetsTheTabsWhileCustomizingEndsLeavesAConsistentState() throws {
        let app = TestApplication()
        let fixture = TabBarFixture(Self.sevenTabs)
        openConfigure(fixture, app: app)
        drag(fixture.window, from: try #require(gridPoint(fixture, "T5")), to: slotPoint(fixture, 0), app: app, at: 1)
        fixture.delegate.whileEndingCustomizing = { controller in
            controller.viewControllers = Array((controller.viewControllers ?? []).prefix(2))
        }
        let start = fixture.log.events.count
        done(fixture, app: app, at: 2)
        #expect(
            fixture.events(since: start).filter { $0.hasPrefix("delegate.") } == [
                "delegate.willEndCustomizing(T5,T2,T3,T4,T1,T6,T7, changed: true)",
                "delegate.didEndCustomizing(T5,T2, changed: true)",
            ])
        #expect(order(fixture) == ["T5", "T2"] && titles(fixture.controller.tabBar.items) == ["T5", "T2"])
        #expect(!fixture.controller.tabBar.isCustomizing)
        #expect(
            fixture.controller.selectedViewController === fixture.tabs[4] || fixture.controller.selectedViewController === fixture.tabs[1])
    }
}
