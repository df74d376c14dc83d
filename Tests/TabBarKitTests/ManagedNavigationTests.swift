import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A group with a managing navigation controller shows the selection inside it as a stack,
/// one level per tab from the group down to the selected tab, each level asked of the
/// delegate's displayedViewControllersFor.
@Suite(.freshApplication)
@MainActor
struct ManagedNavigationTests {
    /// Answers the displayed-controllers question, logging "displayed(Tab: A,B)" with the
    /// proposed controllers' names, and may answer otherwise or change the tabs meanwhile.
    final class StackDelegate: NSObject, UITabBarControllerDelegate {
        let log: EventLog
        var answer: [String: [UIViewController]] = [:]
        var whileAsked: ((UITabBarController, UITab) -> Void)?

        init(log: EventLog) { self.log = log }

        func tabBarController(
            _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
            proposedViewControllers: [UIViewController]
        ) -> [UIViewController] {
            log.add("displayed(\(tab.identifier): \(LoggingTabBarDelegate.names(proposedViewControllers)))")
            whileAsked?(tabBarController, tab)
            return answer[tab.identifier] ?? proposedViewControllers
        }
    }

    /// Group A (1, 2, group B (B1, B2), 3), every tab and group with a controller of its
    /// own named after it, and tab Z beside it; A's stack is managed.
    @MainActor
    struct App {
        let controller: UITabBarController
        let window: UIWindow
        let navigation: UINavigationController
        let log: EventLog
        let groupA: UITabGroup
        let groupB: UITabGroup
        let z: UITab

        init(manage: Bool = true) {
            let log = EventLog()
            self.log = log
            navigation = UINavigationController()
            func tab(_ id: String) -> UITab {
                UITab(title: id, image: nil, identifier: id) { tab in LoggingViewController(tab.identifier, log: log) }
            }
            groupB = UITabGroup(title: "B", image: nil, identifier: "B", children: [tab("B1"), tab("B2")]) { _ in
                LoggingViewController("B", log: log)
            }
            groupA = UITabGroup(title: "A", image: nil, identifier: "A", children: [tab("1"), tab("2"), groupB, tab("3")]) {
                _ in LoggingViewController("A", log: log)
            }
            if manage { groupA.managingNavigationController = navigation }
            z = tab("Z")
            controller = UITabBarController(tabs: [groupA, z])
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        var stack: [String] { navigation.viewControllers.map { LoggingViewController.label($0) } }
    }

    @Test func theStackFollowsTheSelectionDownTheGroups() throws {
        let app = App()
        #expect(try #require(app.controller.viewControllers).first === app.navigation, "the group's tab shows its navigation")
        #expect(app.stack == ["A", "1"], "the first child is selected by default")
        #expect(app.controller.selectedTab?.identifier == "1")
        let b2 = try #require(app.controller.tab(forIdentifier: "B2"))
        app.controller.selectedTab = b2
        #expect(app.stack == ["A", "B", "B2"])
        #expect(app.controller.selectedTab === b2 && app.groupA.selectedChild === app.groupB && app.groupB.selectedChild === b2)
        #expect(b2.managingTabGroup === app.groupA && app.groupB.managingTabGroup === app.groupA)
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "3")) as UITab
        #expect(app.stack == ["A", "3"])
        #expect(app.navigation.topViewController === app.controller.tab(forIdentifier: "3")?.viewController)
    }

    @Test func theDelegateShapesEachLevelOnceInOrder() throws {
        let app = App()
        let delegate = StackDelegate(log: app.log)
        app.controller.delegate = delegate
        let hidden = UIViewController()
        delegate.answer = ["B": [], "A": [try #require(app.groupA.viewController), hidden]]
        let start = app.log.events.count
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B1")) as UITab
        #expect(
            app.log.events[start...].filter { $0.hasPrefix("displayed") } == ["displayed(A: A)", "displayed(B: B)", "displayed(B1: B1)"])
        #expect(app.navigation.viewControllers.map { LoggingViewController.label($0) } == ["A", "UIViewController", "B1"])
        #expect(app.navigation.viewControllers[1] === hidden)
    }

    @Test func controllersPushedAboveTheSelectedTabStayWhileItIsSelected() throws {
        let app = App()
        let delegate = StackDelegate(log: app.log)
        app.controller.delegate = delegate
        let b2 = try #require(app.controller.tab(forIdentifier: "B2"))
        app.controller.selectedTab = b2
        let detail = LoggingViewController("Detail", log: app.log)
        app.navigation.pushViewController(detail, animated: false)
        let start = app.log.events.count
        app.controller.selectedTab = b2
        #expect(app.log.events[start...].filter { $0.hasPrefix("displayed") }.last == "displayed(B2: B2,Detail)")
        #expect(app.stack == ["A", "B", "B2", "Detail"])
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B1")) as UITab
        #expect(app.stack == ["A", "B", "B1"], "another tab drops what was pushed above the last")
    }

    @Test func withoutAManagingControllerAGroupShowsItsOwnController() throws {
        let app = App(manage: false)
        let shown = try #require(app.controller.viewControllers).first
        #expect(shown === app.groupA.viewController)
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B2")) as UITab
        #expect(try #require(app.controller.viewControllers).first === app.groupA.viewController)
        #expect(app.controller.selectedTab?.identifier == "B2")
        // Set afterwards, the navigation controller takes the group's place with its stack.
        app.groupA.managingNavigationController = app.navigation
        #expect(try #require(app.controller.viewControllers).first === app.navigation)
        #expect(app.stack == ["A", "B", "B2"])
    }

    @Test func onlyTheOutermostGroupManages() throws {
        let app = App()
        let inner = UINavigationController()
        app.groupB.managingNavigationController = inner
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B1")) as UITab
        #expect(app.stack == ["A", "B", "B1"])
        #expect(inner.viewControllers.isEmpty)
        #expect(app.controller.tab(forIdentifier: "B1")?.managingTabGroup === app.groupA)
    }

    /// The delegate replaces the tabs from inside its answer: the bar is built again for the
    /// new tabs, and tabs, controllers and selection agree.
    @Test func aDelegateThatChangesTheTabsWhileAskedLosesNothing() throws {
        let app = App()
        let delegate = StackDelegate(log: app.log)
        app.controller.delegate = delegate
        var changed = false
        delegate.whileAsked = { controller, tab in
            guard !changed, tab.identifier == "B" else { return }
            changed = true
            controller.tabs = [app.z, app.groupA]
        }
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B2")) as UITab
        #expect(changed)
        #expect(app.controller.tabs.map(\.identifier) == ["Z", "A"])
        let shown = try #require(app.controller.viewControllers)
        #expect(shown.count == 2 && shown[0] === app.z.viewController && shown[1] === app.navigation)
        #expect(app.stack == ["A", "B", "B2"])
        #expect(app.controller.selectedTab?.identifier == "B2")
        // A delegate that changes them every time is stopped after one more build.
        delegate.whileAsked = { controller, tab in
            if tab.identifier == "A" { controller.tabs = controller.tabs.reversed() }
        }
        app.controller.selectedTab = try #require(app.controller.tab(forIdentifier: "B1")) as UITab
        #expect(app.controller.tabs.count == 2)
        #expect(app.stack.last == "B1")
        let order = app.controller.tabs.map { $0 === app.z ? app.z.viewController : app.navigation }
        #expect(try #require(app.controller.viewControllers).elementsEqual(order, by: ===), "the bar shows the tabs in their order")
    }
}
