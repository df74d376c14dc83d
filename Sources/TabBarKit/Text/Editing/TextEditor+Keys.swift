import Foundation

// The keys a text input handles itself, as on a Mac with the Linux desktop's Ctrl
// alternatives (docs/reference/TEXT-INPUT.md, "Keys"): arrows move the caret and, with
// Shift, extend the selection; Option or Ctrl with an arrow moves by words, Command by
// lines; Home and End go to the line's ends; Command or Ctrl with A, C, X, V, Z (Shift for
// redo, or Y) select all, copy, cut, paste, undo and redo. Printable characters are not
// keys here: they arrive as text from the host's input method (`UIWindow.sendText(_:)`).
extension TextEditor {
    /// Handles `key` if it is an editing key; whether it was.
    func handle(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let command = flags.contains(.command)
        let control = flags.contains(.control)
        let word = flags.contains(.alternate) || control
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = (key.keyCode == .keyboardRightArrow) != host.editorIsRightToLeft
            moveHorizontally(forward: forward, by: command ? .line : word ? .word : .character, extending: shift)
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if command || control { moveToDocumentEnd(down, extending: shift) } else { moveVertically(down: down, extending: shift) }
        case .keyboardHome, .keyboardEnd:
            let end = key.keyCode == .keyboardEnd
            if command || control {
                moveToDocumentEnd(end, extending: shift)
            } else {
                moveHorizontally(forward: end, by: .line, extending: shift)
            }
        case .keyboardPageUp, .keyboardPageDown:
            moveToDocumentEnd(key.keyCode == .keyboardPageDown, extending: shift)
        case .keyboardDeleteOrBackspace:
            deleteBackward(by: command ? .line : word ? .word : .character)
        case .keyboardDeleteForward:
            deleteForward(by: word ? .word : .character)
        case .keyboardReturnOrEnter, .keypadEnter:
            insert("\n")
        case .keyboardA where command || control: selectAll()
        case .keyboardC where command || control: copy()
        case .keyboardX where command || control: cut()
        case .keyboardV where command || control: paste()
        case .keyboardZ where command || control: if shift { redo() } else { undo() }
        case .keyboardY where control: redo()
        default:
            return false
        }
        return true
    }
}
