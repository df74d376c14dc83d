import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TableReuseTests {
    /// Scrolls one screen (480 pt) in 60 steps, laying out after each, and returns the
    /// number of cells made meanwhile (including the first screen).
    private func cellsMadeScrollingOneScreen(rows: Int) -> (made: Int, table: UITableView, source: ListSource) {
        let before = CountingCell.made
        let source = ListSource(rows: rows)
        let table = makeTable(source)
        table.layoutIfNeeded()
        for step in 1...60 {
            table.contentOffset.y = min(table.offsetRange.y.upperBound, CGFloat(step) * 8)
            table.layoutIfNeeded()
        }
        return (CountingCell.made - before, table, source)
    }

    @Test func tenThousandRowsMakeAsManyCellsAsTwelve() {
        let large = cellsMadeScrollingOneScreen(rows: 10_000)
        let small = cellsMadeScrollingOneScreen(rows: 12)
        // 480 pt shows 11 or 12 rows of 44 pt at once.
        #expect(large.made <= 13)
        #expect(large.made >= 11)
        #expect(small.made <= large.made)
        #expect(large.source.heightQueries == 10_000, "heights are asked once per reload, not per frame")
        #expect(large.table.visibleCells.count <= 12)
        let cellsInTable = large.table.subviews.filter { $0 is UITableViewCell }
        #expect(cellsInTable.count == large.table.visibleCells.count, "only visible rows have cells")
        let rows = large.table.indexPathsForVisibleRows!.map(\.row)
        #expect(rows.first == 10 && rows.last == 21) // offset 480: rows 10.9 … 21.8
    }

    @Test func dequeueReturnsTheCellsThatScrolledAway() {
        let source = ListSource(rows: 100)
        let log = EventLog()
        let table = makeTable(source)
        table.layoutIfNeeded()
        let first = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        source.log = log
        table.contentOffset.y = 45 // row 0 leaves, row 11 arrives
        table.layoutIfNeeded()
        #expect(log.events == ["didEndDisplaying(0.0)", "cellForRow(0.11)", "willDisplay(0.11)"])
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) === first)
        #expect(first.reuseCount == 1, "prepareForReuse ran before it was handed out")
        #expect(first.textLabel?.text == "Row 11")
    }

    @Test func dequeueWithoutARegistrationLogsAndStillGivesACell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
        let messages = LogCapture.messages(from: "TabBarKit.tables") {
            let cell = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
            #expect(cell.reuseIdentifier == "Nope")
            table.register(UIView.self, forCellReuseIdentifier: "View")
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("no class is registered") == true)
    }

    @Test func reloadDataGivesEveryCellBackAndAsksAgain() {
        let source = ListSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        source.sections = [["x", "y"]]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["x", "y"])
        #expect(table.visibleCells.allSatisfy { cell in cells.contains { $0 === cell } }, "recycled, not new")
    }
}
