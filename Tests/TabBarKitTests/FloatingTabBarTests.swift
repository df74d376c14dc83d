import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// iPad's floating tab bar: iOS 18's tabs in regular width float at the top, centred, with
/// every tab on them; a tap asks the tab delegate as on the classic bar.
@Suite(.freshApplication)
@MainActor
struct FloatingTabBarTests {
    private func iPadWindow(height: CGFloat = 1366) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: height))
        window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
        return window
    }

    private func tabs(_ titles: [String], log: EventLog) -> [UITab] {
        titles.map { title in
            UITab(title: title, image: UIImage(systemName: "star"), identifier: title) { tab in
                LoggingViewController(tab.identifier, log: log)
            }
        }
    }

    private func floatingBar(of controller: UITabBarController) throws -> FloatingTabBar {
        try #require(controller.view.subviews.compactMap { $0 as? FloatingTabBar }.first)
    }

    @Test func theTabsFloatAtTheTopCentredAndTheClassicBarHides() throws {
        let log = EventLog()
        let window = try iPadWindow()
        let controller = UITabBarController(tabs: tabs(["Listen Now", "Browse", "Radio", "Library"], log: log))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = try floatingBar(of: controller)
        #expect(controller.tabBar.isHidden)
        #expect(bar.items.map(\.tab.title) == ["Listen Now", "Browse", "Radio", "Library"])
        // 4 points under the 24-point status bar, the capsule centred.
        #expect(bar.frame.minY == 28)
        let capsule = bar.capsuleSize
        let first = try #require(bar.items.first).frame
        #expect(abs(first.minX - ((1024 - capsule.width) / 2).rounded() - 4) < 0.5)
        #expect(first.minY == 4 && abs(first.height - (capsule.height - 8)) < 0.01)
        // The selected tab's view fills the controller's, its safe area 50 points deeper.
        let page = try #require(controller.selectedViewController)
        #expect(page.view.frame == controller.view.bounds)
        #expect(abs(page.view.safeAreaInsets.top - (24 + 50)) < 0.001)
        #expect(bar.items[0].accessibilityTraits.contains(.selected) && !bar.items[1].accessibilityTraits.contains(.selected))
    }

    @Test func aTapOnTheFloatingBarAsksTheTabDelegate() throws {
        let log = EventLog()
        let window = try iPadWindow()
        let list = tabs(["A", "B", "C"], log: log)
        let controller = UITabBarController(tabs: list)
        let delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = try floatingBar(of: controller)
        let start = log.events.count
        let item = bar.items[2]
        window.sendTap(at: item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: window))
        #expect(controller.selectedTab === list[2])
        let calls = log.events[start...].filter { $0.hasPrefix("delegate") }
        #expect(calls == ["delegate.shouldSelectTab(C)", "delegate.didSelectTab(C, previous: A)"])
        #expect(bar.items[2].accessibilityTraits.contains(.selected))
        // Beside the capsule a tap reaches the page, not the bar.
        #expect(window.hitTest(CGPoint(x: 20, y: bar.frame.midY), with: nil) !== bar)
    }

    @Test func everyTabIsOnTheFloatingBarWithNoMore() throws {
        let log = EventLog()
        let window = try iPadWindow()
        let list = tabs((1...10).map { "T\($0)" }, log: log)
        let controller = UITabBarController(tabs: list)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(try floatingBar(of: controller).items.count == 10)
        controller.selectedTab = list[9]
        #expect(controller.selectedIndex == 9 && controller.selectedViewController === list[9].viewController)
        #expect(controller.moreNavigationController.parent == nil)
    }

    @Test func theKeyboardDrivesTheFloatingBar() throws {
        let log = EventLog()
        let window = try iPadWindow()
        let list = tabs(["A", "B", "C", "D"], log: log)
        let controller = UITabBarController(tabs: list)
        let delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = try floatingBar(of: controller)
        window.sendKey(.keyboard3, modifierFlags: .control)
        #expect(controller.selectedTab === list[2])
        #expect(log.events.contains("delegate.didSelectTab(C, previous: A)"))
        // Tab starts at the selected tab and moves on; Return selects what has focus.
        window.sendKey(.keyboardTab)
        #expect(bar.focusedTab === list[2])
        window.sendKey(.keyboardTab)
        window.sendKey(.keyboardTab)
        #expect(bar.focusedTab === list[0], "Tab wraps around")
        window.sendKey(.keyboardLeftArrow)
        #expect(bar.focusedTab === list[0], "an arrow stops at the end")
        window.sendKey(.keyboardReturnOrEnter)
        #expect(controller.selectedTab === list[0])
        window.sendKey(.keyboardEscape)
        #expect(bar.focusedTab == nil)
    }

    @Test func aTabsBadgeAndTitleReachTheFloatingBar() throws {
        let window = try iPadWindow()
        let list = tabs(["A", "B"], log: EventLog())
        let controller = UITabBarController(tabs: list)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = try floatingBar(of: controller)
        #expect(bar.items[1].badge.isHidden)
        list[1].badgeValue = "12"
        window.layoutIfNeeded()
        let badge = bar.items[1].badge
        #expect(!badge.isHidden && badge.frame.width > badge.frame.height && badge.frame.minY == -2)
        #expect(abs(badge.frame.maxX - (bar.items[1].bounds.maxX + 3)) < 0.01)
        list[1].title = "Bee"
        #expect(bar.items[1].label.text == "Bee")
        list[1].badgeValue = nil
        #expect(bar.items[1].badge.isHidden)
    }

    private func groupedTabs(log: EventLog) -> (UITab, UITabGroup) {
        let plain = tabs(["A"], log: log)[0]
        let group = UITabGroup(
            title: "Collections", image: nil, identifier: "G", children: tabs(["Favourites", "Recently Added"], log: log))
        return (plain, group)
    }

    /// Tab A and the group Collections (Favourites, Recently Added) shown on an iPad, the
    /// delegate logging to `log`.
    private struct GroupedApp {
        let window: UIWindow
        let controller: UITabBarController
        let plain: UITab
        let group: UITabGroup
        let delegate: LoggingTabBarDelegate
    }

    private func groupedApp(log: EventLog = EventLog(), height: CGFloat = 1366, rightToLeft: Bool = false) throws -> GroupedApp {
        let window = try iPadWindow(height: height)
        if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        let (plain, group) = groupedTabs(log: log)
        let controller = UITabBarController(tabs: [plain, group])
        let delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return GroupedApp(window: window, controller: controller, plain: plain, group: group, delegate: delegate)
    }

    @Test func theSidebarButtonShowsWhereASidebarCan() throws {
        let log = EventLog()
        let window = try iPadWindow()
        let plainOnly = UITabBarController(tabs: tabs(["A", "B"], log: log))
        window.rootViewController = plainOnly
        window.makeKeyAndVisible()
        #expect(try floatingBar(of: plainOnly).sidebarButton.isHidden)
        plainOnly.mode = .tabSidebar
        plainOnly.view.layoutIfNeeded()
        plainOnly.view.setNeedsLayout()
        plainOnly.view.layoutIfNeeded()
        #expect(try !floatingBar(of: plainOnly).sidebarButton.isHidden, "a sidebar asked for")
        let (plain, group) = groupedTabs(log: log)
        let grouped = UITabBarController(tabs: [plain, group])
        window.rootViewController = grouped
        window.layoutIfNeeded()
        #expect(try !floatingBar(of: grouped).sidebarButton.isHidden)
        #expect(grouped.sidebar.isHidden, "the sidebar starts hidden on an iPad in portrait")
        grouped.mode = .tabBar
        grouped.view.setNeedsLayout()
        grouped.view.layoutIfNeeded()
        #expect(try floatingBar(of: grouped).sidebarButton.isHidden)
    }

    @Test func theSidebarListsTheTabsAndARowSelectsThroughTheDelegate() throws {
        let clock = TestApplication()
        let log = EventLog()
        let app = try groupedApp(log: log)
        let (window, controller, group) = (app.window, app.controller, app.group)
        let bar = try floatingBar(of: controller)
        let button = bar.sidebarButton
        window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        clock.advance(1)
        #expect(!controller.sidebar.isHidden && bar.isHidden)
        let sidebar = try #require(controller.view.subviews.compactMap { $0 as? TabSidebarView }.first)
        #expect(sidebar.rows.map(\.tab.title) == ["A", "Collections", "Favourites", "Recently Added"])
        #expect(sidebar.rows.map(\.isHeading) == [false, true, false, false])
        let start = log.events.count
        let row = sidebar.rows[3]
        window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
        #expect(
            log.events[start...].filter { $0.hasPrefix("delegate") } == [
                "delegate.shouldSelectTab(Recently Added)", "delegate.didSelectTab(Recently Added, previous: A)",
            ])
        #expect(controller.selectedTab === group.children[1] && controller.selectedIndex == 1)
        #expect(sidebar.rows[3].accessibilityTraits.contains(.selected))
        // A tap on a heading selects nothing; the sidebar's own button hides it again.
        let heading = sidebar.rows[1]
        window.sendTap(at: heading.convert(CGPoint(x: heading.bounds.midX, y: heading.bounds.midY), to: window))
        #expect(controller.selectedTab === group.children[1])
        controller.sidebar.isHidden = true
        #expect(!bar.isHidden)
        clock.advance(1)
        #expect(sidebar.superview == nil)
    }

    /// Wider than 1024 pt in landscape the sidebar shows by itself, and hides again in
    /// portrait, until someone shows or hides it.
    @Test func theSidebarFollowsTheWidthUntilSomeoneChooses() throws {
        let clock = TestApplication()
        let app = try groupedApp()
        let (window, controller) = (app.window, app.controller)
        #expect(controller.sidebar.isHidden)
        #expect(window.resize(to: CGSize(width: 1366, height: 1024)))
        clock.advance(1)
        #expect(!controller.sidebar.isHidden, "landscape, 1366 pt wide")
        #expect(window.resize(to: CGSize(width: 1024, height: 1366)))
        clock.advance(1)
        #expect(controller.sidebar.isHidden, "portrait, 1024 pt wide")
        controller.sidebar.isHidden = false
        #expect(window.resize(to: CGSize(width: 1366, height: 1024)))
        clock.advance(1)
        #expect(window.resize(to: CGSize(width: 1024, height: 1366)))
        clock.advance(1)
        #expect(!controller.sidebar.isHidden, "shown on purpose, it stays")
    }

    /// Shown or hidden in a window, the sidebar slides from or to beyond its edge; shown
    /// again while it leaves, the same sidebar comes back.
    @Test(arguments: [false, true])
    func theSidebarSlidesInAndOut(rightToLeft: Bool) throws {
        let clock = TestApplication()
        let app = try groupedApp(rightToLeft: rightToLeft)
        let (window, controller) = (app.window, app.controller)
        // The leading edge of the shown sidebar, the other edge of the hidden one.
        let shownX: CGFloat = rightToLeft ? 1024 - 320 : 0
        let hiddenX: CGFloat = rightToLeft ? 1024 : -320
        func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minX ?? view.frame.minX }
        controller.sidebar.isHidden = false
        let sidebar = try #require(controller.view.subviews.compactMap { $0 as? TabSidebarView }.first)
        #expect(sidebar.frame.minX == shownX, "the model is where it goes")
        clock.advance(0.001)
        #expect(abs(x(sidebar) - hiddenX) < 8, "it starts beyond the edge")
        clock.advance(0.1)
        let early = x(sidebar)
        #expect(early != hiddenX && early != shownX)
        clock.advance(1)
        #expect(x(sidebar) == shownX)

        controller.sidebar.isHidden = true
        clock.advance(0.1)
        #expect(sidebar.superview != nil && x(sidebar) != shownX && x(sidebar) != hiddenX)
        #expect(try !floatingBar(of: controller).isHidden, "the floating bar is back at once")
        controller.sidebar.isHidden = false
        clock.advance(1)
        #expect(controller.view.subviews.compactMap { $0 as? TabSidebarView }.map(ObjectIdentifier.init) == [ObjectIdentifier(sidebar)])
        #expect(x(sidebar) == shownX)
        controller.sidebar.isHidden = true
        clock.advance(1)
        #expect(sidebar.superview == nil)
        // Without a window there is nothing to watch: it goes at once.
        window.rootViewController = nil
        controller.sidebar.isHidden = false
        controller.view.layoutIfNeeded()
        controller.sidebar.isHidden = true
        #expect(controller.view.subviews.allSatisfy { !($0 is TabSidebarView) })
    }

    /// While the sidebar shows, the keys move a ring down its rows (headings passed over) and
    /// Return selects the focused row through the delegate.
    @Test func theKeyboardDrivesTheSidebar() throws {
        let clock = TestApplication()
        let log = EventLog()
        let app = try groupedApp(log: log)
        let (window, controller, plain, group) = (app.window, app.controller, app.plain, app.group)
        // Without the sidebar the up and down arrows are not the bar's.
        window.sendKey(.keyboardDownArrow)
        #expect(try floatingBar(of: controller).focusedTab == nil)
        controller.sidebar.isHidden = false
        clock.advance(1)
        let sidebar = try #require(controller.view.subviews.compactMap { $0 as? TabSidebarView }.first)
        window.sendKey(.keyboardDownArrow)
        #expect(sidebar.focusedRow?.tab === plain, "focus starts at the selected tab's row")
        window.sendKey(.keyboardDownArrow)
        #expect(sidebar.focusedRow?.tab === group.children[0], "the group's heading is passed over")
        window.sendKey(.keyboardDownArrow)
        window.sendKey(.keyboardDownArrow)
        #expect(sidebar.focusedRow?.tab === group.children[1], "the arrows stop at the end")
        window.sendKey(.keyboardTab)
        #expect(sidebar.focusedRow?.tab === plain, "Tab wraps around")
        window.sendKey(.keyboardEscape)
        #expect(sidebar.focusedRow == nil)
        window.sendKey(.keyboardDownArrow)
        window.sendKey(.keyboardDownArrow)
        window.sendKey(.keyboardReturnOrEnter)
        #expect(controller.selectedTab === group.children[0])
        #expect(
            log.events.filter { $0.hasPrefix("delegate") }.suffix(2) == [
                "delegate.shouldSelectTab(Favourites)", "delegate.didSelectTab(Favourites, previous: A)",
            ])
        #expect(controller.sidebar.isHidden, "a sidebar sliding over a portrait iPad goes once a row is chosen")
    }

    /// The sidebar's header content sits above its rows and the footer's below them; setting
    /// either shows at once, nil takes it away.
    @Test func theSidebarShowsItsHeaderAndFooter() throws {
        let clock = TestApplication()
        let app = try groupedApp(height: 480)
        let (window, controller) = (app.window, app.controller)
        controller.sidebar.isHidden = false
        clock.advance(1)
        var header = UIListContentConfiguration.plainHeader()
        header.text = "Your Library"
        controller.sidebar.headerContentConfiguration = header
        var footer = UIListContentConfiguration.plainFooter()
        footer.text = "Synced a minute ago"
        controller.sidebar.footerContentConfiguration = footer
        let sidebar = try #require(controller.view.subviews.compactMap { $0 as? TabSidebarView }.first)
        let top = try #require(sidebar.header), bottom = try #require(sidebar.footer)
        let rows = sidebar.rows
        #expect(top.frame.maxY == rows.first?.frame.minY && top.frame.height > 10)
        #expect(bottom.frame.minY == rows.last?.frame.maxY && bottom.frame.height > 10)
        #expect((top.configuration as? UIListContentConfiguration)?.text == "Your Library")
        #expect(sidebar.accessibilityElements?.count == 1 + 1 + rows.count + 1, "the hide button, header, rows, footer")
        assertSnapshot(of: window, named: "sidebar-header-footer")
        controller.sidebar.headerContentConfiguration = nil
        #expect(sidebar.header == nil && top.superview == nil)
        #expect(
            rows.first?.convert(CGPoint.zero, to: sidebar).y == 24 + TabSidebarView.barHeight + TabSidebarView.contentInset)
    }

    @Test(arguments: [false, true])
    func theSidebarWithAGroupExpanded(rightToLeft: Bool) throws {
        let clock = TestApplication()
        let window = try iPadWindow(height: 480)
        if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        let group = UITabGroup(
            title: "Collections", image: nil, identifier: "collections",
            children: [
                UITab(title: "Favourites", image: UIImage(systemName: "star"), identifier: "favourites") { _ in Self.page() },
                UITab(title: "Recently Added", image: UIImage(systemName: "clock"), identifier: "recent") { _ in Self.page() },
            ])
        let controller = UITabBarController(tabs: [
            UITab(title: "Listen Now", image: UIImage(systemName: "house"), identifier: "listen") { _ in Self.page() },
            UITab(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "search") { _ in Self.page() },
            group,
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.selectedTab = group.children[0]
        controller.sidebar.isHidden = false
        clock.advance(1)
        assertSnapshot(of: window, named: rightToLeft ? "sidebar-group-rtl" : "sidebar-group")
    }

    private static func page() -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .systemGroupedBackground
        return page
    }

    @Test func aPhoneKeepsTheClassicBar() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UITabBarController(tabs: tabs(["A", "B"], log: EventLog()))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(!controller.tabBar.isHidden)
        #expect(controller.view.subviews.allSatisfy { !($0 is FloatingTabBar) })
    }

    @Test func theFloatingBarOverStripes() throws {
        let window = try iPadWindow(height: 240)
        let controller = UITabBarController(
            tabs: ["Listen Now", "Browse", "Radio", "Library"].map { title in
                UITab(title: title, image: nil, identifier: title) { _ in
                    let page = UIViewController()
                    page.view.backgroundColor = .white
                    for index in 0..<16 {
                        let stripe = UIView(frame: CGRect(x: CGFloat(index) * 64, y: 0, width: 32, height: 240))
                        stripe.backgroundColor = index % 2 == 0 ? .systemPink : .systemTeal
                        page.view.addSubview(stripe)
                    }
                    return page
                }
            })
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.selectedIndex = 1
        controller.tabs[3].badgeValue = "3"
        assertSnapshot(of: window, named: "floating-tab-bar")
    }
}
