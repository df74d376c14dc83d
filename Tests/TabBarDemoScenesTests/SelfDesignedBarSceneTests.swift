import Foundation
import TabBarDemoScenes
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The self-designed bar scene: its pill bar hides, and it comes back on its tab.
@Suite(.freshApplication)
@MainActor
struct SelfDesignedBarSceneTests {
    @Test func theSceneHidesItsPillBar() throws {
        let app = TestApplication()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.screen = UIScreen.main
        let controller = try #require(DemoScene.selfDesignedBar.makeRootViewController() as? SelfDesignedTabBarController)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // A tap on the third pill selects Settings.
        window.sendTap(at: CGPoint(x: 300, y: 667 - 32))
        #expect(controller.selectedIndex == 2)
        assertSnapshot(of: window, named: "scene-designed-settings")
        controller.select(0)
        controller.setTabBarVisible(false, animated: true)
        app.tick(1)
        assertSnapshot(of: window, named: "scene-designed-hidden")
    }

    @Test func theSceneComesBackOnItsTabAfterARestart() throws {
        try withTemporaryRestorationStore { application in
            let first = DemoAppDelegate(scene: .selfDesignedBar)
            #expect(application.relaunch(delegate: first))
            let controller = try #require(first.window?.rootViewController as? SelfDesignedTabBarController)
            first.window?.sendKey(.keyboard3, modifierFlags: .control)
            #expect(controller.selectedIndex == 2)
            application.quit()

            let second = DemoAppDelegate(scene: .selfDesignedBar)
            #expect(application.relaunch(delegate: second))
            let restored = try #require(second.window?.rootViewController as? SelfDesignedTabBarController)
            #expect(restored.selectedIndex == 2)
            #expect(restored.selectedViewController?.view.window != nil)
            application.quit()
        }
    }
}
