import Foundation

/// Reads a visual format string into a `VisualFormatLine`, by recursive descent over the
/// grammar in <doc:VISUAL_FORMAT>. It knows nothing of views or metrics: names are
/// looked up by `VisualFormatBuilder`.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0

    private init(_ format: String) {
        characters = Array(format)
    }

    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatLine {
        var parser = VisualFormatParser(format)
        return try parser.line()
    }

    // MARK: The line

    /// `(orientation ':')? ('|' connection)? view (connection view)* (connection '|')?`
    private mutating func line() throws(VisualFormatError) -> VisualFormatLine {
        var line = VisualFormatLine(axis: try orientation())
        if peek == "|" {
            let position = index
            index += 1
            line.leadingSuperview = VisualFormatSuperviewEdge(connection: try connection(), position: position)
        }
        line.views.append(try view())
        while index < characters.count {
            let joint = try connection()
            if peek == "|" {
                line.trailingSuperview = VisualFormatSuperviewEdge(connection: joint, position: index)
                index += 1
                if index < characters.count {
                    throw VisualFormatError(reason: "'|' stands for the superview and can only begin or end a line", position: index - 1)
                }
                break
            }
            line.connections.append(joint)
            line.views.append(try view())
        }
        line.end = characters.count
        return line
    }

    private mutating func orientation() throws(VisualFormatError) -> NSLayoutConstraint.Axis {
        guard let letter = peek, letter == "H" || letter == "V" else { return .horizontal }
        guard characters.count > 1, characters[1] == ":" else {
            let arrangement = letter == "H" ? "horizontal" : "vertical"
            throw VisualFormatError(reason: "Expected ':' after '\(letter)' to specify \(arrangement) arrangement", position: 1)
        }
        index = 2
        return letter == "H" ? .horizontal : .vertical
    }

    /// `'[' name predicateList? ']'`
    private mutating func view() throws(VisualFormatError) -> VisualFormatView {
        guard take("[") else {
            if peek == "|" {
                throw VisualFormatError(reason: "'|' stands for the superview and can only begin or end a line", position: index)
            }
            throw VisualFormatError(reason: "Expected a view: '[' and a name from the views dictionary", position: index)
        }
        let position = index
        guard let name = identifier() else {
            throw VisualFormatError(reason: "Expected the name of a view after '['", position: index)
        }
        let predicates = peek == "(" ? try predicateList() : []
        guard take("]") else {
            throw VisualFormatError(reason: "A view must end with ']'", position: index)
        }
        return VisualFormatView(name: name, position: position, predicates: predicates)
    }

    // MARK: Connections

    /// Nothing (flush), `-` (standard), or `-` spacing `-`, the spacing a number, a metric
    /// name or a parenthesised predicate list. UIKit also takes one predicate with a
    /// relation and no parentheses (`->=20-`), and so does this parser.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatConnection {
        guard take("-") else { return .flush }
        guard let next = peek else {
            throw VisualFormatError(reason: "Expected a view or '|' after '-'", position: index)
        }
        if next == "[" || next == "|" { return .standard }
        let predicates: [VisualFormatPredicate]
        if next == "(" {
            predicates = try predicateList()
        } else {
            let relation = try self.relation()
            guard let object = try positiveNumber() ?? name() else {
                throw VisualFormatError(
                    reason: "Expected a spacing between the '-': a number, a metric name or predicates in parentheses", position: index)
            }
            predicates = [VisualFormatPredicate(relation: relation, object: object, priority: nil)]
        }
        guard take("-") else {
            throw VisualFormatError(reason: "Expected '-' after the spacing", position: index)
        }
        return .predicates(predicates)
    }

    // MARK: Predicates

    /// `'(' predicate (',' predicate)* ')'`
    private mutating func predicateList() throws(VisualFormatError) -> [VisualFormatPredicate] {
        index += 1
        var predicates = [try predicate()]
        while take(",") {
            predicates.append(try predicate())
        }
        guard take(")") else {
            throw VisualFormatError(reason: "Expected ',' or ')' after a predicate", position: index)
        }
        return predicates
    }

    /// `relation? object ('@' priority)?`
    private mutating func predicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let relation = try self.relation()
        guard let object = try signedNumber() ?? name() else {
            throw VisualFormatError(reason: "Expected a number, a metric name or a view name", position: index)
        }
        guard take("@") else { return VisualFormatPredicate(relation: relation, object: object, priority: nil) }
        guard let priority = try positiveNumber() ?? name() else {
            throw VisualFormatError(reason: "Expected a priority after '@': a number or a metric name", position: index)
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    private mutating func relation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        guard let first = peek, first == "=" || first == "<" || first == ">" else { return .equal }
        guard index + 1 < characters.count, characters[index + 1] == "=" else {
            throw VisualFormatError(reason: "Expected a relation: '==', '<=' or '>='", position: index)
        }
        index += 2
        return first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
    }

    // MARK: Tokens

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    /// A C identifier, as the grammar names views and metrics.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let next = peek, next.isASCII, next.isLetter || next.isNumber || next == "_" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private mutating func name() -> VisualFormatTerm? {
        let position = index
        return identifier().map { VisualFormatTerm(value: .name($0), position: position) }
    }

    /// A number with a sign allowed, where the grammar takes any constant.
    private mutating func signedNumber() throws(VisualFormatError) -> VisualFormatTerm? {
        let start = index
        let negative = peek == "-"
        if negative || peek == "+" { index += 1 }
        guard let number = try positiveNumber(), case .number(let magnitude) = number.value else {
            index = start
            return nil
        }
        return VisualFormatTerm(value: .number(negative ? -magnitude : magnitude), position: start)
    }

    /// Digits with an optional fraction and exponent, as C's `strtod` reads them (without
    /// a sign: in a connection, `-` is the connection's own).
    private mutating func positiveNumber() throws(VisualFormatError) -> VisualFormatTerm? {
        let start = index
        skipDigits()
        if peek == ".", index > start || (index + 1 < characters.count && characters[index + 1].isASCIIDigit) {
            index += 1
            skipDigits()
        }
        guard index > start else { return nil }
        if peek == "e" || peek == "E" {
            var exponent = index + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" { exponent += 1 }
            if exponent < characters.count, characters[exponent].isASCIIDigit {
                index = exponent
                skipDigits()
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw VisualFormatError(reason: "\(text) is too large a number", position: start)
        }
        return VisualFormatTerm(value: .number(value), position: start)
    }

    private mutating func skipDigits() {
        while let next = peek, next.isASCIIDigit { index += 1 }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
