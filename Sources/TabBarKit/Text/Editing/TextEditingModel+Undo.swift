import Foundation

/// One undoable edit: the range it left in the text, the text that range replaced, and
/// the selection before it. Undoing puts the replaced text back and records the inverse,
/// which is the redo. A record stays open while typing (or deleting) continues at the caret,
/// and grows instead of registering anew.
@MainActor
final class EditRecord {
    enum Kind { case typing, deleting, other }

    var range: NSRange
    var replaced: String
    let selectionBefore: NSRange
    let kind: Kind

    init(range: NSRange, replaced: String, selectionBefore: NSRange, kind: Kind) {
        self.range = range
        self.replaced = replaced
        self.selectionBefore = selectionBefore
        self.kind = kind
    }
}

extension TextEditingModel {
    /// Records the edit that left `range` where `replaced` was, extending the open record
    /// when it continues it.
    func record(_ range: NSRange, replaced: String, selectionBefore: NSRange, kind: EditRecord.Kind) {
        if let open = openRecord, open.kind == kind, extend(open, with: range, replaced: replaced) { return }
        let record = EditRecord(range: range, replaced: replaced, selectionBefore: selectionBefore, kind: kind)
        openRecord = kind == .other ? nil : record
        guard let undoManager = undoManager() else { return }
        undoManager.registerUndo(withTarget: self) { model in model.revert(record) }
        undoManager.setActionName(kind == .typing ? "Typing" : kind == .deleting ? "Delete" : "Change")
    }

    /// Typing right after the typed run, or deleting right before the deleted point.
    private func extend(_ open: EditRecord, with range: NSRange, replaced: String) -> Bool {
        switch open.kind {
        case .typing where replaced.isEmpty && range.location == open.range.location + open.range.length:
            open.range.length += range.length
            return true
        case .deleting where range.length == 0 && range.location + replaced.utf16.count == open.range.location:
            open.range.location = range.location
            open.replaced = replaced + open.replaced
            return true
        default:
            return false
        }
    }

    /// Puts back what `record` replaced, and records the inverse for redo.
    func revert(_ record: EditRecord) {
        openRecord = nil
        let current = substring(record.range)
        let inverse = EditRecord(
            range: NSRange(location: record.range.location, length: record.replaced.utf16.count),
            replaced: current, selectionBefore: selection, kind: .other)
        replaceForUndo(record.range, with: record.replaced, selection: record.selectionBefore)
        undoManager()?.registerUndo(withTarget: self) { model in model.revert(inverse) }
    }
}
