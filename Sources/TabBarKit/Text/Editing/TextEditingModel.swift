import Foundation

/// The text a field or text view edits: its string, the selection, the marked text of an
/// input method and the undo of each edit (docs/reference/TEXT-INPUT.md). Offsets and
/// ranges count UTF-16 units, as `NSRange` and UIKit's text APIs do; every offset it keeps
/// lies on a character boundary, so an edit never splits an emoji or an accented letter.
@MainActor
final class TextEditingModel {
    private(set) var text: String
    /// The text's length in UTF-16 units.
    private(set) var length: Int
    /// The selection; an empty one is the caret.
    private(set) var selection: NSRange
    /// The input method's text not yet committed, inside `text`.
    private(set) var markedRange: NSRange?
    /// What was selected before marking began, and the text it replaced: committing
    /// records one undoable edit from there.
    private var markingStart: (selection: NSRange, replaced: String)?

    /// The undo manager edits register with (the responder chain's), asked at each edit.
    var undoManager: () -> UndoManager? = { nil }
    /// The last edit's record while typing or deleting may still extend it.
    var openRecord: EditRecord?
    /// The changes since the owner last took them (`takeEdits()`): each range replaced and
    /// the length of what replaced it; nil after the whole text was set.
    private var edits: [(range: NSRange, newLength: Int)]? = []
    /// Whether edits are kept for `takeEdits()` (a text view's model; a field lays out whole).
    var recordsEdits = false
    /// Told when undo or redo changed the text, which the owner did not start.
    var changedByUndo: () -> Void = {}

    init(text: String = "") {
        self.text = text
        length = text.utf16.count
        selection = NSRange(location: length, length: 0)
    }

    // MARK: Reading

    var caret: Int { selection.location + selection.length }
    var selectedText: String { substring(selection) }

    func substring(_ range: NSRange) -> String {
        let range = clamped(range)
        let start = String.Index(utf16Offset: range.location, in: text)
        let end = String.Index(utf16Offset: range.location + range.length, in: text)
        return String(text[start..<end])
    }

    /// `range` pinned inside the text, its ends on character boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let start = boundary(atOrBefore: min(max(range.location, 0), length))
        // NSRange lengths can be huge (NSNotFound) and locations negative: add with care.
        let (sum, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
        let requestedEnd = overflow ? length : sum
        let end = max(start, boundary(atOrAfter: min(max(requestedEnd, 0), length)))
        return NSRange(location: start, length: end - start)
    }

    // MARK: Changing

    /// Replaces the whole text from code: the caret goes to the end, marked text is dropped
    /// and undo forgets this text's edits (their ranges would no longer fit).
    func setText(_ newText: String) {
        text = newText
        length = newText.utf16.count
        selection = NSRange(location: length, length: 0)
        markedRange = nil
        markingStart = nil
        openRecord = nil
        edits = nil
        undoManager()?.removeAllActions(withTarget: self)
    }

    /// The edits made since last asked, in order, or nil when the whole text was replaced;
    /// a text view lays out again only the paragraphs they touched.
    func takeEdits() -> [(range: NSRange, newLength: Int)]? {
        defer { edits = [] }
        return edits
    }

    /// Selects `range` (pinned to the text); ends a run of typing.
    func select(_ range: NSRange) {
        selection = clamped(range)
        openRecord = nil
    }

    /// Replaces `range` with `replacement`, leaving the caret after it, and records the
    /// edit for undo: typing and deleting at the caret extend the last record, as UIKit
    /// undoes a run of typing at once.
    func replace(_ range: NSRange, with replacement: String, as kind: EditRecord.Kind = .other) {
        let range = clamped(range)
        let before = selection
        let replaced = substring(range)
        guard !(replaced.isEmpty && replacement.isEmpty) else { return }
        apply(range, replacement)
        let inserted = NSRange(location: range.location, length: replacement.utf16.count)
        selection = NSRange(location: inserted.location + inserted.length, length: 0)
        guard markedRange == nil, markingStart == nil else { return }
        record(inserted, replaced: replaced, selectionBefore: before, kind: kind)
    }

    /// Undo's and redo's edit: `replacement` in `range`, then `selection`; no record
    /// (the undo manager records the inverse), and the owner is told.
    func replaceForUndo(_ range: NSRange, with replacement: String, selection newSelection: NSRange) {
        markedRange = nil
        markingStart = nil
        apply(clamped(range), replacement)
        selection = clamped(newSelection)
        changedByUndo()
    }

    /// Writes into the string; the one place it changes after init.
    private func apply(_ range: NSRange, _ replacement: String) {
        let start = String.Index(utf16Offset: range.location, in: text)
        let end = String.Index(utf16Offset: range.location + range.length, in: text)
        text.replaceSubrange(start..<end, with: replacement)
        length += replacement.utf16.count - range.length
        if recordsEdits { edits?.append((range, replacement.utf16.count)) }
    }

    // MARK: Marked text

    /// Shows `marked` in place of the marked text (or the selection when none), with the
    /// selection at `selectedRange` inside it; nil or empty removes the marked text.
    func setMarkedText(_ marked: String?, selectedRange: NSRange) {
        let marked = marked ?? ""
        let target = markedRange ?? selection
        if markingStart == nil { markingStart = (selection, substring(selection)) }
        openRecord = nil
        apply(target, marked)
        let count = marked.utf16.count
        if count == 0 {
            // Abandoned: what marking replaced is gone, which is an edit of its own.
            markedRange = nil
            selection = NSRange(location: target.location, length: 0)
            if let start = markingStart, !start.replaced.isEmpty {
                record(
                    NSRange(location: target.location, length: 0), replaced: start.replaced, selectionBefore: start.selection, kind: .other)
            }
            markingStart = nil
            return
        }
        markedRange = NSRange(location: target.location, length: count)
        let inside = NSRange(
            location: min(max(selectedRange.location, 0), count),
            length: max(0, min(selectedRange.length, count - min(max(selectedRange.location, 0), count))))
        selection = clamped(NSRange(location: target.location + inside.location, length: inside.length))
    }

    /// Commits the marked text as typed text; one undoable edit from before marking began.
    func unmarkText() {
        guard let start = markingStart else { return }
        markingStart = nil
        let committed = markedRange ?? NSRange(location: start.selection.location, length: 0)
        markedRange = nil
        selection = NSRange(location: committed.location + committed.length, length: 0)
        guard !(committed.length == 0 && start.replaced.isEmpty) else { return }
        record(committed, replaced: start.replaced, selectionBefore: start.selection, kind: .other)
    }

    // MARK: Boundaries

    /// The character boundary at or before `offset`.
    func boundary(atOrBefore offset: Int) -> Int {
        guard offset > 0, offset < length else { return min(max(offset, 0), length) }
        let index = String.Index(utf16Offset: offset, in: text)
        // Stepping forward from an index rounds it down to its character first.
        return text.index(before: text.index(after: index)).utf16Offset(in: text)
    }

    func boundary(atOrAfter offset: Int) -> Int {
        let down = boundary(atOrBefore: offset)
        return down == offset ? offset : characterEnd(after: down)
    }

    /// The offset one character after `offset` (the end stays the end).
    func characterEnd(after offset: Int) -> Int {
        guard offset < length else { return length }
        let index = String.Index(utf16Offset: boundary(atOrBefore: offset), in: text)
        return text.index(after: index).utf16Offset(in: text)
    }

    /// The offset one character before `offset` (the start stays the start).
    func characterStart(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let index = String.Index(utf16Offset: boundary(atOrAfter: offset), in: text)
        return text.index(before: index).utf16Offset(in: text)
    }
}
