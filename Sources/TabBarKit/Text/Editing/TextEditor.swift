import Foundation

/// What a text input view tells its editor and answers it: text fields and text views.
@MainActor
protocol TextEditorHost: AnyObject {
    /// Whether Return and pasted line breaks make new lines (a text view) or not (a field).
    var editorIsMultiline: Bool { get }
    /// Whether the text may be copied out (not from a secure field).
    var editorAllowsCopying: Bool { get }
    /// Whether the text runs right to left, so that the left arrow moves forward.
    var editorIsRightToLeft: Bool { get }
    /// Asked before a user's edit; false refuses it (the delegate's answer).
    func editorShouldReplace(_ range: NSRange, with text: String) -> Bool
    /// The text changed (the user's edit, undo or redo).
    func editorDidChangeText()
    /// The selection changed without the text changing.
    func editorDidChangeSelection()
    /// Return in a single-line input.
    func editorDidReturn()
    /// The offset a line above or below `offset`, or nil past the first or last line.
    func editorOffset(from offset: Int, movingLines lines: Int) -> Int?
    /// The start and end of the line `offset` is on.
    func editorLineBounds(at offset: Int) -> (start: Int, end: Int)
    var editorUndoManager: UndoManager? { get }
    var editorPasteboard: UIPasteboard { get }
}

/// Edits a text input's model as the user does: typing, deleting, moving and extending
/// the selection, copy, cut, paste, undo and redo (docs/reference/TEXT-INPUT.md, "Editing").
/// Each user edit is first offered to the host (its delegate); an edit the delegate made
/// itself while asked wins over the one asked about.
@MainActor
final class TextEditor {
    let model: TextEditingModel
    unowned let host: TextEditorHost
    /// The end of an extended selection that stays put (the other end moves).
    private var anchor: Int?

    init(model: TextEditingModel, host: TextEditorHost) {
        self.model = model
        self.host = host
        model.undoManager = { [unowned host] in host.editorUndoManager }
        model.changedByUndo = { [unowned host] in host.editorDidChangeText() }
    }

    // MARK: Edits

    /// Replaces `range` with `text` if the host agrees; whether it did.
    @discardableResult
    func userReplace(_ range: NSRange, with text: String, as kind: EditRecord.Kind = .other) -> Bool {
        // An edit during a composition commits the composition first.
        if model.markedRange != nil { unmark() }
        let range = model.clamped(range)
        let before = model.text
        guard host.editorShouldReplace(range, with: text) else { return false }
        guard model.text == before else {
            Log.text.error("the delegate changed the text while asked to change it; its text stays and the edit asked about is dropped")
            return false
        }
        model.replace(range, with: text, as: kind)
        anchor = nil
        host.editorDidChangeText()
        return true
    }

    /// Typed or committed text, in place of the marked text or the selection.
    func insert(_ text: String) {
        if !host.editorIsMultiline, text == "\n" || text == "\r" {
            if model.markedRange != nil { unmark() }
            host.editorDidReturn()
            return
        }
        let text = host.editorIsMultiline ? text : Self.singleLine(text)
        if model.markedRange != nil {
            // The input method commits over its marked text.
            model.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
            userReplace(model.selection, with: text, as: .typing)
            return
        }
        userReplace(model.selection, with: text, as: model.selection.length == 0 ? .typing : .other)
    }

    /// A field takes pasted lines as one: line breaks become spaces.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    func deleteBackward(by unit: MoveUnit = .character) {
        if model.markedRange != nil { model.setMarkedText(nil, selectedRange: NSRange()); host.editorDidChangeText(); return }
        let selection = model.selection
        if selection.length > 0 { userReplace(selection, with: "", as: .other); return }
        let start: Int
        switch unit {
        case .character: start = model.characterStart(before: selection.location)
        case .word: start = model.wordStart(before: selection.location)
        case .line: start = host.editorLineBounds(at: selection.location).start
        }
        guard start < selection.location else { return }
        userReplace(NSRange(location: start, length: selection.location - start), with: "", as: .deleting)
    }

    func deleteForward(by unit: MoveUnit = .character) {
        let selection = model.selection
        if selection.length > 0 { userReplace(selection, with: "", as: .other); return }
        let end: Int
        switch unit {
        case .character: end = model.characterEnd(after: selection.location)
        case .word: end = model.wordEnd(after: selection.location)
        case .line: end = host.editorLineBounds(at: selection.location).end
        }
        guard end > selection.location else { return }
        userReplace(NSRange(location: selection.location, length: end - selection.location), with: "", as: .other)
    }

    // MARK: Marked text

    func setMarkedText(_ text: String?, selectedRange: NSRange) {
        // Ending a composition that is not there (input methods do) changes nothing.
        if text?.isEmpty ?? true, model.markedRange == nil { return }
        model.setMarkedText(text.map { host.editorIsMultiline ? $0 : Self.singleLine($0) }, selectedRange: selectedRange)
        anchor = nil
        host.editorDidChangeText()
    }

    func unmark() {
        guard model.markedRange != nil else { return }
        model.unmarkText()
        host.editorDidChangeSelection()
    }

    // MARK: Selection

    enum MoveUnit { case character, word, line }

    /// Selects `range` as the user does (a click, a drag), ending any marked text.
    func select(_ range: NSRange, anchor newAnchor: Int? = nil) {
        unmark()
        let old = model.selection
        model.select(range)
        anchor = newAnchor
        if model.selection != old { host.editorDidChangeSelection() }
    }

    /// Moves the caret to `offset`, or with `extending` moves the selection's free end there.
    func move(to offset: Int, extending: Bool) {
        let offset = min(max(offset, 0), model.length)
        guard extending else {
            select(NSRange(location: offset, length: 0))
            return
        }
        let fixed =
            anchor ?? (offset < model.selection.location ? model.selection.location + model.selection.length : model.selection.location)
        let range = NSRange(location: min(fixed, offset), length: abs(offset - fixed))
        select(range, anchor: fixed)
    }

    /// The end of the selection that moves when it is extended.
    var movingEnd: Int {
        let selection = model.selection
        guard let anchor else { return selection.location + selection.length }
        return anchor == selection.location ? selection.location + selection.length : selection.location
    }

    func moveHorizontally(forward: Bool, by unit: MoveUnit, extending: Bool) {
        let selection = model.selection
        // Without Shift, a selection collapses to the end moved toward.
        if !extending, selection.length > 0, unit == .character {
            move(to: forward ? selection.location + selection.length : selection.location, extending: false)
            return
        }
        let from = extending ? movingEnd : (forward ? selection.location + selection.length : selection.location)
        let to: Int
        switch unit {
        case .character: to = forward ? model.characterEnd(after: from) : model.characterStart(before: from)
        case .word: to = forward ? model.wordEnd(after: from) : model.wordStart(before: from)
        case .line:
            let line = host.editorLineBounds(at: from)
            to = forward ? line.end : line.start
        }
        move(to: to, extending: extending)
    }

    func moveVertically(down: Bool, extending: Bool) {
        let from = extending ? movingEnd : (down ? model.caret : model.selection.location)
        let to = host.editorOffset(from: from, movingLines: down ? 1 : -1) ?? (down ? model.length : 0)
        move(to: to, extending: extending)
    }

    func moveToDocumentEnd(_ end: Bool, extending: Bool) {
        move(to: end ? model.length : 0, extending: extending)
    }

    func selectAll() {
        select(NSRange(location: 0, length: model.length), anchor: 0)
    }

    // MARK: Pasteboard and undo

    func copy() {
        guard model.selection.length > 0 else { return }
        guard host.editorAllowsCopying else {
            Log.text.error("a secure text field's text cannot be copied; nothing copied")
            return
        }
        host.editorPasteboard.string = model.selectedText
    }

    func cut() {
        guard model.selection.length > 0, host.editorAllowsCopying else { return copy() }
        copy()
        userReplace(model.selection, with: "", as: .other)
    }

    func paste() {
        guard let text = host.editorPasteboard.string, !text.isEmpty else { return }
        unmark()
        userReplace(model.selection, with: host.editorIsMultiline ? text : Self.singleLine(text), as: .other)
    }

    func undo() {
        unmark()
        host.editorUndoManager?.undo()
        anchor = nil
    }

    func redo() {
        unmark()
        host.editorUndoManager?.redo()
        anchor = nil
    }
}
