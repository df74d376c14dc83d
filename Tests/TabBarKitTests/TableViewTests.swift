import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TableViewTests {
    @Test func indexPathsNameARowInASection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        path.row = 7
        path.section = 2
        #expect(path == IndexPath(row: 7, section: 2))
    }

    @Test func theFirstLayoutAsksForCountsHeightsThenTheVisibleCellsInOrder() {
        let source = ListSource(sections: [["a", "b"], ["c"]])
        source.headers = ["First", nil]
        let log = EventLog()
        source.log = log
        let table = makeTable(source)
        #expect(log.events.isEmpty, "nothing is asked before layout")
        table.layoutIfNeeded()
        #expect(
            log.events == [
                "numberOfSections", "numberOfRows(0)", "numberOfRows(1)",
                "heightForRow(0.0)", "heightForRow(0.1)", "heightForRow(1.0)",
                "cellForRow(0.0)", "willDisplay(0.0)", "cellForRow(0.1)", "willDisplay(0.1)",
                "cellForRow(1.0)", "willDisplay(1.0)",
            ])
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        // A 28 pt plain header above section 0, none above section 1.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 116, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 160))
        #expect(table.subviews.contains { ($0 as? TableSectionTitleView)?.label.text == "First" })
    }

    @Test func rowsAreFoundByPointAndCellsByRow() {
        let source = ListSource(sections: [["a", "b", "c"], ["d", "e"]])
        source.heights = { CGFloat(30 + 10 * $0.row) } // 30, 40, 50 pt
        let table = makeTable(source)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 170, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 250, width: 320, height: 40))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 169)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil, "the table header is not a row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(cell.textLabel?.text == "d")
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: 0, section: 1)))
        #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 1))
        #expect(
            table.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
                IndexPath(row: 1, section: 1),
            ])
    }

    @Test func automaticDimensionIsTheStandardHeight() {
        let source = ListSource(rows: 3)
        source.heights = { $0.row == 1 ? UITableView.automaticDimension : 60 }
        let table = makeTable(source)
        #expect(UITableView(frame: .zero).rowHeight == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 104)
    }

    @Test func scrollToRowPutsItWhereAsked() {
        let source = ListSource(rows: 100) // the table holds its data source weakly
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(51 * 44 - 480))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44 + 22 - 240))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 480), "held inside the content")
        table.layoutIfNeeded()
        #expect(table.visibleCells.last.flatMap { table.indexPath(for: $0) } == IndexPath(row: 99, section: 0))
    }

    @Test func animatedScrollToRowGlidesOnTicks() {
        let app = TestApplication()
        let source = ListSource(rows: 100)
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        app.tick(0.15)
        #expect(abs(table.contentOffset.y - 440) < 0.01)
        app.tick(0.31)
        #expect(table.contentOffset.y == 880)
    }

    @Test func separatorsFollowTheStyleAndInset() {
        let source = ListSource(sections: [["a", "b"]])
        let table = makeTable(source, style: .grouped)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(
            !cells[0].separatorView.isHidden && cells[1].separatorView.isHidden,
            "a grouped section ends without a separator")
        #expect(cells[0].separatorView.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        #expect(cells[0].backgroundColor == .secondarySystemGroupedBackground)
        #expect(table.backgroundColor == .systemGroupedBackground)
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        table.layoutIfNeeded()
        #expect(cells[0].separatorView.frame == CGRect(x: 40, y: 43.5, width: 270, height: 0.5))
        table.separatorStyle = .none
        #expect(cells[0].separatorView.isHidden)
        #expect(makeTable(source).backgroundColor == .systemBackground)
    }

    @Test func reloadRowsReplacesOnlyThoseCells() {
        let source = ListSource(rows: 5)
        let log = EventLog()
        let table = makeTable(source)
        table.layoutIfNeeded()
        let untouched = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections[0][2] = "changed"
        source.log = log
        source.logsHeights = false
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(log.events == ["numberOfSections", "numberOfRows(0)", "didEndDisplaying(0.2)", "cellForRow(0.2)", "willDisplay(0.2)"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "changed")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === untouched)
    }

    @Test func tableHeaderAndFooterViewsFrameTheRows() {
        let source = ListSource(rows: 2)
        let table = makeTable(source)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 138, width: 320, height: 30))
        #expect(table.contentSize.height == 168)
    }
}
