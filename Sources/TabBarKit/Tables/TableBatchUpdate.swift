import Foundation

/// The changes announced in one batch of table updates (`beginUpdates()` to `endUpdates()`,
/// or one `insertRows`/`deleteRows`/… call on its own): rows and sections deleted (in the
/// numbering before the batch), inserted (in the numbering after) and moved.
struct TableBatchUpdate {
    var depth = 0
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()

    /// Where each section before the batch is after it (nil: deleted): the survivors keep
    /// their order and take the new indices that no inserted section holds.
    func newSections(oldCount: Int, newCount: Int) -> [Int?] {
        var free = (0..<newCount).filter { !insertedSections.contains($0) }.makeIterator()
        return (0..<oldCount).map { deletedSections.contains($0) ? nil : free.next() }
    }

    /// The problems UIKit would raise for this batch, given the row counts before it and
    /// the counts the data source reports after it; empty when they agree.
    func problems(before: [Int], after: [Int]) -> [String] {
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        guard after.count == expectedSections else {
            return [
                "invalid number of sections. The number of sections contained in the table view after the update "
                    + "(\(after.count)) must be equal to the number of sections contained in the table view before the "
                    + "update (\(before.count)), plus or minus the number of sections inserted or deleted "
                    + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
            ]
        }
        var problems: [String] = []
        for (old, new) in newSections(oldCount: before.count, newCount: after.count).enumerated() {
            guard let new else { continue }
            let deleted = deletedRows.count { $0.section == old } + movedRows.count { $0.from.section == old }
            let inserted = insertedRows.count { $0.section == new } + movedRows.count { $0.to.section == new }
            guard after[new] != before[old] - deleted + inserted else { continue }
            problems.append(
                "invalid number of rows in section \(new). The number of rows contained in an existing section after the "
                    + "update (\(after[new])) must be equal to the number of rows contained in that section before the "
                    + "update (\(before[old])), plus or minus the number of rows inserted or deleted from that section "
                    + "(\(inserted) inserted, \(deleted) deleted)")
        }
        return problems
    }

    /// Where the row at `indexPath` before the batch is after it; nil if it went.
    func newIndexPath(of indexPath: IndexPath, oldCount: Int, newCount: Int) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
        guard !deletedRows.contains(indexPath),
            let section = newSections(oldCount: oldCount, newCount: newCount)[indexPath.section]
        else { return nil }
        let gone = Set(deletedRows.filter { $0.section == indexPath.section }.map(\.row))
            .union(movedRows.filter { $0.from.section == indexPath.section }.map(\.from.row))
        var row = indexPath.row - gone.count { $0 < indexPath.row }
        let arrived = (insertedRows + movedRows.map(\.to)).filter { $0.section == section }.map(\.row)
        for arrival in arrived.sorted() where arrival <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
