import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Swipe actions on the sidebar's tab rows: a sideways swipe asks the delegate for the
/// actions of the edge it uncovers and reveals them; the row stays open, closes, or performs
/// its first action by how far it went; a tap on an action runs it and closes the row.
@Suite(.freshApplication)
@MainActor
struct SwipeActionsTests {
    @MainActor
    private final class Giver: NSObject, UITabBarController.Sidebar.Delegate {
        var log: [String] = []
        var callsBack = true
        var hides = false
        var fullSwipe = true

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            trailingSwipeActionsConfigurationFor tab: UITab
        ) -> UISwipeActionsConfiguration? {
            log.append("trailing \(tab.title)")
            guard tab.identifier != "Songs" else { return nil }
            let hide = UIContextualAction(style: .destructive, title: "Hide") { [unowned self] action, view, done in
                log.append("\(action.title!) from \(type(of: view))")
                if hides { tab.isHidden = true }
                if callsBack { done(true) }
            }
            let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                log.append("Pin")
                done(false)
            }
            pin.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [hide, pin])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            leadingSwipeActionsConfigurationFor tab: UITab
        ) -> UISwipeActionsConfiguration? {
            log.append("leading \(tab.title)")
            return nil
        }
    }

    @MainActor
    private struct Scene {
        let clock = TestApplication()
        let app: SidebarItemTests.App
        let giver = Giver()

        init() throws {
            app = try SidebarItemTests.App()
            app.controller.sidebar.delegate = giver
            clock.advance(1)
        }

        var sidebar: TabSidebarView {
            get throws { try #require(app.controller.sidebarView) }
        }

        var strip: SwipeActionsView? { (try? sidebar)?.list.subviews.compactMap { $0 as? SwipeActionsView }.first }

        /// Moves a finger across `title`'s row by `dx` (and `dy`) in steps, then lifts it.
        func swipe(_ title: String, by dx: CGFloat, dy: CGFloat = 0) throws {
            let row = try app.row(title)
            let start = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
            let touch = app.window.beginTouch(at: start)
            for step in 1...5 {
                let t = CGFloat(step) / 5
                app.window.moveTouch(touch, to: CGPoint(x: start.x + dx * t, y: start.y + dy * t))
                clock.advance(0.016)
            }
            app.window.endTouch(touch)
            clock.advance(0.5)
        }

        func tap(_ view: UIView) {
            app.window.sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
            clock.advance(0.5)
        }
    }

    @Test func aSwipeRevealsTheTrailingActionsAndATapRunsOneAndCloses() throws {
        let scene = try Scene()
        try scene.swipe("Radio", by: -120)
        #expect(scene.giver.log == ["trailing Radio"])
        let row = try scene.app.row("Radio")
        let strip = try #require(scene.strip)
        #expect(strip.openWidth == 2 * SwipeActionsView.minimumButtonWidth)
        #expect(row.transform.tx == -strip.openWidth, "past half the actions' width, it stands open on them")
        #expect(strip.frame.maxX == row.frame.maxX + strip.openWidth && strip.frame.width == strip.openWidth)
        let hide = strip.buttons[0], pin = strip.buttons[1]
        #expect(hide.frame.maxX == strip.bounds.maxX && pin.frame.minX == 0, "the first action at the trailing edge")
        #expect(hide.backgroundColor == .systemRed && pin.backgroundColor == .systemOrange)
        let selected = scene.app.controller.selectedTab
        scene.tap(hide)
        #expect(scene.giver.log.last == "Hide from UIButton")
        #expect(row.transform == .identity && scene.strip == nil, "the handler called back: the row closes")
        #expect(scene.app.controller.selectedTab === selected)
    }

    @Test func aShortSwipeClosesAFullOnePerformsTheFirstActionAndATapElsewhereCloses() throws {
        let scene = try Scene()
        try scene.swipe("Radio", by: -40)
        #expect(try scene.app.row("Radio").transform == .identity && scene.strip == nil)
        try scene.swipe("Radio", by: -280)
        #expect(scene.giver.log.suffix(2) == ["trailing Radio", "Hide from UIButton"], "a full swipe performs Hide")
        #expect(try scene.app.row("Radio").transform == .identity)
        try scene.swipe("Radio", by: -120)
        let selected = scene.app.controller.selectedTab
        scene.tap(try scene.app.row("Albums"))
        #expect(try scene.app.row("Radio").transform == .identity && scene.strip == nil)
        #expect(scene.app.controller.selectedTab === selected, "the tap only closed the row")
        scene.giver.fullSwipe = false
        try scene.swipe("Radio", by: -280)
        #expect(try scene.app.row("Radio").transform.tx == -scene.strip!.openWidth, "no full swipe: it opens")
    }

    @Test func noActionsNoSwipeAndUpAndDownIsNotASwipe() throws {
        let scene = try Scene()
        try scene.swipe("Radio", by: 120)
        try scene.swipe("Songs", by: -120)
        #expect(scene.giver.log == ["leading Radio", "trailing Songs"])
        #expect(try scene.app.row("Radio").transform == .identity && scene.strip == nil)
        try scene.swipe("Radio", by: -20, dy: 60)
        #expect(scene.giver.log.count == 2, "the delegate is not asked for a vertical move")
        try scene.swipe("Library", by: -120)
        #expect(scene.giver.log.count == 2, "a heading does not swipe")
        scene.app.controller.sidebar.isEditing = true
        scene.app.window.layoutIfNeeded()
        try scene.swipe("Radio", by: -120)
        #expect(scene.giver.log.count == 2, "nor does a row being edited")
    }

    @Test func aHandlerThatHidesItsTabAndNeverCallsBackLeavesNothingBehind() throws {
        let scene = try Scene()
        scene.giver.hides = true
        scene.giver.callsBack = false
        try scene.swipe("Radio", by: -120)
        let strip = try #require(scene.strip)
        scene.tap(strip.buttons[0])
        #expect(!scene.app.rows.contains { $0.accessibilityLabel == "Radio" } && scene.strip == nil)
        try scene.swipe("Albums", by: -120)
        #expect(scene.strip != nil, "the next swipe works")
    }

    @Test func aRowOpenOnItsActions() throws {
        let scene = try Scene()
        try scene.swipe("Radio", by: -120)
        assertSnapshot(of: scene.app.window, named: "sidebar-swipe-actions")
    }

    /// Mail's list: a swipe to the left on a message reveals Delete, which removes it.
    @Test func aTableControllersRowRevealsItsActionsAndDeleteRemovesIt() throws {
        final class Inbox: UITableViewController {
            var messages = ["Lunch?", "Invoice", "Photos"]
            var log: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = messages[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                log.append("select \(messages[indexPath.row])")
            }
            override func tableView(
                _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                log.append("trailing \(messages[indexPath.row])")
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    messages.remove(at: indexPath.row)
                    tableView.reloadData()
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
        }
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let inbox = Inbox(style: .plain)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = inbox.tableView!
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let start = row.convert(CGPoint(x: 300, y: row.bounds.midY), to: nil)
        let touch = window.beginTouch(at: start)
        for step in 1...5 { window.moveTouch(touch, to: CGPoint(x: start.x - CGFloat(step) * 24, y: start.y)) }
        window.endTouch(touch)
        clock.advance(0.5)
        let strip = try #require(table.subviews.compactMap { $0 as? SwipeActionsView }.first)
        #expect(row.transform.tx == -strip.openWidth && inbox.log == ["trailing Invoice"])
        window.sendTap(at: CGPoint(x: 100, y: row.convert(CGPoint(x: 0, y: row.bounds.midY), to: nil).y))
        clock.advance(0.5)
        #expect(row.transform == .identity && !inbox.log.contains { $0.hasPrefix("select") }, "the tap only closed it")
        let again = window.beginTouch(at: start)
        for step in 1...5 { window.moveTouch(again, to: CGPoint(x: start.x - CGFloat(step) * 24, y: start.y)) }
        window.endTouch(again)
        clock.advance(0.5)
        let delete = try #require(table.subviews.compactMap { $0 as? SwipeActionsView }.first?.buttons.first)
        window.sendTap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        clock.advance(0.5)
        #expect(inbox.messages == ["Lunch?", "Photos"])
        #expect(table.subviews.allSatisfy { !($0 is SwipeActionsView) })
        #expect(table.visibleCells.allSatisfy { $0.transform == .identity })
    }
}
