import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Random updates of a table's rows and sections, each applied to the data and announced to
/// the table as UIKit code announces it (deletions in the numbering before the batch,
/// insertions in the numbering after), now and then one announced wrongly. After every
/// batch the table shows exactly the data, and its selection is the row it was on, or none
/// if that row went or the update was wrong.
@Suite(.freshApplication)
@MainActor
struct TableUpdatesRandomTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomBatchesKeepTheTableAndItsSelectionTrue(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var next = 0
        func fresh() -> String {
            next += 1
            return "r\(next)"
        }
        let source = ListSource(sections: (0..<3).map { _ in (0..<4).map { _ in fresh() } })
        source.logsHeights = false
        let table = makeTable(source, frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
        table.layoutIfNeeded()
        var selected: String?
        var wrong = 0
        for step in 0..<300 {
            var sections = source.sections
            let announce: (UITableView) -> Void
            var announcedWrongly = false
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where sections.count < 6:
                let at = Int.random(in: 0...sections.count, using: &random)
                sections.insert((0..<Int.random(in: 0..<4, using: &random)).map { _ in fresh() }, at: at)
                announce = { $0.insertSections(IndexSet(integer: at), with: .automatic) }
            case 1 where sections.count > 1:
                let at = Int.random(in: 0..<sections.count, using: &random)
                sections.remove(at: at)
                announce = { $0.deleteSections(IndexSet(integer: at), with: .automatic) }
            case 2:
                let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
                guard let from = nonEmpty.randomElement(using: &random) else { continue }
                let fromRow = Int.random(in: 0..<sections[from].count, using: &random)
                let moved = sections[from].remove(at: fromRow)
                let to = Int.random(in: 0..<sections.count, using: &random)
                let toRow = Int.random(in: 0...sections[to].count, using: &random)
                sections[to].insert(moved, at: toRow)
                announce = {
                    $0.moveRow(at: IndexPath(row: fromRow, section: from), to: IndexPath(row: toRow, section: to))
                }
            default:
                // Deletions in the old numbering, then insertions in the new, in one batch.
                var deleted: [IndexPath] = []
                for section in sections.indices {
                    for row in sections[section].indices.reversed() where Int.random(in: 0..<5, using: &random) == 0 {
                        sections[section].remove(at: row)
                        deleted.append(IndexPath(row: row, section: section))
                    }
                }
                var inserted: [IndexPath] = []
                for _ in 0..<Int.random(in: 0..<4, using: &random) {
                    let section = Int.random(in: 0..<sections.count, using: &random)
                    let row = Int.random(in: 0...sections[section].count, using: &random)
                    // Rows inserted earlier in the batch below this one move down.
                    inserted = inserted.map { $0.section == section && $0.row >= row ? IndexPath(row: $0.row + 1, section: section) : $0 }
                    sections[section].insert(fresh(), at: row)
                    inserted.append(IndexPath(row: row, section: section))
                }
                announcedWrongly = Int.random(in: 0..<12, using: &random) == 0 && !deleted.isEmpty
                let announcedDeletions = announcedWrongly ? Array(deleted.dropFirst()) : deleted
                announce = { table in
                    table.performBatchUpdates {
                        table.deleteRows(at: announcedDeletions, with: .fade)
                        table.insertRows(at: inserted, with: .fade)
                    }
                }
            }
            source.sections = sections
            let messages = LogCapture.messages(from: "TabBarKit.tables") { announce(table) }
            if announcedWrongly {
                wrong += 1
                #expect(messages.count == 1 && messages[0].contains("Invalid update"), "step \(step)")
                selected = nil
            } else {
                #expect(messages.isEmpty, "step \(step): \(messages)")
            }
            let all = sections.flatMap { $0 }
            if let shown = selected, !all.contains(shown) { selected = nil }
            // The table's counts and rows are the data's, before and after a layout.
            #expect(table.numberOfSections == sections.count, "step \(step)")
            for (index, rows) in sections.enumerated() {
                #expect(table.numberOfRows(inSection: index) == rows.count, "step \(step), section \(index)")
            }
            table.layoutIfNeeded()
            #expect(table.visibleCells.compactMap { $0.textLabel?.text } == all, "step \(step)")
            let selectedText = table.indexPathForSelectedRow.map { sections[$0.section][$0.row] }
            #expect(selectedText == selected, "step \(step)")
            // Now and then the selection moves to another row.
            if Int.random(in: 0..<4, using: &random) == 0, let section = sections.indices.randomElement(using: &random),
                !sections[section].isEmpty
            {
                let row = Int.random(in: 0..<sections[section].count, using: &random)
                table.selectRow(at: IndexPath(row: row, section: section), animated: false, scrollPosition: .none)
                selected = sections[section][row]
            }
        }
        #expect(wrong > 0, "some updates were announced wrongly")
    }
}
