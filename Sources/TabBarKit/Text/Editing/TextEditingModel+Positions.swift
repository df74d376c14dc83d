import Foundation

// UITextInput's positions and ranges for the model's text, which text fields and text
// views answer with (their methods stay in their classes, for apps to override).
extension TextEditingModel {
    /// The offset of `position`, pinned to the text; nil, with a message, for a position
    /// another text input made.
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition else {
            Log.text.error("a text position of another text input was passed in; ignored")
            return nil
        }
        return min(max(position.offset, 0), length)
    }

    func range(of textRange: UITextRange) -> NSRange? {
        guard let start = offset(of: textRange.start), let end = offset(of: textRange.end) else { return nil }
        return clamped(NSRange(location: min(start, end), length: abs(end - start)))
    }

    func textRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
        guard let from = offset(of: start), let to = offset(of: end) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// `offset` units from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let target = start + offset
        return (0...length).contains(target) ? TextOffsetPosition(target) : nil
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0
        let b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func distance(from start: UITextPosition, to end: UITextPosition) -> Int {
        (offset(of: end) ?? 0) - (offset(of: start) ?? 0)
    }

    /// The character at `offset`, or nil at the end.
    func characterRange(at offset: Int) -> UITextRange? {
        guard offset < length else { return nil }
        return TextOffsetRange(NSRange(location: offset, length: characterEnd(after: offset) - offset))
    }
}
