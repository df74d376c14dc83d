import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Rows and sections inserted, deleted and moved after the data source changed, one call at
/// a time or in a batch, checked against the new counts as UIKit checks them.
@Suite(.freshApplication)
@MainActor
struct TableUpdatesTests {
    private func titles(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.compactMap { $0.textLabel?.text }
    }

    @Test func deletedInsertedAndMovedRowsShowTheDataSourcesRows() {
        let source = ListSource(sections: [["a", "b", "c", "d"]])
        let table = makeTable(source)
        #expect(titles(table) == ["a", "b", "c", "d"])
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 3, "the table's count follows at once")
        #expect(titles(table) == ["a", "c", "d"])
        source.sections[0].insert("x", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(titles(table) == ["x", "a", "c", "d"])
        source.sections[0].swapAt(0, 3)
        table.performBatchUpdates {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        }
        #expect(titles(table) == ["d", "a", "c", "x"])
    }

    @Test func theSelectionFollowsItsRowOrGoesWithIt() {
        let source = ListSource(sections: [["a", "b", "c"], ["d"]])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].insert("new", at: 0)
        source.sections[0].remove(at: 3)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.endUpdates()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "b moved down one")
        source.sections.insert(["top"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
        source.sections[1].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 1)], with: .left)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(titles(table) == ["top", "new", "a", "d"])
    }

    @Test func anUpdateThatDisagreesWithTheDataSourceIsLoggedAndReloaded() {
        let source = ListSource(sections: [["a", "b", "c"]])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].removeAll { $0 != "c" }
        let messages = LogCapture.messages(from: "TabBarKit.tables") {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
            ) == true)
        #expect(titles(table) == ["c"] && table.indexPathForSelectedRow == nil, "reloaded, nothing lost or crashed")
        source.sections.append(["z"])
        let sectionMessages = LogCapture.messages(from: "TabBarKit.tables") {
            table.reloadSections(IndexSet(integer: 0), with: .none)
            table.endUpdates()
        }
        #expect(sectionMessages.count == 2 && sectionMessages[0].contains("invalid number of sections"))
        #expect(sectionMessages[1].contains("endUpdates() without beginUpdates()"))
        #expect(table.numberOfSections == 2)
    }
}
