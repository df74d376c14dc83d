import Foundation

/// Text and its attribute runs, which is what TextLayout reads. TabBarKit's own drawing
/// never makes an `NSAttributedString`: swift-corelibs-foundation leaks part of every one it
/// creates (a few hundred bytes), and labels, badges and `String.draw(at:withAttributes:)`
/// would make one per measure or draw. An attributed string an app hands over is read
/// into runs instead; reading one leaks nothing.
struct StyledText {
    struct Run {
        /// In UTF-16 units, as Foundation counts.
        var range: NSRange
        var attributes: [NSAttributedString.Key: Any]
    }

    let string: String
    let runs: [Run]

    /// `string` with the same attributes throughout.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self.string = string
        let length = string.utf16.count
        runs = length == 0 ? [] : [Run(range: NSRange(location: 0, length: length), attributes: attributes ?? [:])]
    }

    init(string: String, runs: [Run]) {
        self.string = string
        self.runs = runs
    }

    init(_ text: NSAttributedString) {
        string = text.string
        var runs: [Run] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            runs.append(Run(range: range, attributes: attributes))
        }
        self.runs = runs
    }

    var isEmpty: Bool { string.isEmpty }

    /// The value of `key` at the first character, which paragraph attributes are read from.
    func firstValue(of key: NSAttributedString.Key) -> Any? {
        runs.first?.attributes[key]
    }

    /// An attributed string for an app that asks for one; `base` fills the keys a run lacks.
    func attributedString(base: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: string, attributes: base)
        for run in runs where !run.attributes.isEmpty {
            result.setAttributes(base.merging(run.attributes) { _, own in own }, range: run.range)
        }
        return result
    }
}
