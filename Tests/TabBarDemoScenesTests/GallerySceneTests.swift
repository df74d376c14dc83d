import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The gallery: every other scene listed with its title and summary; a tap opens one
/// full screen and "◀ Gallery" brings the list back.
@Suite(.freshApplication)
@MainActor
struct GallerySceneTests {
    private func gallery() -> (window: UIWindow, navigation: UINavigationController, list: GalleryViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.drawsStatusBar = true
        let navigation = DemoScene.gallery.makeRootViewController() as! UINavigationController
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, navigation.topViewController as! GalleryViewController)
    }

    @Test func theListShowsEverySceneButItselfWithTitleAndSummary() {
        let app = gallery()
        let others = DemoScene.all.filter { $0.name != "gallery" }
        #expect(app.list.scenes.map(\.name) == others.map(\.name))
        app.window.layoutIfNeeded()
        for (row, scene) in others.enumerated() {
            // Rows below the screen are scrolled to first: only visible rows have cells.
            app.list.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
            app.list.tableView.layoutIfNeeded()
            let cell = app.list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
            #expect(cell?.textLabel?.text == scene.title && cell?.detailTextLabel?.text == scene.summary)
        }
    }

    @Test func aTapOpensTheSceneAndTheBackButtonReturns() throws {
        let clock = TestApplication()
        let app = gallery()
        app.window.layoutIfNeeded()
        #expect(app.window.wantedStatusBar != nil)
        let cell = try #require(app.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        app.window.sendTap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window))
        clock.tick(0.1)
        clock.tick(0.5)
        let opened = try #require(app.navigation.presentedViewController as? SceneContainerViewController)
        #expect(opened.scene.name == "clock")
        #expect(opened.sceneRoot is UITabBarController && opened.sceneRoot.view.frame == app.window.bounds)
        // The way back takes the status bar's strip: the bar is not drawn under it.
        #expect(app.window.wantedStatusBar == nil)
        assertSnapshot(of: app.window, named: "scene-gallery-opened-clock")

        let back = opened.backButton
        app.window.sendTap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: app.window))
        clock.tick(0.6)
        clock.tick(1.0)
        #expect(app.navigation.presentedViewController == nil)
        #expect(app.window.wantedStatusBar != nil)
        #expect(app.list.tableView.indexPathForSelectedRow == nil)
    }

    /// Opens the scene in `row` with a tap, as a person would, and lets the presentation end.
    private func open(
        row: Int, in app: (window: UIWindow, navigation: UINavigationController, list: GalleryViewController),
        clock: TestApplication
    ) throws -> SceneContainerViewController {
        app.window.layoutIfNeeded()
        let cell = try #require(app.list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        app.window.sendTap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window))
        clock.tick(0.1)
        clock.tick(0.5)
        return try #require(app.navigation.presentedViewController as? SceneContainerViewController)
    }

    // Scenes opened from the gallery behave as when they run alone.

    @Test func theKeysReachTheTabBarControllerOfAnOpenedScene() throws {
        let clock = TestApplication()
        let app = gallery()
        let opened = try open(row: 0, in: app, clock: clock)
        let tabs = try #require(opened.sceneRoot as? UITabBarController)
        for (key, index) in [(UIKeyboardHIDUsage.keyboard3, 2), (.keyboard5, 4)] {
            let press = app.window.beginPress(key, modifierFlags: .control)
            app.window.endPress(press)
            clock.tick(0.5)
            #expect(tabs.selectedIndex == index)
        }
        // Tab puts the focus on the selected item, Left moves it back one, Space selects.
        for key in [UIKeyboardHIDUsage.keyboardTab, .keyboardLeftArrow, .keyboardSpacebar] {
            app.window.endPress(app.window.beginPress(key))
        }
        clock.tick(0.5)
        #expect(tabs.selectedIndex == 3)
    }

    @Test func aRotationResizesTheOpenedSceneWithTheWindow() throws {
        let clock = TestApplication()
        let app = gallery()
        let opened = try open(row: 0, in: app, clock: clock)
        let tabs = try #require(opened.sceneRoot as? UITabBarController)
        app.window.resize(to: CGSize(width: 667, height: 375))
        clock.tick(0.5)
        app.window.layoutIfNeeded()
        #expect(opened.view.convert(opened.view.bounds, to: app.window) == app.window.bounds)
        #expect(tabs.view.convert(tabs.view.bounds, to: app.window) == app.window.bounds)
        #expect(
            tabs.tabBar.convert(tabs.tabBar.bounds, to: app.window) == CGRect(x: 0, y: 375 - 32, width: 667, height: 32),
            "the compact landscape bar along the window's bottom")
        assertSnapshot(of: app.window, named: "scene-gallery-opened-landscape")
    }

    @Test func theOpenSceneAndItsStateSurviveARestart() throws {
        try withTemporaryRestorationStore { application in
            let first = DemoAppDelegate(scene: .gallery)
            #expect(application.relaunch(delegate: first))
            let window = try #require(first.window)
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? GalleryViewController)
            let clock = TestApplication()
            let opened = try open(row: 2, in: (window, navigation, list), clock: clock)
            #expect(opened.scene.name == "more")
            let tabs = try #require(opened.sceneRoot as? UITabBarController)
            tabs.viewControllers = tabs.viewControllers?.reversed()
            tabs.selectedIndex = 2
            let order = tabs.viewControllers?.map { $0.tabBarItem.title ?? "" }
            application.quit()

            let second = DemoAppDelegate(scene: .gallery)
            #expect(application.relaunch(delegate: second))
            let root = try #require(second.window?.rootViewController)
            let reopened = try #require(root.presentedViewController as? SceneContainerViewController)
            #expect(reopened.scene.name == "more")
            let restored = try #require(reopened.sceneRoot as? UITabBarController)
            #expect(restored.viewControllers?.map { $0.tabBarItem.title ?? "" } == order)
            #expect(restored.selectedIndex == 2)
            application.quit()

            // Closed again, the gallery starts as a list.
            let third = DemoAppDelegate(scene: .gallery)
            #expect(application.relaunch(delegate: third))
            let thirdRoot = try #require(third.window?.rootViewController)
            thirdRoot.presentedViewController?.dismiss(animated: false)
            application.quit()
            let fourth = DemoAppDelegate(scene: .gallery)
            #expect(application.relaunch(delegate: fourth))
            #expect(fourth.window?.rootViewController?.presentedViewController == nil)
            application.quit()
        }
    }
}
