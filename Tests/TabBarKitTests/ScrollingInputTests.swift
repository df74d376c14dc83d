import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Scrolling and row selection driven the way a host drives them: through the window.
@Suite(.freshApplication)
@MainActor
struct ScrollingInputTests {
    private func tableInWindow(rows: Int, log: EventLog) -> (UIWindow, UITableView, ListSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = ListSource(rows: rows)
        source.log = log
        source.logsHeights = false
        let table = makeTable(source, frame: window.bounds)
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    @Test func aDragThroughTheWindowScrollsAndAFlingComesToRest() {
        let log = EventLog()
        let app = TestApplication()
        let (window, table, source) = tableInWindow(rows: 200, log: log)
        let start = UIApplication.shared.currentTime
        window.sendTouches(
            .drag(
                from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2,
                steps: 12, startingAt: start))
        let released = table.contentOffset.y
        #expect(released > 250 && released < 320) // followed the finger, less the 10 pt slop
        #expect(table.isDecelerating)
        var time = 0.0
        while table.isDecelerating, time < 10 {
            time += 1.0 / 60
            app.tick(time)
        }
        #expect(!table.isDecelerating)
        #expect(table.contentOffset.y > released)
        #expect(table.contentOffset.y <= table.contentSize.height - table.bounds.height)
        // The drag selected nothing.
        #expect(!log.events.contains { $0.hasPrefix("didSelect") })
        withExtendedLifetime(source) {}
    }

    @Test func aTapThroughTheWindowSelectsTheRowUnderIt() {
        let log = EventLog()
        let (window, table, source) = tableInWindow(rows: 20, log: log)
        window.sendTap(at: CGPoint(x: 160, y: 44 * 3 + 20))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(log.events.filter { $0.contains("Select") } == ["willSelect(0.3)", "didSelect(0.3)"])
        withExtendedLifetime(source) {}
    }
}
