import Foundation

// Words and paragraphs, for word moves (Option or Ctrl with an arrow), double clicks
// (a word) and triple clicks (a paragraph). A word is a run of letters, digits and
// underscores; a paragraph ends after its line break.
extension TextEditingModel {
    private func character(at offset: Int) -> Character? {
        guard offset < length else { return nil }
        return text[String.Index(utf16Offset: boundary(atOrBefore: offset), in: text)]
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The end of the word at or after `offset`: past any gap, then past the word.
    func wordEnd(after offset: Int) -> Int {
        var position = boundary(atOrAfter: offset)
        while let c = character(at: position), !isWordCharacter(c) { position = characterEnd(after: position) }
        while let c = character(at: position), isWordCharacter(c) { position = characterEnd(after: position) }
        return position
    }

    /// The start of the word at or before `offset`.
    func wordStart(before offset: Int) -> Int {
        var position = boundary(atOrBefore: offset)
        while position > 0, let c = character(at: characterStart(before: position)), !isWordCharacter(c) {
            position = characterStart(before: position)
        }
        while position > 0, let c = character(at: characterStart(before: position)), isWordCharacter(c) {
            position = characterStart(before: position)
        }
        return position
    }

    /// What a double click at `offset` selects: the word there, else the run of spaces
    /// there, else the one character.
    func wordRange(at offset: Int) -> NSRange {
        let offset = boundary(atOrBefore: min(offset, max(length - 1, 0)))
        guard let c = character(at: offset) else { return NSRange(location: length, length: 0) }
        let belongs: (Character) -> Bool =
            isWordCharacter(c) ? isWordCharacter : c.isWhitespace && !c.isNewline ? { $0.isWhitespace && !$0.isNewline } : { _ in false }
        var start = offset
        while start > 0, let p = character(at: characterStart(before: start)), belongs(p) { start = characterStart(before: start) }
        var end = characterEnd(after: offset)
        while let n = character(at: end), belongs(n) { end = characterEnd(after: end) }
        return NSRange(location: start, length: end - start)
    }

    /// What a triple click at `offset` selects: its paragraph with the line break ending it.
    func paragraphRange(at offset: Int) -> NSRange {
        NSRange(location: paragraphStart(at: offset), length: paragraphEnd(at: offset, includingBreak: true) - paragraphStart(at: offset))
    }

    func paragraphStart(at offset: Int) -> Int {
        var position = boundary(atOrBefore: offset)
        while position > 0, let c = character(at: characterStart(before: position)), !c.isNewline {
            position = characterStart(before: position)
        }
        return position
    }

    func paragraphEnd(at offset: Int, includingBreak: Bool = false) -> Int {
        var position = boundary(atOrBefore: offset)
        while let c = character(at: position), !c.isNewline { position = characterEnd(after: position) }
        return includingBreak && position < length ? characterEnd(after: position) : position
    }
}
