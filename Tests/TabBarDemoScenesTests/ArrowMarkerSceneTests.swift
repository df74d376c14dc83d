import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The arrow-marker scene: old UIKit code that adds an image view in `viewDidAppear` and
/// slides it in the `tabBar(_:didSelect:)` override with a legacy animation block.
@Suite(.freshApplication)
@MainActor
struct ArrowMarkerSceneTests {
    private func showScene() throws -> (UIWindow, UITabBarController, UIImageView) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.screen = UIScreen.main
        let tabs = try #require(DemoScene.arrowMarker.makeRootViewController() as? UITabBarController)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let arrow = try #require(tabs.view.subviews.last as? UIImageView, "the arrow is added when the bar appears")
        return (window, tabs, arrow)
    }

    @Test func theArrowSitsOnTheBarAboveTheFirstItem() throws {
        let (_, tabs, arrow) = try showScene()
        let bar = tabs.tabBar.frame
        let slot = bar.width / 4
        #expect(arrow.frame.size == CGSize(width: 18, height: 9))
        #expect(arrow.frame.midX == (slot / 2).rounded(.toNearestOrEven))
        #expect(arrow.frame.maxY == bar.minY, "its bottom on the bar's top edge")
    }

    @Test func selectingSlidesTheArrowOverThreeTenthsOfASecond() throws {
        let app = TestApplication()
        let (window, tabs, arrow) = try showScene()
        let bar = tabs.tabBar
        window.sendTap(at: bar.convert(CGPoint(x: bar.bounds.width * 5 / 8, y: 20), to: window))
        #expect(tabs.selectedIndex == 2)
        // The third slot starts at 2 × 93.75 = 187.5, which lrint rounds to even: 188.
        #expect(arrow.transform.tx == 188, "the model takes the end at once")
        func shown() -> CGFloat { arrow.layer.presentation()?.affineTransform().tx ?? arrow.transform.tx }
        #expect(shown() == 0)
        app.tick(0.15)
        let eased = 188 * UnitBezier(0.42, 0, 0.58, 1).value(at: 0.5)
        #expect(abs(shown() - eased) < 0.01, "half-way in time, eased in and out")
        app.tick(0.3)
        #expect(shown() == 188 && arrow.layer.animationKeys() == nil)
        assertSnapshot(of: window, named: "scene-marker-third-tab")
    }

    @Test func aSecondSelectionMidSlideStartsFromTheModelsEnd() throws {
        let app = TestApplication()
        let (window, tabs, arrow) = try showScene()
        let bar = tabs.tabBar
        window.sendTap(at: bar.convert(CGPoint(x: bar.bounds.width * 7 / 8, y: 20), to: window))
        app.tick(0.1)
        window.sendTap(at: bar.convert(CGPoint(x: bar.bounds.width * 3 / 8, y: 20), to: window))
        #expect(arrow.transform.tx == 94, "lrint(93.75)")
        app.tick(0.5)
        #expect(arrow.layer.presentation().map { $0.affineTransform().tx } ?? arrow.transform.tx == 94)
    }
}
