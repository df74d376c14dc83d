import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The Auto Layout scene: built only from constraints, it lays out again when the phone
/// turns.
@Suite(.freshApplication)
@MainActor
struct LayoutSceneTests {
    @Test func turningThePhoneSolvesTheProfileAgain() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let tabs = try #require(DemoScene.layout.makeRootViewController() as? UITabBarController)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let page = try #require(tabs.selectedViewController?.view)
        let views = page.subviews
        let picture = views[0], counts = views[3], follow = views[4]
        #expect(picture.frame.size == CGSize(width: 96, height: 96) && picture.frame.midX == 187.5)
        #expect(counts.frame.minX == 16 && counts.frame.maxX == CGFloat(359))
        #expect(follow.frame.width >= 160 && follow.frame.midX == 187.5)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })

        window.resize(to: CGSize(width: 667, height: 375))
        window.layoutIfNeeded()
        #expect(picture.frame.midX == 333.5)
        #expect(counts.frame.maxX == CGFloat(651))
        #expect(follow.frame.midX == 333.5)
        // The paragraph would run under the tab bar in compact height: it is left out.
        #expect(views[5].isHidden)
        assertSnapshot(of: window, named: "scene-layout-landscape")
    }

    @Test func theSettingsTabIsStacksInTheSafeArea() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let tabs = try #require(DemoScene.layout.makeRootViewController() as? UITabBarController)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        let page = try #require(tabs.selectedViewController?.view)
        let group = try #require(page.subviews.last as? UIStackView)
        #expect(group.arrangedSubviews.count == 4)
        #expect(group.frame.minX == 16 && group.frame.width == CGFloat(343))
        #expect(group.frame.height == CGFloat(4 * 44 + 8))
        assertSnapshot(of: window, named: "scene-layout-settings")
    }
}
