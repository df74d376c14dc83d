import Foundation

/// One line of the visual format language as written, before any name is looked up:
/// `H:|-20-[a(==b)]-[b]-|` is a horizontal line of two views, joined by standard spacing
/// and held 20 points and standard spacing from the superview's edges.
struct VisualFormatLine {
    var axis: NSLayoutConstraint.Axis = .horizontal
    /// The `|` the line begins with, and what joins it to the first view.
    var leadingSuperview: VisualFormatSuperviewEdge?
    var views: [VisualFormatView] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection] = []
    /// The `|` the line ends with, and what joins the last view to it.
    var trailingSuperview: VisualFormatSuperviewEdge?
    /// The length of the format, where errors about the line as a whole point.
    var end = 0
}

/// `[name(predicates)]`: a view or layout guide, with what its width (or height) must be.
struct VisualFormatView {
    let name: String
    let position: Int
    let predicates: [VisualFormatPredicate]
}

struct VisualFormatSuperviewEdge {
    let connection: VisualFormatConnection
    /// Where the `|` stands.
    let position: Int
}

/// What lies between two neighbours of a line.
enum VisualFormatConnection {
    /// Nothing: `[a][b]`, the two touch.
    case flush
    /// A bare `-`: the system's spacing.
    case standard
    /// `-20-`, `-gap-`, `-(>=20,<=40@750)-`.
    case predicates([VisualFormatPredicate])
}

/// `>=70@750`: a relation (`==` when left out), what it relates to, and a priority
/// (required when left out).
struct VisualFormatPredicate {
    let relation: NSLayoutConstraint.Relation
    let object: VisualFormatTerm
    let priority: VisualFormatTerm?
}

/// A number written in the format, or a name to look up in the metrics or views.
struct VisualFormatTerm {
    enum Value {
        case number(Double)
        case name(String)
    }

    let value: Value
    let position: Int
}

/// Why a format was refused, and the character (counted from 0) the caret points at.
struct VisualFormatError: Error {
    let reason: String
    let position: Int

    /// UIKit's form: the reason, the format, and a caret under the offending character.
    func message(for format: String) -> String {
        "Unable to parse constraint format: \(reason)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}
