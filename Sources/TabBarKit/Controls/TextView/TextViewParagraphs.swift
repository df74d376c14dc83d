import Foundation

/// A text view's text as paragraphs, each laid out on its own (docs/reference/TEXT-INPUT.md,
/// "Text view"): an edit lays out again only the paragraphs it touched and moves the rest,
/// so a keystroke costs the same in a long text as in a short one. Layouts are kept only for
/// paragraphs on screen; the others keep their height.
@MainActor
final class TextViewParagraphs {
    final class Paragraph {
        /// The paragraph's text in the model, without its line break.
        var range: NSRange
        var top: CGFloat = 0
        var height: CGFloat = 0
        /// Laid out for `width`; nil when not laid out (or stale).
        var layout: TextLayout?
        /// Whether `height` is out of date.
        var needsMeasure = true

        init(range: NSRange) { self.range = range }
    }

    private(set) var paragraphs: [Paragraph] = []
    /// The width paragraphs wrap at.
    private(set) var width: CGFloat = 0
    private(set) var totalHeight: CGFloat = 0
    /// The first paragraph whose `top` may be stale.
    private var firstStaleTop = 0

    /// Splits `text` into paragraphs afresh.
    func reset(to text: String) {
        paragraphs = Self.split(text, from: 0).map(Paragraph.init)
        firstStaleTop = 0
    }

    /// Paragraph ranges of `text` (UTF-16), starting at `base`.
    private static func split<S: Collection>(_ text: S, from base: Int) -> [NSRange] where S.Element == UInt16 {
        var ranges: [NSRange] = []
        var start = base
        var offset = base
        for unit in text {
            if unit == 0x0A {
                ranges.append(NSRange(location: start, length: offset - start))
                start = offset + 1
            }
            offset += 1
        }
        ranges.append(NSRange(location: start, length: offset - start))
        return ranges
    }

    private static func split(_ text: String, from base: Int) -> [NSRange] {
        split(text.utf16, from: base)
    }

    /// Takes in one edit of the model (the range replaced and the new length): the touched
    /// paragraphs are split again from the new text, the later ones move.
    func apply(range: NSRange, newLength: Int, in text: String) {
        guard !paragraphs.isEmpty else { return reset(to: text) }
        let first = index(containing: range.location)
        let last = index(containing: range.location + range.length)
        let start = paragraphs[first].range.location
        let oldEnd = paragraphs[last].range.location + paragraphs[last].range.length
        let delta = newLength - range.length
        let newEnd = oldEnd + delta
        let utf16 = text.utf16
        let from = utf16.index(utf16.startIndex, offsetBy: start)
        let to = utf16.index(from, offsetBy: newEnd - start)
        let replacements = Self.split(utf16[from..<to], from: start).map(Paragraph.init)
        paragraphs.replaceSubrange(first...last, with: replacements)
        if delta != 0 {
            for paragraph in paragraphs[(first + replacements.count)...] { paragraph.range.location += delta }
        }
        firstStaleTop = min(firstStaleTop, first)
    }

    /// The paragraph holding `offset` (a paragraph's end, before its break, counts as in it).
    func index(containing offset: Int) -> Int {
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraphs[mid].range.location <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The paragraph at `y` (content points from the text's top), pinned to the first and last.
    func index(atY y: CGFloat) -> Int {
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraphs[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Measures what needs it at `width` with `defaults`, and places every paragraph under
    /// the one before. A new width measures everything again.
    func measure(width newWidth: CGFloat, text: String, defaults: TextLayout.Defaults, styled: StyledText?) {
        if newWidth != width {
            width = newWidth
            for paragraph in paragraphs {
                paragraph.needsMeasure = true
                paragraph.layout = nil
            }
            firstStaleTop = 0
        }
        for (index, paragraph) in paragraphs.enumerated() where paragraph.needsMeasure {
            let layout = makeLayout(for: paragraph, text: text, defaults: defaults, styled: styled)
            paragraph.height = layout.size.height
            paragraph.layout = layout
            paragraph.needsMeasure = false
            firstStaleTop = min(firstStaleTop, index)
        }
        if firstStaleTop < paragraphs.count {
            var top = firstStaleTop > 0 ? paragraphs[firstStaleTop - 1].top + paragraphs[firstStaleTop - 1].height : 0
            for paragraph in paragraphs[firstStaleTop...] {
                paragraph.top = top
                top += paragraph.height
            }
        }
        firstStaleTop = paragraphs.count
        totalHeight = paragraphs.last.map { $0.top + $0.height } ?? 0
    }

    /// The paragraph's layout, made now if it has none.
    func layout(of paragraph: Paragraph, text: String, defaults: TextLayout.Defaults, styled: StyledText?) -> TextLayout {
        if let layout = paragraph.layout { return layout }
        let layout = makeLayout(for: paragraph, text: text, defaults: defaults, styled: styled)
        paragraph.layout = layout
        return layout
    }

    /// Lets go of the layouts of paragraphs outside `visible`, which only need their heights.
    func dropLayouts(outside visible: ClosedRange<Int>) {
        for (index, paragraph) in paragraphs.enumerated() where !visible.contains(index) && paragraph.layout != nil {
            paragraph.layout = nil
        }
    }

    private func makeLayout(for paragraph: Paragraph, text: String, defaults: TextLayout.Defaults, styled: StyledText?) -> TextLayout {
        let start = String.Index(utf16Offset: paragraph.range.location, in: text)
        let end = String.Index(utf16Offset: paragraph.range.location + paragraph.range.length, in: text)
        let string = String(text[start..<end])
        let content = styled.map { $0.slice(paragraph.range) } ?? StyledText(string)
        return TextLayout(content, defaults: defaults, width: width)
    }
}

extension StyledText {
    /// The runs of `range`, with ranges counted from its start.
    func slice(_ range: NSRange) -> StyledText {
        let utf16 = string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: min(range.location, utf16.count))
        let end = utf16.index(start, offsetBy: min(range.length, utf16.distance(from: start, to: utf16.endIndex)))
        let sliced = String(string[start..<end])
        let kept: [Run] = runs.compactMap { run in
            let lower = max(run.range.location, range.location)
            let upper = min(run.range.location + run.range.length, range.location + range.length)
            guard upper > lower else { return nil }
            return Run(range: NSRange(location: lower - range.location, length: upper - lower), attributes: run.attributes)
        }
        return StyledText(string: sliced, runs: kept)
    }
}
