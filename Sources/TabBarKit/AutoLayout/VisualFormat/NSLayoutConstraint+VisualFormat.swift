import Foundation

extension NSLayoutConstraint {
    /// The constraints a line of the visual format language describes
    /// (<doc:VISUAL_FORMAT>), not yet active. A format that cannot be read, or names
    /// what the dictionaries lack, is logged in UIKit's words (UIKit raises an exception)
    /// and gives no constraints.
    static func visualFormatConstraints(
        _ format: String, options opts: NSLayoutConstraint.FormatOptions,
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            let line = try VisualFormatParser.parse(format)
            return try VisualFormatBuilder(line: line, options: opts, metrics: metrics ?? [:], views: views).constraints()
        } catch {
            Log.layout.error("\(error.message(for: format))")
            return []
        }
    }
}
