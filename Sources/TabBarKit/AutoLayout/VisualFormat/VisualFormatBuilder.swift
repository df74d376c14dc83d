import Foundation

/// Turns a parsed line into constraints: looks its names up in the metrics and views,
/// relates each neighbour's facing edges, gives each view the sizes its predicates ask
/// for, and lines the views up as the options ask.
@MainActor
struct VisualFormatBuilder {
    let line: VisualFormatLine
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// What `|-[view]` and `[view]-|` leave between a view and its superview's edge: the
    /// Auto Layout Guide's standard space to a superview (between siblings it is 8).
    static let superviewStandardSpacing: CGFloat = 20

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let edges = try lineEdges()
        let alignment = try alignmentAttributes()
        let items = try line.views.map { view throws(VisualFormatError) in try item(named: view.name, at: view.position) }
        var constraints: [NSLayoutConstraint] = []
        if let edge = line.leadingSuperview {
            let superview = try self.superview(of: items[0], at: edge.position)
            constraints += try gap(
                edge.connection, from: (superview, edges.start), to: (items[0], edges.start),
                standard: Self.superviewStandardSpacing, reversed: edges.reversed)
        }
        // In the order of the text: each connection, then the view after it.
        for (offset, view) in line.views.enumerated() {
            if offset > 0 {
                constraints += try gap(
                    line.connections[offset - 1], from: (items[offset - 1], edges.betweenViews.end),
                    to: (items[offset], edges.betweenViews.start), standard: systemSpacing, reversed: edges.reversed)
            }
            constraints += try sizes(of: items[offset], from: view.predicates)
        }
        if let edge = line.trailingSuperview, let last = items.last {
            let superview = try self.superview(of: last, at: edge.position)
            constraints += try gap(
                edge.connection, from: (last, edges.end), to: (superview, edges.end),
                standard: Self.superviewStandardSpacing, reversed: edges.reversed)
        }
        for (earlier, later) in zip(items, items.dropFirst()) {
            for attribute in alignment {
                constraints.append(
                    NSLayoutConstraint(
                        item: later, attribute: attribute, relatedBy: .equal, toItem: earlier,
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    // MARK: Edges and sizes

    /// The constraints a connection makes between an item's edge and the next one's, the
    /// later edge first (for a right-to-left line, the earlier one, so that spacings stay
    /// positive).
    private func gap(
        _ connection: VisualFormatConnection, from earlier: (item: AnyObject, attribute: NSLayoutConstraint.Attribute),
        to later: (item: AnyObject, attribute: NSLayoutConstraint.Attribute), standard: CGFloat,
        reversed: Bool
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            return NSLayoutConstraint(
                item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
                attribute: second.attribute, multiplier: 1, constant: constant)
        }
        switch connection {
        case .flush:
            return [make(.equal, 0)]
        case .standard:
            return [make(.equal, standard)]
        case .predicates(let predicates):
            return try predicates.map { predicate throws(VisualFormatError) in
                if case .name(let name) = predicate.object.value, metrics[name] == nil, views[name] != nil {
                    throw VisualFormatError(
                        reason: "'\(name)' is a view; a spacing is a number or a metric", position: predicate.object.position)
                }
                let constraint = make(predicate.relation, try constant(predicate.object))
                constraint.priority = try priority(predicate.priority)
                return constraint
            }
        }
    }

    /// `[view(>=50)]`, `[view(==other)]`: the view's width in a horizontal line, its height
    /// in a vertical one.
    private func sizes(of item: AnyObject, from predicates: [VisualFormatPredicate]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let dimension: NSLayoutConstraint.Attribute = line.axis == .horizontal ? .width : .height
        return try predicates.map { predicate throws(VisualFormatError) in
            let constraint: NSLayoutConstraint
            // A name that is not a metric is a view whose size this one's relates to.
            if case .name(let name) = predicate.object.value, metrics[name] == nil {
                let other = try self.item(named: name, at: predicate.object.position)
                constraint = NSLayoutConstraint(
                    item: item, attribute: dimension, relatedBy: predicate.relation, toItem: other,
                    attribute: dimension, multiplier: 1, constant: 0)
            } else {
                constraint = NSLayoutConstraint(
                    item: item, attribute: dimension, relatedBy: predicate.relation, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: try constant(predicate.object))
            }
            constraint.priority = try priority(predicate.priority)
            return constraint
        }
    }

    // MARK: Names

    /// A view or layout guide of the views dictionary.
    private func item(named name: String, at position: Int) throws(VisualFormatError) -> AnyObject {
        guard let value = views[name] else {
            throw VisualFormatError(reason: "'\(name)' is not a key in the views dictionary", position: position)
        }
        guard value is UIView || value is UILayoutGuide else {
            throw VisualFormatError(
                reason: "The views dictionary's value for '\(name)' is not a view or a layout guide", position: position)
        }
        return value as AnyObject
    }

    /// The view a `|` beside `item` stands for: its superview, or a guide's owning view.
    private func superview(of item: AnyObject, at position: Int) throws(VisualFormatError) -> UIView {
        guard let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: position)
        }
        return superview
    }

    private func constant(_ term: VisualFormatTerm) throws(VisualFormatError) -> CGFloat {
        CGFloat(try number(term))
    }

    private func priority(_ term: VisualFormatTerm?) throws(VisualFormatError) -> UILayoutPriority {
        guard let term else { return .required }
        let value = try number(term)
        guard value >= 1, value <= 1000 else {
            throw VisualFormatError(
                reason: "A priority must be from 1 to 1000, not \(String(format: "%g", value))", position: term.position)
        }
        return UILayoutPriority(Float(value))
    }

    private func number(_ term: VisualFormatTerm) throws(VisualFormatError) -> Double {
        switch term.value {
        case .number(let value):
            return value
        case .name(let name):
            guard let value = metrics[name] else {
                throw VisualFormatError(reason: "'\(name)' is not a key in the metrics dictionary", position: term.position)
            }
            guard let number = Self.number(from: value), number.isFinite else {
                throw VisualFormatError(
                    reason: "The metrics dictionary's value for '\(name)' is not a finite number", position: term.position)
            }
            return number
        }
    }

    /// A metric as a Double: UIKit takes NSNumber, which Swift's numbers become there.
    private static func number(from value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as any BinaryFloatingPoint: Double(number)
        case let number as any BinaryInteger: Double(number)
        default: nil
        }
    }
}
