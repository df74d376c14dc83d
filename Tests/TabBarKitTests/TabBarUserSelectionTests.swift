import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// What a finger on the bar does: the delegate is asked, then told, around the switch.
@Suite(.freshApplication)
@MainActor
struct TabBarUserSelectionTests {
    @Test func aTapAsksShouldSelectThenSwitchesThenTellsDidSelect() {
        let fixture = TabBarFixture()
        let start = fixture.log.events.count
        fixture.tapTab(1)
        #expect(
            fixture.events(since: start) == [
                "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "delegate.didSelect(B)",
            ])
        #expect(fixture.controller.selectedIndex == 1)
    }

    @Test func aVetoedTapChangesNothing() {
        let fixture = TabBarFixture()
        fixture.delegate.vetoed = ["C"]
        let start = fixture.log.events.count
        fixture.tapTab(2)
        #expect(fixture.events(since: start) == ["delegate.shouldSelect(C)"])
        #expect(fixture.controller.selectedIndex == 0 && fixture.controller.tabBar.selectedItem === fixture.tabs[0].tabBarItem)
        #expect(!fixture.tabs[2].isViewLoaded)
    }

    @Test func tappingTheSelectedTabTellsDidSelectAgainWithoutAppearanceCalls() {
        let fixture = TabBarFixture()
        let start = fixture.log.events.count
        fixture.tapTab(0)
        #expect(fixture.events(since: start) == ["delegate.shouldSelect(A)", "delegate.didSelect(A)"])
    }

    @Test func tappingTheSelectedNavigationTabPopsItToItsRootAnimated() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let root = LoggingViewController("Root", log: fixture.log)
        let nav = LoggingNavigationController(rootViewController: root)
        nav.log = fixture.log
        nav.delegate = nav
        fixture.controller.viewControllers = [nav] + fixture.tabs
        fixture.controller.selectedIndex = 0
        let deep = LoggingViewController("Deep", log: fixture.log)
        nav.pushViewController(deep, animated: false)
        let start = fixture.log.events.count
        fixture.tapTab(0)
        #expect(
            fixture.events(since: start).prefix(4) == [
                "delegate.shouldSelect(LoggingNavigationController)", "Deep.willMove(toParent: nil)", "delegate.willShow(Root, true)",
                "Deep.viewWillDisappear(true)",
            ])
        #expect(fixture.events(since: start).last == "delegate.didSelect(LoggingNavigationController)")
        app.tick(0)
        app.tick(1)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(
            fixture.events(since: start).suffix(3) == [
                "Deep.viewDidDisappear(true)", "Root.viewDidAppear(true)", "Deep.didMove(toParent: nil)",
            ]
                || fixture.events(since: start).contains("delegate.didShow(Root, true)"))
    }

    @Test func aDisabledTabCannotBeTapped() {
        let fixture = TabBarFixture()
        fixture.tabs[1].tabBarItem.isEnabled = false
        let start = fixture.log.events.count
        fixture.tapTab(1)
        #expect(fixture.events(since: start).isEmpty && fixture.controller.selectedIndex == 0)
    }

    @Test func aDelegateThatRemovesTheTabWhileAskedLosesTheTapButNothingBreaks() {
        let fixture = TabBarFixture()
        let tabs = fixture.tabs
        fixture.delegate.whileAskingShouldSelect = { controller in
            controller.viewControllers = [tabs[0], tabs[1]]
        }
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") { fixture.tapTab(2) }
        #expect(messages.contains { $0.contains("removed the tab it was asked about") })
        #expect(fixture.controller.selectedIndex == 0 && fixture.controller.viewControllers?.count == 2)
        #expect(!fixture.log.events.contains("delegate.didSelect(C)") && tabs[2].parent == nil)
    }

    @Test func aDelegateThatSelectsAnotherTabWhileAskedKeepsAConsistentSelection() {
        let fixture = TabBarFixture()
        fixture.delegate.whileAskingShouldSelect = { $0.selectedIndex = 2 }
        fixture.tapTab(1)
        #expect(fixture.controller.selectedIndex == 1)
        #expect(fixture.controller.tabBar.selectedItem === fixture.tabs[1].tabBarItem)
        #expect(fixture.tabs[1].view.superview != nil && fixture.tabs[2].viewIfLoaded?.superview == nil)
        #expect(fixture.tabs.map(\.isViewLoaded) == [true, true, true])
    }
}
