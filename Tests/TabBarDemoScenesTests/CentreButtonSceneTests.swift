import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The centre-button scene: a bar of the app's own class installed with
/// `setValue(_:forKey: "tabBar")`, outlined by shape layers from its `draw(_:)`, with a
/// round button placed by anchors 10 pt out of the bar and reached there through the
/// bar's `point(inside:with:)`.
@Suite(.freshApplication)
@MainActor
struct CentreButtonSceneTests {
    private let green = UIColor(red: 102 / 255, green: 166 / 255, blue: 54 / 255, alpha: 1)
    private let red = UIColor(red: 254 / 255, green: 116 / 255, blue: 96 / 255, alpha: 1)

    private func showScene() throws -> (UIWindow, UITabBarController, UIButton) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.screen = UIScreen.main
        let tabs = try #require(DemoScene.centreButton.makeRootViewController() as? UITabBarController)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let button = try #require(tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.layer.cornerRadius == 21 })
        return (window, tabs, button)
    }

    @Test func theBarIsTheAppsOwnOutlinedByShapeLayersUnderItsSubviews() throws {
        let (window, tabs, _) = try showScene()
        #expect(String(describing: type(of: tabs.tabBar)) == "CustomTabBar")
        // draw(_:) runs when the bar is first drawn, as in UIKit.
        _ = ViewRenderer(rootView: window, scale: 2).render()
        let sublayers = try #require(tabs.tabBar.layer.sublayers)
        let outline = try #require(sublayers[0] as? CAShapeLayer), bulge = try #require(sublayers[1] as? CAShapeLayer)
        #expect(outline.path?.boundingBox == tabs.tabBar.bounds)
        #expect(bulge.path.map { abs($0.boundingBox.minY - (12 - 27)) < 0.01 } == true, "the half circle rises 27 pt above y = 12")
        #expect(sublayers[2...].allSatisfy { $0.delegate is UIView }, "both go under every subview")
    }

    @Test func theButtonStandsTenPointsOutOfTheBarInItsMiddle() throws {
        let (window, tabs, button) = try showScene()
        let bar = tabs.tabBar.frame
        let frame = button.convert(button.bounds, to: window)
        #expect(frame == CGRect(x: bar.midX - 21, y: bar.minY - 10, width: 42, height: 42))
    }

    @Test func aTapAboveTheBarOnTheButtonSelectsTheMiddleTabAndTurnsItGreen() throws {
        let (window, tabs, button) = try showScene()
        let bar = tabs.tabBar.frame
        window.sendTap(at: CGPoint(x: bar.midX, y: bar.minY - 5))
        #expect(tabs.selectedIndex == 1)
        #expect(button.backgroundColor == green)
        // Another tab by its item: the delegate override turns the button red again.
        window.sendTap(at: CGPoint(x: bar.maxX - 40, y: bar.minY + 20))
        #expect(tabs.selectedIndex == 2)
        #expect(button.backgroundColor == red)
        window.sendTap(at: CGPoint(x: bar.midX + 10, y: bar.minY + 20))
        #expect(tabs.selectedIndex == 1 && button.backgroundColor == green)
        assertSnapshot(of: window, named: "scene-button-selected")
    }

    @Test func aTapAboveTheBarBesideTheButtonStaysWithThePage() throws {
        let (window, tabs, button) = try showScene()
        let bar = tabs.tabBar.frame
        window.sendTap(at: CGPoint(x: bar.midX - 30, y: bar.minY - 5))
        #expect(tabs.selectedIndex == 0 && button.backgroundColor == red)
    }
}
