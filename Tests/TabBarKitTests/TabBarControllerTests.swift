import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Selection in a tab bar controller, with every call compared in order with UIKit's.
@Suite(.freshApplication)
@MainActor
struct TabBarControllerTests {
    @Test func onlyTheSelectedTabLoadsItsViewAndChildrenAreAddedInOrder() {
        let fixture = TabBarFixture()
        #expect(
            fixture.log.events.prefix(3) == [
                "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
                "C.willMove(toParent: UITabBarController)",
            ])
        #expect(
            fixture.events(since: 3) == [
                "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
                "C.didMove(toParent: UITabBarController)",
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)",
            ])
        #expect(fixture.tabs[0].isViewLoaded && !fixture.tabs[1].isViewLoaded && !fixture.tabs[2].isViewLoaded)
        #expect(fixture.controller.children.map(ObjectIdentifier.init) == fixture.tabs.map(ObjectIdentifier.init))
        #expect(fixture.controller.selectedIndex == 0 && fixture.controller.selectedViewController === fixture.tabs[0])
        #expect(fixture.controller.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(fixture.controller.tabBar.selectedItem === fixture.tabs[0].tabBarItem)
    }

    @Test func switchingByIndexLoadsTheNewTabAndRunsUIKitsOrder() {
        let fixture = TabBarFixture()
        let start = fixture.log.events.count
        fixture.controller.selectedIndex = 1
        #expect(
            fixture.events(since: start) == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            ])
        #expect(fixture.tabs[1].view.superview != nil && fixture.tabs[0].view.superview == nil)
        #expect(fixture.controller.tabBar.selectedItem === fixture.tabs[1].tabBarItem)
        // A second visit does not load again.
        fixture.controller.selectedIndex = 0
        let again = fixture.log.events.count
        fixture.controller.selectedIndex = 1
        #expect(
            fixture.events(since: again) == [
                "B.viewWillAppear(false)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            ])
    }

    @Test func selectingFromCodeNeverCallsTheDelegate() {
        let fixture = TabBarFixture()
        fixture.controller.selectedViewController = fixture.tabs[2]
        fixture.controller.selectedIndex = 1
        #expect(!fixture.log.events.contains { $0.hasPrefix("delegate.") })
        #expect(fixture.controller.selectedIndex == 1)
    }

    @Test func anIndexOutOfRangeOrAStrangerIsRefusedWithAMessage() {
        let fixture = TabBarFixture()
        let stranger = UIViewController()
        let start = fixture.log.events.count
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            fixture.controller.selectedIndex = 3
            fixture.controller.selectedIndex = -1
            fixture.controller.selectedViewController = stranger
            fixture.controller.selectedViewController = nil
        }
        #expect(messages.count == 4)
        #expect(messages.contains { $0.contains("only a view controller in the tab bar controller's list can be selected") })
        #expect(fixture.log.events.count == start)
        #expect(fixture.controller.selectedIndex == 0 && !stranger.isViewLoaded)
    }

    @Test func theDirectlyChangedBarOfAControllerIsRefused() {
        let fixture = TabBarFixture()
        let bar = fixture.controller.tabBar
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            bar.setItems([UITabBarItem(title: "X", image: nil, tag: 0)], animated: false)
            bar.items = []
            bar.selectedItem = fixture.tabs[2].tabBarItem
        }
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("cannot be modified directly") })
        #expect(bar.items?.map(\.title) == ["A", "B", "C"] && bar.selectedItem === fixture.tabs[0].tabBarItem)
        #expect(bar.delegate === fixture.controller)
    }

    /// The controller is its bar's delegate, and that is how the bar reaches it: another
    /// delegate is refused, and the bar's taps still go to the controller.
    @Test func theDelegateOfAControllersBarCannotBeChanged() {
        final class Listener: NSObject, UITabBarDelegate {}
        let fixture = TabBarFixture()
        let bar = fixture.controller.tabBar
        let listener = Listener()
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            bar.delegate = listener
            bar.delegate = nil
        }
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("keeps the controller as its delegate") })
        #expect(bar.delegate === fixture.controller)
        fixture.tapTab(1)
        #expect(fixture.controller.selectedIndex == 1)
    }

    @Test func beforeTheViewLoadsSelectionIsRecordedAndShownOnLoad() {
        let fixture = TabBarFixture(show: false)
        fixture.controller.selectedIndex = 2
        #expect(!fixture.tabs[2].isViewLoaded && !fixture.tabs[0].isViewLoaded)
        fixture.window.makeKeyAndVisible()
        #expect(fixture.tabs[2].view.superview != nil && !fixture.tabs[0].isViewLoaded)
        #expect(fixture.controller.selectedViewController === fixture.tabs[2])
    }

    @Test func everyChildKnowsItsTabBarControllerAndPresentedOnesFindIt() {
        let fixture = TabBarFixture()
        let nav = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        fixture.controller.viewControllers = fixture.tabs + [nav]
        nav.pushViewController(pushed, animated: false)
        #expect(fixture.tabs.allSatisfy { $0.tabBarController === fixture.controller })
        #expect(nav.tabBarController === fixture.controller && pushed.tabBarController === fixture.controller)
        let sheet = UIViewController()
        fixture.tabs[0].present(sheet, animated: false)
        #expect(sheet.tabBarController === fixture.controller)
        #expect(UIViewController().tabBarController == nil && fixture.controller.tabBarController == nil)
    }

    @Test func aNavigationChildShowsItsRootsItemUnlessItHasItsOwn() {
        let root = UIViewController()
        root.title = "Queens"
        let nav = UINavigationController(rootViewController: root)
        #expect(nav.tabBarItem === root.tabBarItem && nav.tabBarItem.title == "Queens")
        let own = UITabBarItem(title: "Own", image: nil, tag: 1)
        nav.tabBarItem = own
        #expect(nav.tabBarItem === own)
    }

    @Test func aChildsNewItemOrChangedTitleShowsInTheBarAtOnce() {
        let fixture = TabBarFixture()
        fixture.tabs[1].title = "Bee"
        #expect(fixture.controller.tabBar.items?.map(\.title) == ["A", "Bee", "C"])
        let item = UITabBarItem(title: "New", image: nil, tag: 7)
        fixture.tabs[2].tabBarItem = item
        #expect(fixture.controller.tabBar.items?[2] === item)
        fixture.tabs[2].tabBarItem.badgeValue = "3"
        #expect(fixture.controller.tabBar.items?[2].badgeValue == "3")
    }
}
