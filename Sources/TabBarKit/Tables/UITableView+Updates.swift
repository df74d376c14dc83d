import Foundation

// Rows and sections inserted, deleted and moved after the data source changed. Each call,
// or each batch between beginUpdates() and endUpdates() (performBatchUpdates), is checked
// against the data source's new counts as UIKit checks it: where they disagree (UIKit raises
// an exception) the error is logged with UIKit's wording and the table reloads everything.
// Rows take their new places at once: the row animations are not drawn.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// The sections' rows are read again; their counts may change.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { update in
            update.deletedSections.formUnion(sections)
            update.insertedSections.formUnion(sections)
        }
    }

    public func beginUpdates() {
        beginBatch()
    }

    public func endUpdates() {
        guard batchUpdate != nil else {
            Log.tables.warning("endUpdates() without beginUpdates(); nothing to end")
            return
        }
        endBatch()
    }

    /// Runs `updates` as one batch; `completion` hears `true` once the rows are in place
    /// (at once: they are not animated).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    private func beginBatch() {
        if batchUpdate == nil {
            // The counts before the batch are the ones the table shows.
            loadRowDataIfNeeded()
            batchUpdate = TableBatchUpdate()
        }
        batchUpdate?.depth += 1
    }

    private func update(_ change: (inout TableBatchUpdate) -> Void) {
        beginBatch()
        change(&batchUpdate!)
        endBatch()
    }

    private func endBatch() {
        guard var batch = batchUpdate else { return }
        batch.depth -= 1
        guard batch.depth == 0 else {
            batchUpdate = batch
            return
        }
        batchUpdate = nil
        let before = geometry.sections.map(\.rowCount)
        let after = dataSourceRowCounts()
        let problems = batch.problems(before: before, after: after)
        for problem in problems { Log.tables.error("Invalid update: \(problem); reloading everything") }
        selectedRow =
            problems.isEmpty
            ? selectedRow.flatMap { batch.newIndexPath(of: $0, oldCount: before.count, newCount: after.count) } : nil
        invalidateRows()
        // The new counts are the table's from now on, as in UIKit, which reads them during
        // the update: a later update is checked against them, not against a data source
        // that may have changed again before the next layout.
        loadRowDataIfNeeded()
    }
}
