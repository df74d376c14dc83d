import Foundation
import TabBarDemoHosting
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The iOS 18 tabs scene: a bar on the iPhone; the page's button asks the demo's host to
/// move the window to the iPad, where the tabs float with a sidebar, and back.
@Suite(.freshApplication)
@MainActor
struct MusicTabsSceneTests {
    private func button(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title, !button.isHidden { return button }
        for subview in view.subviews { if let found = button(titled: title, in: subview) { return found } }
        return nil
    }

    @Test func thePageButtonSwitchesBetweenIPhoneAndIPad() throws {
        try withTemporaryRestorationStore { _ in
            let app = TestApplication()
            app.application.delegate = DemoAppDelegate(scene: .musicTabs, host: DemoWindowHost())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.screen = UIScreen(configuration: .iPhone6)
            let tabs = try #require(DemoScene.musicTabs.makeRootViewController() as? UITabBarController)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            #expect(tabs.tabBar.items?.map(\.title) == ["Listen Now", "Browse", "Radio", "Library", "Search"])
            #expect(!tabs.tabBar.isHidden && !tabs.view.subviews.contains { $0 is FloatingTabBar })

            let toPad = try #require(button(titled: "Show on iPad", in: window))
            window.sendTap(at: toPad.convert(CGPoint(x: toPad.bounds.midX, y: toPad.bounds.midY), to: nil))
            app.advance(1)
            #expect(window.bounds.size == CGSize(width: 1024, height: 1366))
            #expect(window.traitCollection.userInterfaceIdiom == .pad && tabs.traitCollection.horizontalSizeClass == .regular)
            #expect(tabs.tabBar.isHidden)
            let floating = try #require(tabs.view.subviews.compactMap { $0 as? FloatingTabBar }.first)
            #expect(floating.items.map(\.tab.title) == ["Listen Now", "Browse", "Radio", "Library", "Search"])
            #expect(!floating.sidebarButton.isHidden, "the Library group makes a sidebar possible")

            let toPhone = try #require(button(titled: "Show on iPhone", in: window))
            window.sendTap(at: toPhone.convert(CGPoint(x: toPhone.bounds.midX, y: toPhone.bounds.midY), to: nil))
            app.advance(1)
            #expect(window.bounds.size == CGSize(width: 375, height: 667))
            #expect(!tabs.tabBar.isHidden && !tabs.view.subviews.contains { $0 is FloatingTabBar })
            #expect(button(titled: "Show on iPad", in: window) != nil)
        }
    }

    @Test func aLongPressOnASidebarTabShowsItsMenuAndHideHidesIt() throws {
        try withTemporaryRestorationStore { _ in
            let app = TestApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            let tabs = try #require(DemoScene.musicTabs.makeRootViewController() as? UITabBarController)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.sidebar.isHidden = false
            app.advance(1)
            let sidebar = try #require(tabs.view.subviews.compactMap { $0 as? TabSidebarView }.first)
            let radio = try #require(sidebar.rows.first { $0.accessibilityLabel == "Radio" })
            let touch = window.beginTouch(at: radio.convert(CGPoint(x: 80, y: 22), to: nil))
            app.advance(0.6)
            window.endTouch(touch)
            app.advance(0.5)
            let menu = try #require(window.shownMenu)
            #expect(menu.list.rowViews.compactMap(\.accessibilityLabel) == ["Radio", "Open", "Hide"])
            let hide = try #require(menu.list.rowViews.last)
            window.sendTap(at: hide.convert(CGPoint(x: hide.bounds.midX, y: hide.bounds.midY), to: nil))
            app.advance(1)
            #expect(tabs.tab(forIdentifier: "Radio")?.isHidden == true && window.shownMenu == nil)
            #expect(!sidebar.rows.contains { $0.accessibilityLabel == "Radio" })
        }
    }
}
