import Foundation

// Selecting with the pointer or a finger: a tap on a field not being edited starts editing
// with the caret where it landed; in a field being edited a click puts the caret there, a
// double click selects the word and a triple click the whole line, and dragging extends
// the selection by characters, words or lines from where the press began.
extension UITextField {
    func beginSelecting(with touch: UITouch) {
        guard isEditing else { return }
        let offset = offset(at: touch.location(in: self))
        let range: NSRange
        switch touch.tapCount {
        case 1: range = NSRange(location: offset, length: 0)
        case 2: range = model.wordRange(at: offset)
        default: range = NSRange(location: 0, length: model.length)
        }
        dragSelection = (range, min(touch.tapCount, 3))
        editor.select(range, anchor: range.location)
    }

    func continueSelecting(with touch: UITouch) {
        guard isEditing, let drag = dragSelection else { return }
        let offset = offset(at: touch.location(in: self))
        var reach = NSRange(location: offset, length: 0)
        if drag.unit == 2 { reach = model.wordRange(at: offset) }
        if drag.unit >= 3 { reach = drag.anchor }
        let start = min(drag.anchor.location, reach.location)
        let end = max(drag.anchor.location + drag.anchor.length, reach.location + reach.length)
        let fixed = reach.location < drag.anchor.location ? drag.anchor.location + drag.anchor.length : drag.anchor.location
        editor.select(NSRange(location: start, length: end - start), anchor: fixed)
    }

    func endSelecting(with touch: UITouch?) {
        defer { dragSelection = nil }
        guard !isEditing, let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard becomeFirstResponder() else { return }
        editor.select(NSRange(location: offset(at: point), length: 0))
    }
}
