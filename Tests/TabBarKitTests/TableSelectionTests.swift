import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TableSelectionTests {
    private func tap(_ table: UITableView, row: Int, time: TimeInterval) {
        let finger = Finger(on: table)
        let point = CGPoint(x: 100, y: CGFloat(row) * 44 + 20 - table.contentOffset.y)
        finger.down(at: point, time: time)
        finger.up(at: point, time: time + 0.1)
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let source = ListSource(rows: 20)
        let log = EventLog()
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.log = log
        let finger = Finger(on: table)
        finger.down(at: CGPoint(x: 100, y: 2 * 44 + 10), time: 0)
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(cell.subviews.contains { $0.backgroundColor == .systemGray4 }, "the grey selection background shows")
        finger.up(at: CGPoint(x: 101, y: 2 * 44 + 12), time: 0.1)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        tap(table, row: 5, time: 1)
        #expect(
            log.events == [
                "shouldHighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)",
                "shouldHighlight(0.5)", "willSelect(0.5)", "willDeselect(0.2)", "didDeselect(0.2)", "didSelect(0.5)",
            ])
        #expect(!cell.isSelected)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
    }

    @Test func draggingCancelsTheHighlightAndSelectsNothing() {
        let source = ListSource(rows: 50)
        let log = EventLog()
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.log = log
        let finger = Finger(on: table)
        finger.down(at: CGPoint(x: 100, y: 100), time: 0)
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted)
        finger.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 40), steps: 4, startingAt: 0)
        #expect(table.isDragging && !cell.isHighlighted)
        finger.up(at: CGPoint(x: 100, y: 40), time: 1)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!log.events.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let source = ListSource(rows: 10)
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.redirectSelection = { $0.row == 1 ? nil : IndexPath(row: 0, section: 0) }
        tap(table, row: 1, time: 0)
        #expect(table.indexPathForSelectedRow == nil)
        tap(table, row: 3, time: 1)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func programmaticSelectionTellsNoDelegateAndSurvivesReuse() {
        let source = ListSource(rows: 100)
        let log = EventLog()
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.log = log
        source.logsHeights = false
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1, "a recycled cell forgets its old selection")
        table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!log.events.contains { $0.contains("elect") })
    }

    @Test func aTapThatStopsAFlingSelectsNothing() {
        let app = TestApplication()
        let source = ListSource(rows: 200)
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.beginTracking(nil, at: .zero, time: 0)
        table.beginDragging(at: .zero, time: 0)
        table.endTracking(at: .zero, time: 0, velocity: CGPoint(x: 0, y: -1500))
        app.tick(0.2)
        #expect(table.isDecelerating)
        tap(table, row: Int((table.contentOffset.y + 100) / 44), time: 0.2)
        #expect(!table.isDecelerating && table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        tap(table, row: Int((table.contentOffset.y + 100) / 44), time: 0.5)
        #expect(table.indexPathForSelectedRow != nil, "the next tap selects")
    }

    @Test func noSelectionWhenNotAllowed() {
        let source = ListSource(rows: 10)
        let table = makeTable(source)
        table.allowsSelection = false
        table.layoutIfNeeded()
        tap(table, row: 1, time: 0)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
