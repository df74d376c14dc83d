import Foundation

// Sizes of plain text, remembered per thread: lists and stacks show the same strings in
// the same font again and again ("Detail" under every row), and Pango shapes the text each
// time it is laid out.
extension TextLayout {
    /// What decides the size of plain text (one run, no attributes of its own).
    struct MeasureKey: Hashable {
        let string: String
        let font: UIFont.Key
        let alignment: Int
        let lineBreakMode: Int
        let numberOfLines: Int
        let width: CGFloat?
    }

    /// The logical size of `text` laid out at `width`: from the thread's text context's
    /// memory for plain text, else laid out now.
    static func size(of text: StyledText, defaults: Defaults, width: CGFloat?) -> CGSize {
        guard text.isPlain else { return TextLayout(text, defaults: defaults, width: width).size }
        let key = MeasureKey(
            string: text.string, font: defaults.font.key, alignment: defaults.alignment.rawValue,
            lineBreakMode: defaults.lineBreakMode.rawValue, numberOfLines: defaults.numberOfLines, width: width)
        let context = PangoTextContext.current
        if let size = context.measuredSizes[key] { return size }
        let size = TextLayout(text, defaults: defaults, width: width).size
        // Bounded: a screen's worth of strings, started over when full.
        if context.measuredSizes.count >= PangoTextContext.measuredSizesLimit { context.measuredSizes.removeAll(keepingCapacity: true) }
        context.measuredSizes[key] = size
        return size
    }
}

extension StyledText {
    /// One run (or none) with no attributes: the label's font and defaults decide its look.
    var isPlain: Bool {
        runs.count <= 1 && (runs.first?.attributes.isEmpty ?? true)
    }
}
