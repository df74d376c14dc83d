import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The Postbox scene: tabs presented full screen over a home screen, every tab but Account
/// closed until the user signs in, the inbox's badge from its count, a tab that removes
/// itself, and the orientations the delegate and the tabs allow.
@Suite(.freshApplication)
@MainActor
struct PostboxSceneTests {
    @MainActor final class App {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let clock = TestApplication()

        init() {
            window.screen = UIScreen.main
            window.drawsStatusBar = true
            window.rootViewController = DemoScene.postbox.makeRootViewController()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        var tabs: UITabBarController? { window.rootViewController?.presentedViewController as? UITabBarController }
        var selectedTitle: String? { tabs?.selectedViewController?.title }

        func wait(_ seconds: TimeInterval = 1) {
            clock.advance(seconds)
        }

        /// Taps the middle of the button titled `title` on screen, as a finger would.
        func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let button = Self.button(titled: title, in: window) else {
                Issue.record("no button \(title) on screen", sourceLocation: sourceLocation)
                return
            }
            window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            wait(0.6)
        }

        func tapTab(_ title: String) {
            guard let bar = tabs?.tabBar, let index = bar.items?.firstIndex(where: { $0.title == title }) else {
                Issue.record("no tab \(title)")
                return
            }
            window.sendTap(at: bar.convert(bar.buttons[index].center, to: window))
            wait(0.1)
        }

        private static func button(titled title: String, in view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.title(for: .normal) == title, button.window != nil { return button }
            return view.subviews.lazy.compactMap { button(titled: title, in: $0) }.first
        }
    }

    @Test func openingPresentsTheTabsFullScreenOnTheAccountTab() throws {
        let app = App()
        assertSnapshot(of: app.window, named: "scene-postbox-home")
        app.tap("Open Postbox")
        let tabs = try #require(app.tabs)
        #expect(tabs.modalPresentationStyle == .fullScreen && tabs.presentingViewController === app.window.rootViewController)
        #expect(tabs.view.frame == app.window.bounds)
        #expect(app.window.rootViewController?.viewIfLoaded?.window == nil, "full screen takes the home screen away")
        #expect(app.selectedTitle == "Account")
        assertSnapshot(of: app.window, named: "scene-postbox-signed-out")

        app.tap("Close Postbox")
        #expect(app.tabs == nil && app.window.rootViewController?.viewIfLoaded?.window != nil)
    }

    @Test func untilTheUserSignsInOnlyTheAccountTabOpens() {
        let app = App()
        app.tap("Open Postbox")
        for title in ["Inbox", "Sent", "Tips"] {
            app.tapTab(title)
            #expect(app.selectedTitle == "Account", "\(title) is closed")
        }
        app.tap("Sign in")
        app.tapTab("Inbox")
        #expect(app.selectedTitle == "Inbox")
        assertSnapshot(of: app.window, named: "scene-postbox-inbox")
        app.tapTab("Account")
        app.tap("Sign out")
        app.tapTab("Sent")
        #expect(app.selectedTitle == "Account")
    }

    @Test func theInboxBadgeIsItsUnreadCount() throws {
        let app = App()
        app.tap("Open Postbox")
        let inbox = try #require(app.tabs?.viewControllers?.first)
        #expect(inbox.tabBarItem.badgeValue == "3")
        app.tap("Sign in")
        app.tapTab("Inbox")
        app.tap("Mark all as read")
        #expect(inbox.tabBarItem.badgeValue == nil)
        #expect(app.tabs?.tabBar.buttons.first?.badgeView.isHidden == true)
    }

    @Test func theTipsTabRemovesItselfOnceRead() throws {
        let app = App()
        app.tap("Open Postbox")
        app.tap("Sign in")
        app.tapTab("Tips")
        #expect(app.selectedTitle == "Tips")
        app.tap("Got it")
        let tabs = try #require(app.tabs)
        #expect(tabs.viewControllers?.map(\.title) == ["Inbox", "Sent", "Account"])
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Sent", "Account"])
        #expect(tabs.selectedViewController?.view.window != nil)
    }

    @Test func theDelegateKeepsItUprightUntilSignInThenTheTabsDecide() throws {
        let app = App()
        let portrait = app.window.bounds.size, landscape = CGSize(width: portrait.height, height: portrait.width)
        app.tap("Open Postbox")
        #expect(!app.window.resize(to: landscape), "signed out, Postbox stays upright")
        #expect(app.window.bounds.size == portrait)
        app.tap("Sign in")
        #expect(!app.window.resize(to: landscape), "the account form is upright")
        app.tapTab("Inbox")
        #expect(app.window.resize(to: landscape))
        app.wait()
        let tabs = try #require(app.tabs)
        #expect(tabs.view.frame.size == landscape && tabs.tabBar.frame.maxY == landscape.height)
        #expect(app.window.resize(to: portrait))
    }
}
