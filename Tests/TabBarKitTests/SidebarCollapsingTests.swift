import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A group's section in iPad's sidebar collapses to its heading when the user taps the
/// heading, and expands again; the heading's outline disclosure turns with it, the delegate
/// hears the rows come and go, and the collapsed sections are remembered under
/// `customizationIdentifier`.
@Suite(.freshApplication)
@MainActor
struct SidebarCollapsingTests {
    @MainActor
    private final class DisplayLog: NSObject, UITabBarController.Sidebar.Delegate {
        var events: [String] = []
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab
        ) { events.append("show \(tab.title)") }
        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab
        ) { events.append("end \(tab.title)") }
    }

    /// Listen Now, then the group Library (Favourites, Recent) with its action New Playlist.
    @MainActor
    private struct App {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        let controller = UITabBarController()
        let log = DisplayLog()

        init(identifier: String? = nil, clock: TestApplication) throws {
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            func tab(_ title: String) -> UITab {
                UITab(title: title, image: UIImage(systemName: "star"), identifier: title) { _ in UIViewController() }
            }
            let library = UITabGroup(
                title: "Library", image: nil, identifier: "library", children: [tab("Favourites"), tab("Recent")])
            library.sidebarActions = [UIAction(title: "New Playlist") { _ in }]
            controller.customizationIdentifier = identifier
            controller.tabs = [tab("Listen Now"), library]
            controller.sidebar.delegate = log
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.sidebar.isHidden = false
            clock.advance(1)
        }

        var sidebar: TabSidebarView {
            get throws { try #require(controller.sidebarView) }
        }

        var listed: [String] {
            get throws { try sidebar.rows.map { $0.action?.title ?? $0.tab.title } }
        }

        func heading() throws -> TabSidebarRow {
            try #require(try sidebar.rows.first { $0.isHeading })
        }

        /// The symbol the heading's outline disclosure shows.
        func disclosure() throws -> String? {
            let row = try heading()
            return row.subviews.compactMap { $0 as? UIImageView }.filter { $0 !== row.icon }.last?.image?.symbol?.name
        }

        func tapHeading() throws {
            let row = try heading()
            window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        }
    }

    @Test func tappingAHeadingCollapsesItsSectionAndTappingAgainExpandsIt() throws {
        let clock = TestApplication()
        let app = try App(clock: clock)
        let selected = app.controller.selectedTab
        #expect(try app.listed == ["Listen Now", "Library", "Favourites", "Recent", "New Playlist"])
        #expect(try app.heading().item.configurationState.isExpanded)
        #expect(try app.disclosure() == "chevron.down")
        app.log.events = []
        try app.tapHeading()
        #expect(try app.listed == ["Listen Now", "Library"])
        #expect(app.log.events == ["end Favourites", "end Recent"], "the delegate hears the rows go")
        #expect(try !app.heading().item.configurationState.isExpanded)
        #expect(try app.disclosure() == "chevron.right")
        #expect(app.controller.selectedTab === selected, "a heading selects nothing")
        #expect(app.controller.sidebar.collapsedGroups == ["library"])
        try app.tapHeading()
        #expect(try app.listed == ["Listen Now", "Library", "Favourites", "Recent", "New Playlist"])
        #expect(app.log.events.suffix(2) == ["show Favourites", "show Recent"])
    }

    @Test func collapsedSectionsAreRememberedUnderTheCustomizationIdentifier() throws {
        try withTemporaryRestorationStore { _ in
            let clock = TestApplication()
            let first = try App(identifier: "music", clock: clock)
            try first.tapHeading()
            #expect(TabCustomization.load("music", of: .shared)?.collapsed == ["library"])
            let second = try App(identifier: "music", clock: clock)
            #expect(try second.listed == ["Listen Now", "Library"], "a new launch starts collapsed")
            try second.tapHeading()
            #expect(TabCustomization.load("music", of: .shared)?.collapsed == [])
            let third = try App(identifier: "music", clock: clock)
            #expect(try third.listed.count == 5)
            let other = try App(identifier: "other", clock: clock)
            #expect(try other.listed.count == 5, "another identifier has its own")
        }
    }

    @Test func theCollapsedGroupsRoundTripAndAWrongEntryIsAClearFault() throws {
        let saved = TabCustomization(order: ["T1"], collapsed: ["library", "playlists"])
        #expect(try TabCustomization.decode(saved.encoded().get()).get() == saved)
        let wrong = try StateFileFormat.encode(
            .dictionary(["order": .array([.string("T1")]), "collapsed": .string("library")]), as: .tabOrder
        ).get()
        #expect("\(TabCustomization.decode(wrong))".contains(#""collapsed" is a string, not an array"#))
        let numbers = try StateFileFormat.encode(
            .dictionary(["order": .array([.string("T1")]), "collapsed": .array([.integer(1)])]), as: .tabOrder
        ).get()
        #expect("\(TabCustomization.decode(numbers))".contains(#""collapsed" holds"#))
    }
}
