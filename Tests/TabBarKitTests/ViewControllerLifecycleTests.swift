import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// The view controller lifecycle, compared call by call with UIKit's order.
@Suite(.freshApplication)
@MainActor
struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnlyWhenAskedFor() {
        let log = EventLog()
        let controller = LoggingViewController("A", log: log)
        _ = controller.title
        _ = controller.tabBarItem
        _ = controller.navigationItem
        _ = controller.viewIfLoaded
        #expect(!controller.isViewLoaded)
        #expect(log.events.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(log.events == ["A.loadView", "A.viewDidLoad"])
        #expect(controller.view.next === controller)
    }

    @Test func theTabBarItemIsMadeFromTheTitleOnFirstUse() {
        let controller = UIViewController()
        controller.title = "Queens"
        #expect(controller.tabBarItem.title == "Queens")
        controller.title = "Bronx"
        #expect(controller.tabBarItem.title == "Bronx")
        #expect(controller.navigationItem.title == "Bronx")
    }

    @Test func aWindowsRootAppearsWhenTheWindowIsShown() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = LoggingViewController("A", log: log)
        window.rootViewController = root
        #expect(log.events == ["A.loadView", "A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(
            log.events == [
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear(false)",
            ])
        #expect(window.isKeyWindow)
        #expect(root.view.frame == window.bounds)
        #expect(root.view.superview === window)
    }

    @Test func replacingTheRootOfAVisibleWindowSwapsAppearance() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = LoggingViewController("A", log: log)
        window.makeKeyAndVisible()
        let b = LoggingViewController("B", log: log)
        _ = b.view
        let start = log.events.count
        window.rootViewController = b
        #expect(
            Array(log.events[start...]) == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                "B.viewWillAppear(false)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear(false)",
            ])
    }

    @Test func containmentAddAndRemoveOnAVisibleParent() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let parent = LoggingViewController("P", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let child = LoggingViewController("C", log: log)
        let start = log.events.count
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            Array(log.events[start...]) == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.viewWillAppear(false)", "C.viewDidAppear(false)", "C.didMove(toParent: P)",
            ])
        #expect(parent.children.count == 1 && parent.children.first === child)
        #expect(child.parent === parent)

        let removal = log.events.count
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            Array(log.events[removal...]) == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)", "C.didMove(toParent: nil)",
            ])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func aChildAddedToASecondParentLeavesTheFirst() {
        let log = EventLog()
        let first = UIViewController(), second = UIViewController()
        let child = LoggingViewController("C", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.first === child && child.parent === second)
        #expect(
            log.events == [
                "C.willMove(toParent: UIViewController)", "C.didMove(toParent: nil)",
                "C.willMove(toParent: UIViewController)",
            ])
        // A cycle is refused, not built.
        child.addChild(second)
        #expect(child.children.isEmpty)
    }

    @Test func appearanceCallsAreBalancedAndParentsComeFirst() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let start = log.events.count
        parent.beginAppearanceTransition(true, animated: true)
        parent.beginAppearanceTransition(true, animated: true) // ignored: already appearing
        parent.endAppearanceTransition()
        parent.endAppearanceTransition() // ignored: already appeared
        parent.beginAppearanceTransition(false, animated: false)
        parent.endAppearanceTransition()
        #expect(
            Array(log.events[start...]) == [
                "P.viewWillAppear(true)", "C.viewWillAppear(true)", "P.viewDidAppear(true)", "C.viewDidAppear(true)",
                "P.viewWillDisappear(false)", "C.viewWillDisappear(false)", "P.viewDidDisappear(false)", "C.viewDidDisappear(false)",
            ])
    }

    @Test func theSafeAreaFlowsFromTheWindowAndGrowsByAdditionalInsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let top = window.safeAreaInsets.top
        #expect(root.view.safeAreaInsets.top == top)
        final class Watcher: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let child = Watcher()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let before = child.changes
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        #expect(child.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom + 50)
        #expect(child.changes == before + 1)
        let inner = UIView(frame: child.view.bounds)
        child.view.addSubview(inner)
        #expect(inner.safeAreaInsets.bottom == window.safeAreaInsets.bottom + 50)
    }
}

@Suite(.freshApplication)
@MainActor
struct ViewControllerEditingTests {
    @Test func theEditButtonItemTogglesEditing() {
        final class Editor: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let controller = Editor()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain)
        item.tapHandler?()
        #expect(controller.isEditing && item.title == "Done" && item.style == .done)
        item.tapHandler?()
        #expect(!controller.isEditing && controller.calls == [true, false])
        #expect(controller.editButtonItem === item)
    }

    @Test func showPushesInsideANavigationStack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let next = UIViewController()
        root.show(next, sender: nil)
        #expect(nav.viewControllers.last === next)
    }
}
