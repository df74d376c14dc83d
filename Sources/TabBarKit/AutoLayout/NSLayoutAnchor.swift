import Foundation

/// One side of a constraint: an item's attribute, or the distance between two anchors
/// (`anchorWithOffset(to:)`). A value, made for every constraint built (a stack view makes
/// thousands), so it costs no allocation of its own for a view's or guide's attribute, and
/// one reference counted field besides the item's: copying a term retains each.
@MainActor
struct AnchorTerm {
    /// The item, for a view or guide (see ObjectReference).
    let reference: ObjectReference?
    let attribute: NSLayoutConstraint.Attribute
    /// Whether `reference` names a view (found once, so that the engine needs no cast for
    /// each constraint it adds).
    let namesView: Bool
    /// What the rare terms hold besides: nil for a view's or guide's attribute.
    private let extra: Extra?

    /// An item that is neither a view nor a guide, held weakly as a constraint holds items
    /// (constraints ignore it, `firstItem` and `secondItem` answer it), and a distance's
    /// ends (boxed: a term cannot hold terms inline).
    private final class Extra {
        weak var otherItem: AnyObject?
        let ends: (from: AnchorTerm, to: AnchorTerm)?

        init(otherItem: AnyObject?, ends: (from: AnchorTerm, to: AnchorTerm)?) {
            self.otherItem = otherItem
            self.ends = ends
        }
    }

    /// For a distance: it runs from the first anchor to the second.
    var span: (from: AnchorTerm, to: AnchorTerm)? { extra?.ends }
    /// Whether the term is a distance, asked without copying its ends out.
    var isSpan: Bool { extra?.ends != nil }

    var item: AnyObject? { reference?.object ?? extra?.otherItem }

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        if let view = item as? UIView {
            reference = view.reference
            namesView = true
            extra = nil
        } else if let guide = item as? UILayoutGuide {
            reference = guide.reference
            namesView = false
            extra = nil
        } else {
            reference = nil
            namesView = false
            extra = Extra(otherItem: item, ends: nil)
        }
        self.attribute = attribute
    }

    init(from: AnchorTerm, to: AnchorTerm) {
        reference = from.reference
        namesView = false
        attribute = .notAnAttribute
        extra = Extra(otherItem: from.extra?.otherItem, ends: (from, to))
    }

    /// The view an item's position is measured in: itself, or a guide's owner.
    var anchorView: UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The views whose tree must hold this term: the item view, or a guide's owner.
    var views: [UIView] {
        if let span { return span.from.views + span.to.views }
        if let view = item as? UIView { return [view] }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView { return [owner] }
        return []
    }

    var name: String {
        if let span { return "(\(span.to.name) - \(span.from.name))" }
        guard let item else { return "nil.\(attribute.name)" }
        return "\(type(of: item)):\(objectAddress(item)).\(attribute.name)"
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// A factory of constraints for one attribute of a view or layout guide. The subclasses
/// keep the axes apart: only anchors of one kind relate to each other.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: AnchorTerm

    init(term: AnchorTerm) {
        self.term = term
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { term.item }
    public var name: String { term.name }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, to other: AnchorTerm?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, constant: c)
    }
}

/// The spacing UIKit puts between sibling views "by the system": 8 points.
let systemSpacing: CGFloat = 8

/// Left, right, leading, trailing and the horizontal centres.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: AnchorTerm(from: term, to: otherAnchor.term))
    }

    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, constant: systemSpacing * multiplier)
    }
}

/// Top, bottom, the baselines and the vertical centres.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: AnchorTerm(from: term, to: otherAnchor.term))
    }

    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, constant: systemSpacing * multiplier)
    }
}

/// Widths, heights and distances between anchors.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: nil, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: nil, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor.term, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor.term, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor.term, multiplier: m, constant: c)
    }
}
