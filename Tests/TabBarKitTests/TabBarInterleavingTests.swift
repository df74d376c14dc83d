import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Calls that arrive while something else is under way (a custom tab transition, a slide in
/// a navigation stack, a presentation, an appearance call) leave the controllers as UIKit
/// would: one selected tab whose view alone fills the content, every tab with its parent,
/// every controller's appearance balanced and matching whether it is on screen.
@Suite(.freshApplication)
@MainActor
struct TabBarInterleavingTests {
    private func contentViews(_ fixture: TabBarFixture) -> [UIView] {
        fixture.controller.contentView.subviews
    }

    /// Whether `controller`'s view, and nothing else, fills the content.
    private func content(of fixture: TabBarFixture, isOnly controller: UIViewController?) -> Bool {
        let views = contentViews(fixture)
        return views.count == 1 && views[0] === controller?.viewIfLoaded
    }

    private func settle(_ clock: TestApplication, from time: TimeInterval = 0) {
        clock.tick(time + 0.01)
        clock.tick(time + 2)
        clock.tick(time + 2.01)
    }

    @Test func aSelectionFromCodeDuringACustomTransitionLeavesOnlyItsTab() {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        fixture.delegate.animator = FadeAnimator(log: fixture.log)
        fixture.tapTab(1)
        fixture.controller.selectedIndex = 2
        #expect(fixture.controller.selectedIndex == 2)
        settle(clock)
        #expect(fixture.controller.selectedIndex == 2)
        #expect(content(of: fixture, isOnly: fixture.tabs[2]))
        #expect(fixture.tabs[2].appearState == .appeared)
        #expect(fixture.tabs[1].appearState == .disappeared && fixture.tabs[0].appearState == .disappeared)
    }

    @Test(arguments: [true, false])
    func replacingTheTabsDuringACustomTransitionKeepsTheLeavingTabOut(keepsSome: Bool) {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        fixture.delegate.animator = FadeAnimator(log: fixture.log)
        fixture.tapTab(1)
        fixture.controller.viewControllers = keepsSome ? [fixture.tabs[0], fixture.tabs[2]] : nil
        settle(clock)
        #expect(fixture.tabs[1].viewIfLoaded?.superview == nil)
        #expect(fixture.tabs[1].parent == nil && fixture.tabs[1].appearState == .disappeared)
        if keepsSome {
            #expect(content(of: fixture, isOnly: fixture.controller.selectedViewController))
            #expect(fixture.controller.selectedViewController?.appearState == .appeared)
        } else {
            #expect(contentViews(fixture).isEmpty && fixture.controller.selectedViewController == nil)
            #expect(fixture.tabs.allSatisfy { $0.appearState == .disappeared })
        }
    }

    @Test(arguments: [3, 0])
    func theMoreNavigationControllerCannotBeSelectedWithoutMore(tabs: Int) {
        let fixture = TabBarFixture((0..<tabs).map { "T\($0)" })
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        }
        #expect(fixture.controller.selectedViewController !== fixture.controller.moreNavigationController)
        #expect(fixture.controller.moreNavigationController.parent == nil)
        #expect(contentViews(fixture).count == (tabs == 0 ? 0 : 1))
        #expect(messages.contains { $0.contains("moreNavigationController") }, "\(messages)")
    }

    @Test func aSelectionInMoreWhileMoreSlidesBackToItsListKeepsIt() {
        let fixture = TabBarFixture((1...7).map { "T\($0)" })
        let clock = TestApplication()
        fixture.controller.selectedIndex = 5
        fixture.controller.moreNavigationController.popToRootViewController(animated: true)
        fixture.controller.selectedIndex = 6
        settle(clock)
        #expect(fixture.controller.selectedIndex == 6)
        #expect(fixture.controller.moreNavigationController.topViewController === fixture.tabs[6])
        #expect(fixture.tabs[5].parent === fixture.controller)
        #expect(fixture.tabs[6].parent === fixture.controller.moreNavigationController)
        #expect(fixture.tabs[6].appearState == .appeared && fixture.tabs[5].appearState == .disappeared)
    }

    @Test func aTabSwitchDuringAFullScreenPresentationBalancesTheOldTab() {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        fixture.controller.present(modal, animated: true)
        fixture.controller.selectedIndex = 1
        settle(clock)
        #expect(fixture.tabs[0].appearState == .disappeared)
        #expect(
            fixture.log.events.filter { $0.hasPrefix("A.view") && $0.contains("Disappear") }
                == ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
        fixture.controller.dismiss(animated: true)
        settle(clock, from: 3)
        #expect(fixture.tabs[1].appearState == .appeared && fixture.tabs[0].appearState == .disappeared)
        #expect(content(of: fixture, isOnly: fixture.tabs[1]))
    }

    @Test func aPushThatSlidesWhileItsStackLeavesTheTabsEndsOffScreen() {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        let nav = UINavigationController(rootViewController: LoggingViewController("R", log: fixture.log))
        fixture.controller.viewControllers = [nav, fixture.tabs[0]]
        fixture.controller.selectedIndex = 0
        let pushed = LoggingViewController("P", log: fixture.log)
        nav.pushViewController(pushed, animated: true)
        fixture.controller.viewControllers = [fixture.tabs[0]]
        settle(clock)
        #expect(pushed.appearState == .disappeared && pushed.viewIfLoaded?.window == nil)
        #expect(nav.appearState == .disappeared)
        let calls = fixture.log.events.filter { $0.hasPrefix("P.view") && $0.contains("ppear") }
        #expect(calls.last == "P.viewDidDisappear(false)" || calls.last == "P.viewDidDisappear(true)", "\(calls)")
        #expect(fixture.tabs[0].appearState == .appeared && content(of: fixture, isOnly: fixture.tabs[0]))
    }

    @Test func aNewRootInANavigationTabShowsItsItemOnTheBar() {
        let fixture = TabBarFixture()
        let first = UIViewController()
        first.title = "R1"
        let nav = UINavigationController(rootViewController: first)
        fixture.controller.viewControllers = [nav, fixture.tabs[0]]
        fixture.controller.selectedIndex = 0
        let second = UIViewController()
        second.title = "R2"
        nav.setViewControllers([second], animated: false)
        #expect(nav.tabBarItem === second.tabBarItem)
        #expect(fixture.controller.tabBar.items?.first === second.tabBarItem)
        #expect(fixture.controller.tabBar.selectedItem === second.tabBarItem)
    }

    @Test func aPushOntoAnEmptiedNavigationTabShowsTheNewRootsItem() {
        let fixture = TabBarFixture()
        let first = UIViewController()
        first.title = "R1"
        let nav = UINavigationController(rootViewController: first)
        fixture.controller.viewControllers = [nav, fixture.tabs[0]]
        fixture.controller.selectedIndex = 0
        nav.setViewControllers([], animated: false)
        // Without a root the tab shows the navigation controller's own item.
        #expect(fixture.controller.tabBar.items?.first === nav.tabBarItem)
        let pushed = UIViewController()
        pushed.title = "P"
        nav.pushViewController(pushed, animated: false)
        #expect(nav.tabBarItem === pushed.tabBarItem)
        #expect(fixture.controller.tabBar.items?.first === pushed.tabBarItem)
        #expect(fixture.controller.tabBar.selectedItem === pushed.tabBarItem)
    }

    @Test func theSelectedTabMovedIntoMoreStaysAppeared() {
        let fixture = TabBarFixture((1...6).map { "T\($0)" })
        fixture.controller.selectedIndex = 1
        let start = fixture.log.events.count
        var reordered = fixture.tabs as [UIViewController]
        reordered.swapAt(1, 5)
        fixture.controller.viewControllers = reordered
        #expect(fixture.controller.selectedViewController === fixture.tabs[1])
        #expect(fixture.controller.moreNavigationController.topViewController === fixture.tabs[1])
        #expect(fixture.tabs[1].appearState == .appeared && fixture.tabs[1].view.window != nil)
        let calls = fixture.events(since: start).filter { $0.hasPrefix("T2.view") }
        #expect(calls.last?.hasPrefix("T2.viewDidAppear") ?? true, "\(calls)")
    }

    @Test func aMoreTabMovedToTheBarWhileItSlidesInFillsTheContent() {
        let fixture = TabBarFixture((1...6).map { "T\($0)" })
        let clock = TestApplication()
        fixture.controller.selectedViewController = fixture.controller.moreNavigationController
        let list = fixture.controller.moreNavigation.list
        list.tableView(list.view as! UITableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        var reordered = fixture.tabs as [UIViewController]
        reordered.swapAt(0, 5)
        fixture.controller.viewControllers = reordered
        settle(clock)
        #expect(fixture.controller.selectedViewController === fixture.tabs[5])
        #expect(content(of: fixture, isOnly: fixture.tabs[5]))
        #expect(fixture.tabs[5].view.window === fixture.window && fixture.tabs[5].appearState == .appeared)
        #expect(fixture.tabs[5].parent === fixture.controller)
    }

    @Test func aSelectedTabsViewTakenByAnotherViewComesBackWithTheNextLayout() {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        let elsewhere = UIView(frame: fixture.window.bounds)
        fixture.window.addSubview(elsewhere)
        elsewhere.addSubview(fixture.tabs[0].view)
        clock.tick(0.02)
        #expect(content(of: fixture, isOnly: fixture.tabs[0]))
    }

    @Test func aTabAddedToAnotherControllerLeavesTheTabs() {
        let fixture = TabBarFixture()
        let other = UIViewController()
        other.addChild(fixture.tabs[1])
        #expect(fixture.controller.viewControllers?.map(\.title) == ["A", "C"])
        #expect(fixture.tabs[1].parent === other)
        #expect(fixture.controller.tabBar.items?.count == 2)
    }

    @Test func aSelectedTabPushedOntoAStackLeavesTheTabs() {
        let fixture = TabBarFixture()
        let clock = TestApplication()
        let nav = UINavigationController(rootViewController: UIViewController())
        fixture.controller.viewControllers = fixture.tabs + [nav]
        nav.pushViewController(fixture.tabs[0], animated: false)
        settle(clock)
        #expect(fixture.controller.viewControllers?.count == 3)
        #expect(!(fixture.controller.viewControllers ?? []).contains { $0 === fixture.tabs[0] })
        #expect(fixture.tabs[0].parent === nav)
        #expect(fixture.controller.selectedViewController.map { $0 !== fixture.tabs[0] } == true)
        let selected = fixture.controller.selectedViewController!
        #expect(content(of: fixture, isOnly: selected) && selected.appearState == .appeared)
    }

    /// More shows a navigation tab's stack; a push on that navigation controller shows in
    /// More, and the stack goes home with the push when More goes back to its list.
    @Test func aPushOnANavigationTabShownInMoreShowsThere() {
        let fixture = TabBarFixture((1...5).map { "T\($0)" })
        let clock = TestApplication()
        let nav = UINavigationController(rootViewController: LoggingViewController("R", log: fixture.log))
        fixture.controller.viewControllers = fixture.tabs + [nav]
        fixture.controller.selectedIndex = 5
        let more = fixture.controller.moreNavigationController
        let pushed = LoggingViewController("P", log: fixture.log)
        nav.pushViewController(pushed, animated: true)
        settle(clock)
        #expect(more.topViewController === pushed && pushed.parent === more)
        #expect(pushed.appearState == .appeared && pushed.view.window === fixture.window)
        #expect(fixture.controller.selectedViewController === nav)
        more.popToRootViewController(animated: false)
        #expect(nav.viewControllers.map(\.title) == ["R", "P"] && pushed.parent === nav)
        #expect(pushed.appearState == .disappeared)
    }

    /// A tab sliding out of More (More is going back to its list) that app code gives to
    /// another container stops being a tab, as it would anywhere else.
    @Test func aTabSlidingOutOfMoreTakenElsewhereLeavesTheTabs() {
        let fixture = TabBarFixture((1...6).map { "T\($0)" })
        let clock = TestApplication()
        fixture.controller.selectedIndex = 5
        fixture.controller.moreNavigationController.popToRootViewController(animated: true)
        let other = UIViewController()
        other.addChild(fixture.tabs[5])
        settle(clock)
        #expect(fixture.tabs[5].parent === other)
        #expect(fixture.controller.viewControllers?.count == 5)
        #expect(!(fixture.controller.viewControllers ?? []).contains { $0 === fixture.tabs[5] })
    }

    @Test func replacingTheTabsFromAViewWillAppearLeavesNoStaleView() {
        let fixture = TabBarFixture()
        let replacement = LoggingViewController("X", log: fixture.log)
        let hook = HookViewController { controller in
            controller.tabBarController?.viewControllers = [replacement]
        }
        fixture.controller.viewControllers = fixture.tabs + [hook]
        fixture.controller.selectedIndex = 3
        #expect(fixture.controller.selectedViewController === replacement)
        #expect(content(of: fixture, isOnly: replacement))
        #expect(replacement.appearState == .appeared && hook.appearState == .disappeared)
        #expect(
            fixture.tabs.allSatisfy { $0.appearState == .disappeared && $0.viewIfLoaded?.superview == nil },
            "\(fixture.tabs.map { ($0.appearState, $0.viewIfLoaded?.superview) }) \(fixture.log.events)")
    }
}

/// Runs `onWillAppear` from its first `viewWillAppear`, as app code that rearranges the
/// tabs from there would.
@MainActor
private final class HookViewController: UIViewController {
    private var onWillAppear: ((UIViewController) -> Void)?

    init(_ onWillAppear: @escaping (UIViewController) -> Void) {
        self.onWillAppear = onWillAppear
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        let hook = onWillAppear
        onWillAppear = nil
        hook?(self)
    }
}
