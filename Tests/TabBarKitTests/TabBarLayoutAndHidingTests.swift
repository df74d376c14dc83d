import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Where the bar and the selected content go, and how the bar hides.
@Suite(.freshApplication)
@MainActor
struct TabBarLayoutAndHidingTests {
    @Test func theSelectedViewFillsTheControllerAndItsSafeAreaGrowsByTheBar() {
        let fixture = TabBarFixture()
        let child = fixture.tabs[0]
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(fixture.controller.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
    }

    @Test func anOpaqueBarStopsTheViewAtItsTopUnlessTheChildExtendsUnderOpaqueBars() {
        let fixture = TabBarFixture()
        fixture.controller.tabBar.isTranslucent = false
        fixture.controller.view.setNeedsLayout()
        fixture.controller.view.layoutIfNeeded()
        #expect(fixture.tabs[0].view.frame.height == 618 && fixture.tabs[0].view.safeAreaInsets.bottom == 0)
        fixture.tabs[1].extendedLayoutIncludesOpaqueBars = true
        fixture.controller.selectedIndex = 1
        #expect(fixture.tabs[1].view.frame.height == 667 && fixture.tabs[1].view.safeAreaInsets.bottom == 49)
    }

    @Test func setTabBarHiddenSlidesTheBarOffTheBottomAndBack() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let bar = fixture.controller.tabBar
        fixture.controller.setTabBarHidden(true, animated: true)
        #expect(fixture.controller.isTabBarHidden)
        // The model frame is final at once; the screen shows the slide.
        #expect(bar.frame.minY == 667 && fixture.tabs[0].view.safeAreaInsets.bottom == 0)
        app.tick(0)
        app.tick(UITabBarController.hideShowBarDuration / 2)
        let halfway = bar.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 618 && halfway < 667)
        app.tick(1)
        fixture.controller.isTabBarHidden = false
        #expect(bar.frame.minY == 618 && fixture.tabs[0].view.safeAreaInsets.bottom == 49)
    }

    @Test func hidesBottomBarWhenPushedHidesTheBarUntilThePop() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let nav = UINavigationController(rootViewController: UIViewController())
        fixture.controller.viewControllers = [nav] + fixture.tabs
        fixture.controller.selectedViewController = nav
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        let bar = fixture.controller.tabBar
        #expect(bar.frame.maxX <= 0)
        app.tick(0)
        app.tick(1)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        let next = UIViewController()
        nav.pushViewController(next, animated: false)
        #expect(bar.frame.maxX <= 0)
        nav.popToRootViewController(animated: true)
        app.tick(2)
        app.tick(3)
        #expect(bar.frame.minX == 0 && nav.viewControllers[0].view.safeAreaInsets.bottom == 49)
    }

    @Test func selectingATabWhoseStackHidesTheBarHidesItAndLeavingShowsIt() {
        let fixture = TabBarFixture()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.pushViewController(detail, animated: false)
        fixture.controller.viewControllers = fixture.tabs + [nav]
        fixture.controller.selectedViewController = nav
        #expect(fixture.controller.tabBar.frame.maxX <= 0)
        fixture.controller.selectedIndex = 0
        #expect(fixture.controller.tabBar.frame.minX == 0)
    }

    @Test func rotationLaysOutTheBarAgainAndForwardsTheSize() {
        let fixture = TabBarFixture()
        let start = fixture.log.events.count
        fixture.window.resize(to: CGSize(width: 667, height: 375))
        #expect(
            fixture.events(since: start).filter { $0.contains("viewWillTransition") }
                == ["A.viewWillTransition(to: 667x375)", "B.viewWillTransition(to: 667x375)", "C.viewWillTransition(to: 667x375)"])
        let bar = fixture.controller.tabBar
        #expect(bar.frame == CGRect(x: 0, y: 343, width: 667, height: 32))
        #expect(fixture.tabs[0].view.frame.size == CGSize(width: 667, height: 375))
        #expect(fixture.tabs[0].view.safeAreaInsets.bottom == 32)
    }

    @Test func orientationsComeFromTheDelegateOrElseTheSelectedChild() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class Landscape: NSObject, UITabBarControllerDelegate {
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
                .landscape
            }
        }
        let controller = UITabBarController()
        controller.viewControllers = [PortraitOnly(), UIViewController()]
        #expect(controller.supportedInterfaceOrientations == .portrait)
        let plain = LoggingTabBarDelegate(log: EventLog())
        controller.delegate = plain
        #expect(controller.supportedInterfaceOrientations == .portrait)
        let landscape = Landscape()
        controller.delegate = landscape
        #expect(controller.supportedInterfaceOrientations == .landscape)
    }
}
