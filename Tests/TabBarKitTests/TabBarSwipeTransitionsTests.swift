import Foundation
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Swiping between tabs with TabBarKitExtras: a pan over the content scrubs a slide to the
/// neighbouring tab; released past half-way it completes, released early it is cancelled,
/// each with UIKit's appearance calls; the app's delegate still decides and hears; scroll
/// views and the back-swipe edge keep their pans.
@Suite(.freshApplication)
@MainActor
struct TabBarSwipeTransitionsTests {
    @MainActor final class App {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        let pages: [LoggingViewController]
        let log: EventLog
        let delegate: LoggingTabBarDelegate
        /// Not kept here: attached, the controller's view keeps it, as in an app.
        weak var swipe: TabBarSwipeTransitions?
        let clock = TestApplication()
        var time: TimeInterval { UIApplication.shared.currentTime }

        init(pages names: [String] = ["A", "B", "C"]) {
            let log = EventLog()
            self.log = log
            pages = names.map { LoggingViewController($0, log: log) }
            for page in pages { page.title = page.name }
            delegate = LoggingTabBarDelegate(log: log)
            tabs.viewControllers = pages
            tabs.delegate = delegate
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let swipe = TabBarSwipeTransitions()
            swipe.attach(to: tabs)
            self.swipe = swipe
        }

        /// A finger from `start` moved by `dx` in `steps` frames, then lifted after `hold` seconds.
        func drag(
            from start: CGPoint = CGPoint(x: 200, y: 300), by dx: CGFloat, steps: Int = 10,
            hold: TimeInterval = 0.2, check: (() -> Void)? = nil
        ) {
            let touch = window.beginTouch(at: start, timestamp: time)
            for step in 1...steps {
                clock.advance(1.0 / 60)
                window.moveTouch(touch, to: CGPoint(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y), timestamp: time)
            }
            check?()
            // Held still, the release carries no speed.
            clock.advance(hold)
            window.moveTouch(touch, to: CGPoint(x: start.x + dx, y: start.y), timestamp: time)
            window.endTouch(touch, at: CGPoint(x: start.x + dx, y: start.y), timestamp: time)
        }

        func settle() {
            clock.advance(0.5)
            clock.advance(0.5)
        }

        func events(since start: Int) -> [String] {
            log.events[start...].filter { !$0.hasSuffix("LayoutSubviews") }
        }
    }

    @Test func aSwipePastHalfWayCompletesWithUIKitsCalls() {
        let app = App()
        withExtendedLifetime(app.window) {
            #expect(app.swipe != nil && app.tabs.delegate === app.swipe && app.swipe?.nextDelegate === app.delegate)
            let start = app.log.events.count
            app.drag(by: -250) {
                // Mid-swipe the new page follows the finger in from the right.
                let shown = app.pages[1].view.layer.presentation()?.frame ?? app.pages[1].view.frame
                #expect(abs(shown.minX - (375 - 250)) < 1, "\(shown)")
                #expect(app.tabs.selectedIndex == 1)
            }
            app.settle()
            #expect(
                app.events(since: start) == [
                    "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)",
                    "A.viewWillDisappear(true)", "delegate.didSelect(B)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                ])
            #expect(app.tabs.selectedIndex == 1)
            #expect(app.pages[1].view.frame.minX == 0)
            #expect(app.pages[0].viewIfLoaded?.superview == nil)
        }
    }

    @Test func aSwipeReleasedEarlyIsCancelledAndTheOldTabComesBack() {
        let app = App()
        withExtendedLifetime(app.window) {
            let start = app.log.events.count
            app.drag(by: -100)
            app.settle()
            #expect(
                app.events(since: start) == [
                    "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)",
                    "A.viewWillDisappear(true)",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                ])
            // The delegate never heard of B, which the swipe did not reach.
            #expect(!app.log.events.contains("delegate.didSelect(B)"))
            #expect(app.tabs.selectedIndex == 0)
            #expect(app.tabs.tabBar.selectedItem === app.pages[0].tabBarItem)
            #expect(app.pages[0].view.frame.minX == 0 && app.pages[1].view.superview == nil)
        }
    }

    @Test func aFlickCompletesEvenShort() {
        let app = App()
        withExtendedLifetime(app.window) {
            // 80 points in 4 frames and released at once: 1,200 points a second.
            app.drag(by: -80, steps: 4, hold: 0)
            app.settle()
            #expect(app.tabs.selectedIndex == 1)
        }
    }

    @Test func aSwipeRightGoesBackAndNoneGoesPastTheEnds() {
        let app = App()
        withExtendedLifetime(app.window) {
            app.drag(by: 250)
            app.settle()
            #expect(app.tabs.selectedIndex == 0, "nothing left of the first tab")
            app.tabs.selectedIndex = 2
            app.drag(by: -250)
            app.settle()
            #expect(app.tabs.selectedIndex == 2, "nothing right of the last tab")
            app.drag(by: 250)
            app.settle()
            #expect(app.tabs.selectedIndex == 1)
        }
    }

    @Test func theAppsDelegateCanRefuseASwipe() {
        let app = App()
        withExtendedLifetime(app.window) {
            app.delegate.vetoed = ["B"]
            app.drag(by: -250)
            app.settle()
            #expect(app.tabs.selectedIndex == 0)
            #expect(app.log.events.contains("delegate.shouldSelect(B)") && !app.log.events.contains("delegate.didSelect(B)"))
        }
    }

    @Test func aVerticalPanOrOneOnAScrollingRowOrTheBackEdgeIsLeftAlone() {
        let app = App()
        withExtendedLifetime(app.window) {
            // Vertical.
            let touch = app.window.beginTouch(at: CGPoint(x: 200, y: 300), timestamp: app.time)
            for step in 1...10 {
                app.clock.tick(1.0 / 60)
                app.window.moveTouch(touch, to: CGPoint(x: 200 - CGFloat(step), y: 300 + 20 * CGFloat(step)), timestamp: app.time)
            }
            app.window.endTouch(touch, timestamp: app.time)
            app.settle()
            #expect(app.tabs.selectedIndex == 0)
            // A row that scrolls sideways keeps its pan.
            let row = UIScrollView(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
            row.contentSize = CGSize(width: 1000, height: 100)
            app.pages[0].view.addSubview(row)
            app.drag(from: CGPoint(x: 300, y: 250), by: -250)
            app.settle()
            #expect(app.tabs.selectedIndex == 0)
            #expect(row.contentOffset.x > 0, "the row scrolled instead")
            row.removeFromSuperview()
        }
        // Over a pushed page the left edge belongs to the back swipe.
        let stackApp = App()
        withExtendedLifetime(stackApp.window) {
            let stack = UINavigationController(rootViewController: UIViewController())
            stack.title = "Stack"
            stackApp.tabs.viewControllers = [stackApp.pages[1], stack]
            stackApp.tabs.selectedIndex = 1
            stack.pushViewController(UIViewController(), animated: false)
            stackApp.window.layoutIfNeeded()
            stackApp.drag(from: CGPoint(x: 8, y: 300), by: 250)
            stackApp.settle()
            #expect(stackApp.tabs.selectedIndex == 1, "a pan from the edge is the back swipe's")
            stackApp.drag(from: CGPoint(x: 60, y: 300), by: 250)
            stackApp.settle()
            #expect(stackApp.tabs.selectedIndex == 0, "away from the edge the swipe works")
        }
    }

    /// Hears iOS 18's tab calls, as an app built from `UITab`s does.
    @MainActor final class TabsDelegate: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            calls.append("shouldSelectTab(\(tab.identifier))")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
            calls.append("didSelectTab(\(selectedTab.identifier), previous: \(previousTab?.identifier ?? "nil"))")
        }
    }

    @Test func tabsHearOfASwipeThatCompletesAndNothingOfOneCancelled() {
        let app = App()
        withExtendedLifetime(app.window) {
            let tabs = ["a", "b", "c"].map { name in
                UITab(title: name, image: nil, identifier: name) { _ in UIViewController() }
            }
            let controller = UITabBarController(tabs: tabs)
            let delegate = TabsDelegate()
            controller.delegate = delegate
            app.window.rootViewController = controller
            app.window.layoutIfNeeded()
            TabBarSwipeTransitions().attach(to: controller)
            #expect((controller.delegate as? TabBarSwipeTransitions)?.nextDelegate === delegate)
            app.drag(by: -100)
            app.settle()
            #expect(controller.selectedTab === tabs[0])
            #expect(delegate.calls == ["shouldSelectTab(b)"], "cancelled: no didSelectTab for b")
            app.drag(by: -250)
            app.settle()
            #expect(controller.selectedTab === tabs[1])
            #expect(delegate.calls == ["shouldSelectTab(b)", "shouldSelectTab(b)", "didSelectTab(b, previous: a)"])
        }
    }

    @Test func detachingGivesTheDelegateBack() {
        let app = App()
        withExtendedLifetime(app.window) {
            app.swipe?.detach()
            #expect(app.tabs.delegate === app.delegate)
            #expect(app.swipe == nil, "detached, nothing keeps it")
            app.drag(by: -250)
            app.settle()
            #expect(app.tabs.selectedIndex == 0)
        }
    }
}
