import Foundation
import Testing
import TabBarDemoScenes
@testable import TabBarKit

/// The gallery: every other scene listed with its title and summary; a tap opens one
/// full screen and "◀ Gallery" brings the list back.
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
            let cell = app.list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
            #expect(cell?.textLabel?.text == scene.title && cell?.detailTextLabel?.text == scene.summary)
        }
    }

    @Test func aTapOpensTheSceneAndTheBackButtonReturns() throws {
        let clock = TestClock()
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
}
