import Foundation
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The centre button of TabBarKitExtras on a standard tab bar controller: where it stands,
/// taps on the part above the bar, the delegate's say, an action instead of a tab, and the
/// bar hiding or turning with it.
@Suite(.freshApplication)
@MainActor
struct TabBarCentreButtonTests {
    private func show(role: TabBarCentreButton.Role? = nil)
        -> (window: UIWindow, tabs: UITabBarController, centre: TabBarCentreButton, log: EventLog, delegate: LoggingTabBarDelegate)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        tabs.viewControllers = ["Home", "Search", "Post", "Likes", "Profile"].map { title in
            let page = UIViewController()
            page.title = title
            return page
        }
        let log = EventLog()
        let delegate = LoggingTabBarDelegate(log: log)
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let button = UIButton(type: .custom)
        button.backgroundColor = .systemRed
        let centre = TabBarCentreButton(button: button, role: role ?? .selectsTab(at: 2))
        centre.attach(to: tabs)
        return (window, tabs, centre, log, delegate)
    }

    /// The point `above` points over the bar's top edge at `x`, in the window.
    private func pointAboveBar(
        _ app: (window: UIWindow, tabs: UITabBarController, centre: TabBarCentreButton, log: EventLog, delegate: LoggingTabBarDelegate),
        x: CGFloat, above: CGFloat
    ) -> CGPoint {
        app.tabs.tabBar.convert(CGPoint(x: x, y: -above), to: app.window)
    }

    @Test func itStandsInTheMiddleRisingAboveTheBar() {
        let app = show()
        withExtendedLifetime(app.window) {
            #expect(app.centre.button.superview === app.tabs.tabBar)
            #expect(app.centre.button.frame == CGRect(x: 187.5 - 28, y: -16, width: 56, height: 56))
            #expect(app.centre.button.layer.cornerRadius == 28)
            app.centre.diameter = 64
            app.centre.rise = 20
            #expect(app.centre.button.frame == CGRect(x: 187.5 - 32, y: -20, width: 64, height: 64))
        }
    }

    @Test func aTapAboveTheBarOnTheButtonSelectsItsTabAsATapOnTheBarWould() {
        let clock = TestApplication()
        let app = show()
        withExtendedLifetime(app.window) {
            let onButton = pointAboveBar(app, x: 187.5, above: 10)
            #expect(app.window.hitTest(onButton, with: nil) === app.centre.button)
            app.window.sendTap(at: onButton)
            clock.tick(0.5)
            #expect(app.tabs.selectedIndex == 2)
            #expect(app.centre.button.isSelected)
            #expect(app.log.events == ["delegate.shouldSelect(Post)", "delegate.didSelect(Post)"])
            // Beside the button, above the bar, is the page's, not the bar's.
            let beside = pointAboveBar(app, x: 60, above: 10)
            #expect(app.window.hitTest(beside, with: nil)?.isDescendant(of: app.tabs.tabBar) == false)
            // Another tab chosen on the bar: the button is no longer selected.
            app.window.sendTap(at: app.tabs.tabBar.convert(CGPoint(x: 37, y: 25), to: app.window))
            clock.tick(0.5)
            #expect(app.tabs.selectedIndex == 0 && !app.centre.button.isSelected)
        }
    }

    @Test func theDelegateCanRefuse() {
        let clock = TestApplication()
        let app = show()
        withExtendedLifetime(app.window) {
            app.delegate.vetoed = ["Post"]
            app.window.sendTap(at: pointAboveBar(app, x: 187.5, above: 10))
            clock.tick(0.5)
            #expect(app.tabs.selectedIndex == 0 && !app.centre.button.isSelected)
            #expect(app.log.events == ["delegate.shouldSelect(Post)"])
        }
    }

    @Test func anActionRunsAndTheSelectionStays() {
        let clock = TestApplication()
        var runs = 0
        let app = show(role: .performs(UIAction { _ in runs += 1 }))
        withExtendedLifetime(app.window) {
            app.window.sendTap(at: pointAboveBar(app, x: 187.5, above: 5))
            clock.tick(0.5)
            #expect(runs == 1)
            #expect(app.tabs.selectedIndex == 0 && app.log.events.isEmpty)
        }
    }

    @Test func aTabThatIsNotThereSelectsNothing() {
        let clock = TestApplication()
        let app = show(role: .selectsTab(at: 9))
        withExtendedLifetime(app.window) {
            app.window.sendTap(at: pointAboveBar(app, x: 187.5, above: 5))
            clock.tick(0.5)
            #expect(app.tabs.selectedIndex == 0 && app.log.events.isEmpty)
        }
    }

    @Test func itFollowsTheBarWhenItHidesAndTurns() {
        let clock = TestApplication()
        let app = show()
        withExtendedLifetime(app.window) {
            let onButton = pointAboveBar(app, x: 187.5, above: 10)
            app.tabs.tabBar.isHidden = true
            #expect(app.window.hitTest(onButton, with: nil)?.isDescendant(of: app.tabs.tabBar) == false, "hidden with the bar")
            app.tabs.tabBar.isHidden = false
            app.window.resize(to: CGSize(width: 667, height: 375))
            clock.tick(0.5)
            app.window.layoutIfNeeded()
            #expect(app.centre.button.frame == CGRect(x: 333.5 - 28, y: -16, width: 56, height: 56))
            #expect(app.window.hitTest(pointAboveBar(app, x: 333.5, above: 10), with: nil) === app.centre.button)
            app.centre.detach()
            #expect(app.centre.button.superview == nil)
            #expect(app.window.hitTest(pointAboveBar(app, x: 333.5, above: 10), with: nil)?.isDescendant(of: app.tabs.tabBar) == false)
        }
    }
}
