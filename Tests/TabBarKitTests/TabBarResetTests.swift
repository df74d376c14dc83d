import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Replacing `viewControllers`: containment calls, and which tab stays selected.
@Suite(.freshApplication)
@MainActor
struct TabBarResetTests {
    @Test func theSelectedControllerStaysSelectedWhenItIsStillThere() {
        let fixture = TabBarFixture()
        fixture.controller.selectedIndex = 1
        let d = LoggingViewController("D", log: fixture.log)
        let start = fixture.log.events.count
        fixture.controller.setViewControllers([d, fixture.tabs[1], fixture.tabs[2]], animated: false)
        #expect(
            fixture.events(since: start) == [
                "A.willMove(toParent: nil)", "D.willMove(toParent: UITabBarController)",
                "A.didMove(toParent: nil)", "D.didMove(toParent: UITabBarController)",
            ])
        #expect(fixture.controller.selectedViewController === fixture.tabs[1] && fixture.controller.selectedIndex == 1)
        #expect(fixture.controller.tabBar.items?.map(\.title) == ["D", "B", "C"])
        #expect(fixture.tabs[0].parent == nil && fixture.tabs[0].tabBarController == nil)
    }

    @Test func aRemovedSelectionFallsBackToTheSameIndexWithAppearanceCalls() {
        let fixture = TabBarFixture()
        fixture.controller.selectedIndex = 1
        let d = LoggingViewController("D", log: fixture.log)
        let start = fixture.log.events.count
        fixture.controller.viewControllers = [fixture.tabs[0], d, fixture.tabs[2]]
        #expect(
            fixture.events(since: start) == [
                "B.willMove(toParent: nil)", "D.willMove(toParent: UITabBarController)",
                "D.loadView", "D.viewDidLoad", "D.viewWillAppear(false)", "B.viewWillDisappear(false)",
                "B.viewDidDisappear(false)", "D.viewDidAppear(false)",
                "B.didMove(toParent: nil)", "D.didMove(toParent: UITabBarController)",
            ])
        #expect(fixture.controller.selectedViewController === d && fixture.tabs[1].viewIfLoaded?.superview == nil)
        #expect(!fixture.log.events.contains { $0.hasPrefix("delegate.") })
    }

    @Test func withTheIndexGoneTheFirstTabIsSelected() {
        let fixture = TabBarFixture()
        fixture.controller.selectedIndex = 2
        fixture.controller.viewControllers = [fixture.tabs[1]]
        #expect(fixture.controller.selectedViewController === fixture.tabs[1] && fixture.controller.selectedIndex == 0)
    }

    @Test func emptyingTheTabsLeavesNoSelectionAndNoViews() {
        let fixture = TabBarFixture()
        fixture.controller.viewControllers = nil
        #expect(fixture.controller.viewControllers == nil && fixture.controller.selectedViewController == nil)
        #expect(fixture.controller.selectedIndex == NSNotFound && fixture.controller.tabBar.items == nil)
        #expect(fixture.tabs[0].viewIfLoaded?.superview == nil && fixture.log.events.last == "C.didMove(toParent: nil)")
        #expect(fixture.controller.children.isEmpty)
    }

    @Test func settingTheTabsResetsTheCustomizableOnes() {
        let fixture = TabBarFixture()
        fixture.controller.customizableViewControllers = [fixture.tabs[0]]
        fixture.controller.viewControllers = [fixture.tabs[2], fixture.tabs[1]]
        #expect(
            fixture.controller.customizableViewControllers?.map(ObjectIdentifier.init)
                == [fixture.tabs[2], fixture.tabs[1]].map(ObjectIdentifier.init))
    }

    @Test func duplicatesAndTheControllerItselfAreLeftOutWithAMessage() {
        let fixture = TabBarFixture()
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            fixture.controller.viewControllers = [fixture.tabs[0], fixture.tabs[0], fixture.controller, fixture.tabs[1]]
        }
        #expect(messages.count == 2)
        #expect(fixture.controller.viewControllers?.count == 2 && fixture.controller.tabBar.items?.count == 2)
    }

    @Test func aTabTakenFromAnotherParentLeavesIt() {
        let fixture = TabBarFixture()
        let nav = UINavigationController(rootViewController: UIViewController())
        let moved = UIViewController()
        nav.pushViewController(moved, animated: false)
        fixture.controller.viewControllers = fixture.tabs + [moved]
        #expect(moved.parent === fixture.controller && !nav.children.contains { $0 === moved })
    }
}
