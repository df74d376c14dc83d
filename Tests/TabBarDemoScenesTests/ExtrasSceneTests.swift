import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The extras scene: a standard tab bar controller with the selection marker, the centre
/// button and swipes, as an app would put them together.
@Suite(.freshApplication)
@MainActor
struct ExtrasSceneTests {
    private func showScene() throws -> (UIWindow, UITabBarController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.screen = UIScreen.main
        window.drawsStatusBar = true
        let tabs = try #require(DemoScene.extras.makeRootViewController() as? UITabBarController)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    @Test func theButtonSelectsThePostTabAndTheMarkerFollowsASwipe() throws {
        let clock = TestApplication()
        // The opening picture is DemoSceneTests' golden "scene-extras".
        let (window, tabs) = try showScene()
        let bar = tabs.tabBar
        // On the button, 8 points above the bar.
        window.sendTap(at: bar.convert(CGPoint(x: bar.bounds.midX, y: -8), to: window))
        clock.advance(1.5)
        #expect(tabs.selectedIndex == 2)
        assertSnapshot(of: window, named: "scene-extras-post")
        // A swipe to the left brings Inbox in; the marker slides under it.
        let touch = window.beginTouch(at: CGPoint(x: 300, y: 300), timestamp: UIApplication.shared.currentTime)
        for step in 1...10 {
            clock.advance(1.0 / 60)
            window.moveTouch(touch, to: CGPoint(x: 300 - 25 * CGFloat(step), y: 300), timestamp: UIApplication.shared.currentTime)
            // Seven steps in, Inbox has come 175 points in from the right and Post gone as far.
            if step == 7 { assertSnapshot(of: window, named: "scene-extras-swiping") }
        }
        clock.advance(0.2)
        window.endTouch(touch, timestamp: UIApplication.shared.currentTime)
        clock.advance(1.5)
        #expect(tabs.selectedIndex == 3)
        let marker = try #require(bar.subviews.first { $0.backgroundColor == .systemRed })
        #expect(marker.frame.midX == bar.buttons[3].frame.midX)
        withExtendedLifetime(window) {}
    }
}
