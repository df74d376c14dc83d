import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A sidebar with more rows than it can show scrolls: a finger drags its list, a tap on a
/// row scrolled into sight selects that row's tab, `scrollToTarget(_:animated:)` brings a
/// tab, the header or the footer into sight, and keyboard focus keeps its row in sight.
@Suite(.freshApplication)
@MainActor
struct SidebarScrollingTests {
    @MainActor
    private struct App {
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 480))
        let controller: UITabBarController
        let tabs = (1...30).map { number in
            UITab(title: "Playlist \(number)", image: UIImage(systemName: "star"), identifier: "p\(number)") { _ in
                UIViewController()
            }
        }

        init() throws {
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            controller = UITabBarController(tabs: tabs)
            controller.mode = .tabSidebar
            var footer = UIListContentConfiguration.plainFooter()
            footer.text = "30 playlists"
            controller.sidebar.footerContentConfiguration = footer
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.sidebar.isHidden = false
            clock.advance(1)
        }

        var sidebar: TabSidebarView {
            get throws { try #require(controller.sidebarView) }
        }

        /// Whether `view` shows whole inside the list's visible part.
        func isInSight(_ view: UIView) throws -> Bool {
            let list = try sidebar.list
            return list.bounds.contains(view.frame)
        }

        func row(_ title: String) throws -> TabSidebarRow {
            try #require(try sidebar.rows.first { $0.accessibilityLabel == title })
        }
    }

    @Test func aLongListScrollsUnderTheBarAndATapSelectsTheRowThere() throws {
        let app = try App()
        let list = try app.sidebar.list
        #expect(list.frame.minY == 24 + TabSidebarView.barHeight, "under the bar of controls")
        #expect(list.frame.maxY == 480)
        #expect(list.contentSize.height > list.bounds.height)
        let shownFirst = try app.sidebar.rows.filter { try app.isInSight($0) }
        #expect(shownFirst.first?.accessibilityLabel == "Playlist 1" && shownFirst.count == 9)
        // A finger drags the list up.
        let start = CGPoint(x: 160, y: 400)
        let touch = app.window.beginTouch(at: start)
        for step in 1...10 {
            app.window.moveTouch(touch, to: CGPoint(x: 160, y: 400 - CGFloat(step) * 30))
            app.clock.advance(0.016)
        }
        app.window.endTouch(touch)
        app.clock.advance(3)
        #expect(list.contentOffset.y > 250)
        #expect(app.controller.selectedTab === app.tabs[0], "a drag selects nothing")
        // A row that was out of sight, now in the middle of the list, takes a tap.
        let row = try #require(
            try app.sidebar.rows.first { try app.isInSight($0) && $0.frame.minY > list.bounds.midY })
        #expect(!shownFirst.contains { $0 === row })
        app.window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        #expect(app.controller.selectedTab === row.tab)
        // A tap while the list still glides after a flick only stops it.
        let flick = app.window.beginTouch(at: CGPoint(x: 160, y: 150))
        for step in 1...3 {
            app.window.moveTouch(flick, to: CGPoint(x: 160, y: 150 + CGFloat(step) * 40))
            app.clock.advance(0.016)
        }
        app.window.endTouch(flick)
        app.clock.advance(0.05)
        let gliding = list.contentOffset.y
        app.window.sendTap(at: CGPoint(x: 160, y: 300))
        app.clock.advance(0.5)
        #expect(app.controller.selectedTab === row.tab, "the tap selected nothing")
        #expect(abs(list.contentOffset.y - gliding) < 20, "and the list stopped")
    }

    @Test func scrollToTargetBringsATabTheFooterAndTheHeaderIntoSight() throws {
        let app = try App()
        let sidebar = try app.sidebar
        app.controller.sidebar.scrollToTarget(.tab(app.tabs[25]), animated: false)
        #expect(try app.isInSight(app.row("Playlist 26")))
        #expect(try !app.isInSight(app.row("Playlist 1")))
        app.clock.advance(1)
        assertSnapshot(of: app.window, named: "sidebar-scrolled")
        app.controller.sidebar.scrollToTarget(.footer, animated: true)
        app.clock.advance(1)
        let footer = try #require(sidebar.footer)
        #expect(try app.isInSight(footer))
        let offset = sidebar.list.contentOffset
        // No header, or a tab the sidebar does not list: nothing moves.
        app.controller.sidebar.scrollToTarget(.header, animated: false)
        app.controller.sidebar.scrollToTarget(.tab(UITab(title: "Elsewhere", image: nil, identifier: "x")), animated: false)
        #expect(sidebar.list.contentOffset == offset)
        var header = UIListContentConfiguration.plainHeader()
        header.text = "Library"
        app.controller.sidebar.headerContentConfiguration = header
        app.controller.sidebar.scrollToTarget(.header, animated: false)
        #expect(try app.isInSight(try #require(sidebar.header)))
    }

    @Test func keyboardFocusKeepsItsRowInSight() throws {
        let app = try App()
        let sidebar = try app.sidebar
        sidebar.focus(try app.row("Playlist 30"))
        #expect(try app.isInSight(app.row("Playlist 30")))
        sidebar.focus(try app.row("Playlist 2"))
        #expect(try app.isInSight(app.row("Playlist 2")))
    }
}
