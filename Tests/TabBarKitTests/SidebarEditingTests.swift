import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Editing iPad's tab sidebar: the user hides and shows the tabs that allow it and drags a
/// reorderable group's children into a new order; the delegate hears each step, and the
/// choices are kept under `customizationIdentifier`.
@Suite(.freshApplication)
@MainActor
struct SidebarEditingTests {
    /// A: may be hidden; B: may not; Library: a group the user may reorder, whose
    /// Favourites may also be hidden.
    @MainActor
    private struct Fixture {
        let window: UIWindow
        let controller: UITabBarController
        let log = EventLog()
        let delegate: LoggingTabBarDelegate
        let group: UITabGroup

        init(
            identifier: String? = nil, hiding: Bool = true, reordering: Bool = true, height: CGFloat = 1366, app: TestApplication
        ) throws {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: height))
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            let a = Self.tab("A"), b = Self.tab("B")
            a.allowsHiding = hiding
            group = UITabGroup(
                title: "Library", image: nil, identifier: "library",
                children: [Self.tab("Favourites"), Self.tab("Recent"), Self.tab("Artists")])
            group.allowsReordering = reordering
            group.children[0].allowsHiding = hiding
            controller = UITabBarController()
            controller.customizationIdentifier = identifier
            controller.tabs = [a, b, group]
            delegate = LoggingTabBarDelegate(log: log)
            controller.delegate = delegate
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.sidebar.isHidden = false
            app.advance(1)
        }

        static func tab(_ title: String) -> UITab {
            UITab(title: title, image: UIImage(systemName: "star"), identifier: title) { _ in UIViewController() }
        }

        var sidebar: TabSidebarView {
            get throws { try #require(controller.view.subviews.compactMap { $0 as? TabSidebarView }.first) }
        }

        func row(_ title: String) throws -> TabSidebarRow {
            try #require(try sidebar.rows.first { $0.tab.title == title })
        }

        func tap(_ view: UIView) {
            window.sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        }

        var listed: [String] {
            get throws { try sidebar.rows.map(\.tab.title) }
        }

        var delegateCalls: [String] { log.events.filter { $0.hasPrefix("delegate") } }
    }

    @Test func editingHidesAndShowsTheTabsThatAllowIt() throws {
        let app = TestApplication()
        let fixture = try Fixture(app: app)
        let editButton = try fixture.sidebar.editButton
        #expect(!editButton.isHidden && editButton.title(for: .normal) == "Edit")
        fixture.tap(editButton)
        #expect(fixture.controller.sidebar.isEditing && editButton.title(for: .normal) == "Done")
        #expect(try fixture.row("A").accessibilityValue == "Shown" && fixture.row("B").accessibilityValue == nil)

        fixture.tap(try fixture.row("A"))
        #expect(fixture.controller.tabs[0].isHidden)
        #expect(!fixture.controller.tabs[0].hasVisiblePlacement)
        // Still listed while editing, to be shown again; a tab that may not be hidden is not.
        #expect(try fixture.listed == ["A", "B", "Library", "Favourites", "Recent", "Artists"])
        #expect(try fixture.row("A").accessibilityValue == "Hidden")
        fixture.tap(try fixture.row("B"))
        #expect(!fixture.controller.tabs[1].isHidden)
        fixture.tap(try fixture.row("Favourites"))
        fixture.tap(try fixture.row("A"))
        fixture.tap(editButton)
        #expect(!fixture.controller.sidebar.isEditing && editButton.title(for: .normal) == "Edit")
        #expect(
            fixture.delegateCalls == [
                "delegate.willBeginEditing", "delegate.visibilityDidChange(A hidden)",
                "delegate.visibilityDidChange(Favourites hidden)", "delegate.visibilityDidChange(A shown)",
                "delegate.didEndEditing",
            ])
        // Out of editing, the hidden child is not listed, and rows select again.
        #expect(try fixture.listed == ["A", "B", "Library", "Recent", "Artists"])
        fixture.tap(try fixture.row("Recent"))
        #expect(fixture.controller.selectedTab === fixture.group.children[1])
    }

    /// Drags `title`'s grip down by `rows` rows (up when negative) and lets go.
    private func drag(_ title: String, by rows: CGFloat, in fixture: Fixture) throws {
        let row = try fixture.row(title)
        let grip = row.grip.convert(CGPoint(x: row.grip.bounds.midX, y: row.grip.bounds.midY), to: nil)
        let touch = fixture.window.beginTouch(at: grip)
        for step in 1...4 {
            fixture.window.moveTouch(touch, to: CGPoint(x: grip.x, y: grip.y + rows * TabSidebarRow.height * CGFloat(step) / 4))
        }
        fixture.window.endTouch(touch, at: CGPoint(x: grip.x, y: grip.y + rows * TabSidebarRow.height))
    }

    @Test func draggingAGripReordersTheGroup() throws {
        let app = TestApplication()
        let fixture = try Fixture(app: app)
        #expect(try fixture.row("Recent").grip.isHidden, "no grips outside editing")
        fixture.tap(try fixture.sidebar.editButton)
        #expect(try !fixture.row("Recent").grip.isHidden && fixture.row("A").grip.isHidden)
        try drag("Favourites", by: 2, in: fixture)
        #expect(fixture.group.displayOrderIdentifiers == ["Recent", "Artists", "Favourites"])
        #expect(try fixture.listed == ["A", "B", "Library", "Recent", "Artists", "Favourites"])
        // Up by one, and a drag past the group's end stops at its last place.
        try drag("Favourites", by: -1, in: fixture)
        try drag("Recent", by: 9, in: fixture)
        #expect(fixture.group.displayOrderIdentifiers == ["Favourites", "Artists", "Recent"])
        // A drop where the row started changes nothing.
        try drag("Artists", by: 0.2, in: fixture)
        #expect(
            fixture.delegateCalls == [
                "delegate.willBeginEditing", "delegate.displayOrderDidChange(library: Recent,Artists,Favourites)",
                "delegate.displayOrderDidChange(library: Recent,Favourites,Artists)",
                "delegate.displayOrderDidChange(library: Favourites,Artists,Recent)",
            ])
        // Rows keep their places after each drop, 2 points apart while editing.
        let rows = try fixture.sidebar.rows
        #expect(zip(rows, rows.dropFirst()).allSatisfy { abs($1.frame.minY - $0.frame.maxY - 2) < 0.01 })
        // Under a footnote that says what can be done; it goes with editing, and the gaps too.
        let footnote = try fixture.sidebar.editingFootnote
        #expect(footnote.superview != nil && footnote.frame.maxY < rows[0].frame.minY)
        #expect(try fixture.sidebar.accessibilityElements?.contains { ($0 as? UILabel) === footnote } == true)
        fixture.tap(try fixture.sidebar.editButton)
        let after = try fixture.sidebar.rows
        #expect(footnote.superview == nil)
        #expect(zip(after, after.dropFirst()).allSatisfy { abs($1.frame.minY - $0.frame.maxY) < 0.01 })
    }

    @Test func aHiddenChildKeepsItsPlaceWhenTheOthersMove() throws {
        let app = TestApplication()
        let fixture = try Fixture(app: app)
        fixture.group.children[0].allowsHiding = false
        fixture.group.children[0].isHidden = true
        fixture.tap(try fixture.sidebar.editButton)
        #expect(try fixture.listed == ["A", "B", "Library", "Recent", "Artists"])
        try drag("Artists", by: -1, in: fixture)
        #expect(fixture.group.displayOrderIdentifiers == ["Favourites", "Artists", "Recent"])
    }

    @Test func theEditButtonIsThereOnlyWhenSomethingCanChange() throws {
        let app = TestApplication()
        let fixture = try Fixture(hiding: false, reordering: false, app: app)
        let editButton = try fixture.sidebar.editButton
        #expect(editButton.isHidden)
        #expect(try !fixture.sidebar.accessibilityElements!.contains { $0 as AnyObject === editButton })
        fixture.controller.beginSidebarEditing()
        #expect(!fixture.controller.sidebar.isEditing && fixture.delegateCalls.isEmpty)
        fixture.group.allowsReordering = true
        fixture.controller.showSidebarContent()
        #expect(!editButton.isHidden)
    }

    @Test func hidingTheSidebarEndsTheEditing() throws {
        let app = TestApplication()
        let fixture = try Fixture(app: app)
        fixture.tap(try fixture.sidebar.editButton)
        fixture.controller.sidebar.isHidden = true
        app.advance(1)
        #expect(!fixture.controller.sidebar.isEditing)
        #expect(fixture.delegateCalls == ["delegate.willBeginEditing", "delegate.didEndEditing"])
        fixture.controller.sidebar.isHidden = false
        app.advance(1)
        #expect(try fixture.sidebar.editButton.title(for: .normal) == "Edit")
    }

    @Test func theChoicesComeBackForTheSameIdentifier() throws {
        try withTemporaryRestorationStore { _ in
            let app = TestApplication()
            let fixture = try Fixture(identifier: "music", app: app)
            fixture.tap(try fixture.sidebar.editButton)
            fixture.tap(try fixture.row("A"))
            try drag("Artists", by: -2, in: fixture)
            fixture.tap(try fixture.sidebar.editButton)

            // The next launch builds new tabs: the saved choices become theirs.
            let next = try Fixture(identifier: "music", app: app)
            #expect(next.controller.tabs.map(\.isHidden) == [true, false, false])
            #expect(next.group.displayOrder.map(\.identifier) == ["Artists", "Favourites", "Recent"])
            #expect(try next.listed == ["B", "Library", "Artists", "Favourites", "Recent"])
            // Another identifier keeps its own.
            let other = try Fixture(identifier: "video", app: app)
            #expect(!other.controller.tabs[0].isHidden && other.group.displayOrderIdentifiers.isEmpty)
            // Setting the identifier after the tabs applies them too.
            other.controller.customizationIdentifier = "music"
            #expect(other.controller.tabs[0].isHidden && other.group.displayOrderIdentifiers == ["Artists", "Favourites", "Recent"])
        }
    }

    /// A tab hidden by default stays so until the user shows it; that choice is kept.
    @Test func aTabHiddenByDefaultShowsOnceTheUserShowsIt() throws {
        try withTemporaryRestorationStore { _ in
            let app = TestApplication()
            @MainActor func launch() throws -> Fixture {
                let fixture = try Fixture(identifier: "defaults", app: app)
                let extra = Fixture.tab("Extra")
                extra.allowsHiding = true
                extra.isHiddenByDefault = true
                #expect(extra.isHidden)
                fixture.controller.tabs += [extra]
                return fixture
            }
            let first = try launch()
            #expect(try first.listed == ["A", "B", "Library", "Favourites", "Recent", "Artists"])
            first.tap(try first.sidebar.editButton)
            first.tap(try first.row("Extra"))
            #expect(first.controller.tabs[3].hasVisiblePlacement)
            let second = try launch()
            #expect(!second.controller.tabs[3].isHidden)
        }
    }

    /// Editing: A hidden (an empty circle, dimmed), the group's children with grips.
    @Test func theSidebarWhileEditing() throws {
        let app = TestApplication()
        let fixture = try Fixture(height: 480, app: app)
        fixture.tap(try fixture.sidebar.editButton)
        fixture.tap(try fixture.row("A"))
        assertSnapshot(of: fixture.window, named: "sidebar-editing")
    }
}
