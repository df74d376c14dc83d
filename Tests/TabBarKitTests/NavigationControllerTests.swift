import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Push, pop and the navigation bar, with every call compared in order with UIKit's.
@Suite(.freshApplication)
@MainActor
struct NavigationControllerTests {
    private func shownStack(_ log: EventLog) -> (UIWindow, LoggingNavigationController, LoggingViewController) {
        let root = LoggingViewController("A", log: log)
        let nav = LoggingNavigationController(rootViewController: root)
        nav.log = log
        nav.delegate = nav
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        return (window, nav, root)
    }

    @Test func firstAppearanceReachesTheTopControllerAfterTheContainer() {
        let log = EventLog()
        _ = shownStack(log)
        #expect(
            log.events == [
                // init(rootViewController:) loads no view; the root's loads with the stack's.
                "A.willMove(toParent: LoggingNavigationController)", "A.didMove(toParent: LoggingNavigationController)",
                "A.loadView", "A.viewDidLoad", "nav.viewWillAppear(false)", "A.viewWillAppear(false)",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "nav.viewDidAppear(false)", "A.viewDidAppear(false)",
            ])
    }

    @Test func pushWithoutAnimation() {
        let log = EventLog()
        let (window, nav, a) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log)
        let start = log.events.count
        nav.pushViewController(b, animated: false)
        #expect(
            Array(log.events[start...]) == [
                "B.willMove(toParent: LoggingNavigationController)", "B.loadView", "B.viewDidLoad", "delegate.willShow(B, false)",
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: LoggingNavigationController)",
                "delegate.didShow(B, false)",
            ])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b && b.navigationController === nav)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.superview === nav.view)
    }

    @Test func animatedPushSlidesAndCallsDidAppearWhenTheSlideEnds() {
        let log = EventLog()
        let app = TestApplication()
        let (window, nav, a) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        // The will calls came; the did calls wait for the slide.
        #expect(
            log.events.suffix(4) == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
            ])
        #expect(b.isMovingToParent)
        // Half way, B has slid part of the way in and A part of the way out.
        app.tick(0)
        app.tick(UINavigationController.transitionDuration / 2)
        let bX = b.view.layer.presentation()?.frame.minX ?? -1
        let aX = a.view.layer.presentation()?.frame.minX ?? 1
        #expect(bX > 0 && bX < 375)
        #expect(aX < 0 && aX > -375 * UINavigationController.parallax)
        #expect(b.view.frame.minX == 0) // the model is already at the end
        app.tick(UINavigationController.transitionDuration + 0.05)
        app.tick(UINavigationController.transitionDuration + 0.1)
        #expect(
            log.events.suffix(4) == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "B.didMove(toParent: LoggingNavigationController)", "delegate.didShow(B, true)",
            ])
        #expect(!b.isMovingToParent)
    }

    @Test func popWithoutAnimation() {
        let log = EventLog()
        let (window, nav, a) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        let start = log.events.count
        let popped = nav.popViewController(animated: false)
        #expect(popped === b && b.parent == nil)
        #expect(
            Array(log.events[start...]) == [
                "B.willMove(toParent: nil)", "delegate.willShow(A, false)",
                "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(toParent: nil)", "delegate.didShow(A, false)",
            ])
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(nav.popViewController(animated: false) == nil) // the root stays
    }

    @Test func popToRootSkipsTheHiddenControllersAppearance() {
        let log = EventLog()
        let (window, nav, _) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        let start = log.events.count
        let popped = nav.popToRootViewController(animated: false) ?? []
        #expect(popped.count == 2 && popped[0] === b && popped[1] === c)
        #expect(
            Array(log.events[start...]) == [
                "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "C.willMove(toParent: nil)", "delegate.willShow(A, false)",
                "C.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "C.viewDidDisappear(false)", "A.viewDidAppear(false)", "C.didMove(toParent: nil)", "delegate.didShow(A, false)",
            ])
        #expect(nav.children.count == 1)
    }

    @Test func popToAControllerNotInTheStackIsRefused() {
        let log = EventLog()
        let (window, nav, _) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        #expect(nav.popToViewController(UIViewController(), animated: false) == nil)
        let b = LoggingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(b, animated: false) // twice: refused
        #expect(nav.viewControllers.count == 2)
        nav.pushViewController(UINavigationController(), animated: false)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func aPushAskedForDuringASlideWaitsForIt() {
        let log = EventLog()
        let app = TestApplication()
        let (window, nav, _) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers.count == 2)
        app.tick(0)
        app.tick(0.4)
        app.tick(0.45)
        #expect(nav.viewControllers.count == 3 && nav.topViewController === c)
        app.tick(0.9)
        app.tick(0.95)
        #expect(log.events.contains("C.viewDidAppear(true)"))
        #expect(
            log.events.filter { $0.hasSuffix("Appear(true)") || $0.hasSuffix("Disappear(true)") } == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "B.viewWillDisappear(true)", "C.viewWillAppear(true)", "B.viewDidDisappear(true)", "C.viewDidAppear(true)",
            ])
    }

    @Test func setViewControllersReplacesTheStack() {
        let log = EventLog()
        let (window, nav, a) = shownStack(log)
        defer { withExtendedLifetime(window) {} }
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        nav.setViewControllers([a, b, c], animated: false)
        #expect(nav.viewControllers.count == 3 && nav.topViewController === c && b.parent === nav)
        #expect(b.isViewLoaded == false) // a hidden controller's view is not loaded
        nav.setViewControllers([c], animated: false)
        #expect(a.parent == nil && b.parent == nil && nav.children.count == 1)
        nav.viewControllers = [c, c]
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theBarShowsTitleBackButtonAndItems() throws {
        let log = EventLog()
        let (window, nav, a) = shownStack(log)
        a.title = "Boroughs"
        let b = LoggingViewController("Queens", log: log)
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: window.safeAreaInsets.top, width: 375, height: 44))
        #expect(bar.topItem === b.navigationItem && bar.backItem === a.navigationItem)
        let labels = bar.allSubviews.compactMap { ($0 as? UILabel)?.text }
        #expect(labels.contains("Queens") && labels.contains("Boroughs") && labels.contains("Edit"))
        // The child's safe area starts under the bar.
        #expect(b.view.safeAreaInsets.top == window.safeAreaInsets.top + 44)
        // A tap on the right item runs its action; a tap on Back pops.
        var edits = 0
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .edit,
            primaryAction: UIAction { action in
                edits += 1
                #expect(action.sender is UIBarButtonItem)
            })
        window.layoutIfNeeded()
        let right = try #require(bar.subviews.compactMap { $0 as? BarButtonView }.first { !$0.isBackButton })
        window.sendTap(at: right.convert(CGPoint(x: right.bounds.midX, y: right.bounds.midY), to: nil))
        #expect(edits == 1)
        let back = try #require(bar.subviews.compactMap { $0 as? BarButtonView }.first { $0.isBackButton })
        window.sendTap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        #expect(nav.topViewController === a)
    }

    @Test func hidingTheBarGivesItsSpaceBack() {
        let log = EventLog()
        let (window, nav, a) = shownStack(log)
        nav.setNavigationBarHidden(true, animated: false)
        #expect(nav.isNavigationBarHidden)
        #expect(a.view.safeAreaInsets.top == window.safeAreaInsets.top)
        #expect(nav.navigationBar.frame.maxY <= 0)
        nav.isNavigationBarHidden = false
        #expect(a.view.safeAreaInsets.top == window.safeAreaInsets.top + 44)
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}

@Suite(.freshApplication)
@MainActor
struct NavigationBarTests {
    @Test func aStandaloneBarPushesAndPopsThroughItsDelegate() {
        final class Delegate: NSObject, UINavigationBarDelegate {
            var log: [String] = []
            var allowPop = true
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
                log.append("didPush \(item.title ?? "")")
            }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allowPop }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.topItem?.title == "Two" && bar.backItem?.title == "One")
        delegate.allowPop = false
        #expect(bar.popItem(animated: false) == nil)
        delegate.allowPop = true
        #expect(bar.popItem(animated: false)?.title == "Two")
        #expect(delegate.log == ["didPush One", "didPush Two", "didPop Two"])
    }

    @Test func aControllersBarRefusesDirectChanges() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let before = nav.navigationBar.items?.count
        nav.navigationBar.setItems([UINavigationItem(title: "X")], animated: false)
        nav.navigationBar.pushItem(UINavigationItem(title: "Y"), animated: false)
        #expect(nav.navigationBar.popItem(animated: false) == nil)
        #expect(nav.navigationBar.items?.count == before)
        #expect(nav.navigationBar.topItem === nav.topViewController?.navigationItem)
    }
}
