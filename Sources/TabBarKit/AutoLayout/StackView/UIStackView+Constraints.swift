import Foundation

/// What an arrangement installed: its constraints (all on the stack view), the spacer
/// guides of the equal-spacing distributions, the spacing constraints with the view each
/// one follows, and the constraints that settle ties by order with their views (the
/// constants of these two change in place).
struct StackArrangement {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var spacings: [(constraint: NSLayoutConstraint, after: UIView)] = []
    var tieSettlers: [(constraint: NSLayoutConstraint, view: UIView)] = []
}

// Making the arrangement again: the old constraints and guides go, new ones come.
extension UIStackView {
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// The intrinsic length along the axis; zero for none.
    func intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length > 0 ? length : 0
    }

    func rebuildArrangement() {
        needsArrangement = false
        removeConstraints(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        var builder = StackArrangementBuilder(stack: self)
        builder.buildAlongAxis()
        builder.buildAcrossAxis()
        arrangement = builder.result
        // They relate the stack, its guides and its arranged views, which are its subviews.
        installOwn(arrangement.constraints)
        // The views that give the stack its baselines may be others now.
        layoutEngineRoot.layoutEngine?.rebuildConstraints(mentioning: self, onlyBaselines: true)
    }
}

/// The attributes of one axis: its two edges, its centre and its length.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}

/// Makes the constraints of one arrangement, named with UIKit's identifiers so that
/// conflicts read as UIKit's logs do.
@MainActor
struct StackArrangementBuilder {
    let stack: UIStackView
    /// The rectangle the views are laid out in: the bounds, or the layout margins guide.
    let canvas: AnyObject
    let along: StackAxisAttributes
    let across: StackAxisAttributes
    private(set) var result = StackArrangement()

    /// Pulls that settle what required constraints leave open: an unconstrained stack
    /// hugs its views, spacers shrink to their minimum, a view without a size across the
    /// axis takes none. Below the hugging and compression resistance apps set.
    static let fittingPriority = UILayoutPriority.fittingSizeLevel + 1
    static let spacerFittingPriority = UILayoutPriority.fittingSizeLevel
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// Proportional sizes give way to required constraints only.
    static let proportionalPriority = UILayoutPriority.required - 1

    init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = StackAxisAttributes(stack.axis)
        across = StackAxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        // About what the usual arrangements make: two to six constraints per view.
        result.constraints.reserveCapacity(6 * stack.arrangedSubviews.count + 4)
    }

    @discardableResult
    mutating func relate(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        _ identifier: String
    ) -> NSLayoutConstraint {
        relate(
            first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier)
    }

    @discardableResult
    mutating func relate(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        _ identifier: String
    ) -> NSLayoutConstraint {
        // Built from anchor terms, not `init(item:…)`, whose `Any` items cost a dynamic cast
        // each; the second without a closure, which would check the actor at every call.
        var secondTerm: AnchorTerm?
        if let second, secondAttribute != .notAnAttribute { secondTerm = AnchorTerm(item: second, attribute: secondAttribute) }
        // The second term handed over, not copied (a copy counts its references).
        let constraint = NSLayoutConstraint(
            first: AnchorTerm(item: first, attribute: firstAttribute), relation: relation, second: consume secondTerm,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        result.constraints.append(constraint)
        return constraint
    }

    // MARK: Along the axis

    /// The visible views in a chain from edge to edge, spaced; hidden views collapse where
    /// they stand, after the visible view before them; then the distribution's sizes.
    mutating func buildAlongAxis() {
        let arranged = stack.arrangedSubviews
        guard !arranged.isEmpty else {
            // With nothing to arrange, the stack hugs nothing.
            for size in [along.size, across.size] {
                relate(canvas, size, nil, .notAnAttribute, priority: Self.fittingPriority, "UISV-canvas-fit")
            }
            return
        }
        // A loop, not `filter`, whose closure would check the actor for each view.
        var visible: [UIView] = []
        visible.reserveCapacity(arranged.count)
        for view in arranged where !view.isHidden { visible.append(view) }
        // With every view hidden they chain at no length, and the stack has none.
        let chain = visible.isEmpty ? arranged : visible
        relate(chain[0], along.leading, canvas, along.leading, "UISV-canvas-connection")
        relate(canvas, along.trailing, chain[chain.count - 1], along.trailing, "UISV-canvas-connection")
        let distributes = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        for (previous, next) in zip(chain, chain.dropFirst()) {
            let spacing = visible.isEmpty ? 0 : stack.resolvedSpacing(after: previous)
            let constraint = relate(
                next, baselines ? .firstBaseline : along.leading, distributes ? .greaterThanOrEqual : .equal,
                previous, baselines ? .lastBaseline : along.trailing, constant: spacing, "UISV-spacing")
            if !visible.isEmpty { result.spacings.append((constraint, previous)) }
        }
        var previousVisible: UIView?
        for view in arranged {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            relate(view, along.size, nil, .notAnAttribute, "UISV-hiding")
            if !visible.isEmpty {
                if let previousVisible {
                    relate(view, along.leading, previousVisible, along.trailing, "UISV-hiding")
                } else {
                    relate(view, along.leading, canvas, along.leading, "UISV-hiding")
                }
            }
        }
        switch stack.distribution {
        case .fill, .equalSpacing, .equalCentering:
            settleTiesByOrder(visible)
        case .fillEqually, .fillProportionally:
            break
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { relate(view, along.size, visible[0], along.size, "UISV-fill-equally") }
        case .fillProportionally:
            buildProportions(of: visible)
        case .equalSpacing:
            buildSpacers(between: visible, from: along.trailing, to: along.leading)
        case .equalCentering:
            buildSpacers(between: visible, from: along.center, to: along.center)
        }
    }

    /// Among views whose priorities tie, the first in order stretches or shrinks: each later
    /// one is held, ever so lightly, at its intrinsic length (none if it has none).
    private mutating func settleTiesByOrder(_ visible: [UIView]) {
        for view in visible.dropFirst() {
            let constraint = relate(
                view, along.size, nil, .notAnAttribute, constant: stack.intrinsicLength(of: view),
                priority: UILayoutPriority(1), "UISV-ambiguity-suppression")
            constraint.onlySettlesTies = true
            result.tieSettlers.append((constraint, view))
        }
    }

    /// Each view's length in proportion to its intrinsic one, relative to the first view
    /// that has one; views without an intrinsic length fill as in `.fill`.
    private mutating func buildProportions(of visible: [UIView]) {
        let lengths = visible.map(stack.intrinsicLength(of:))
        guard let reference = lengths.firstIndex(where: { $0 > 0 }) else { return }
        for (view, length) in zip(visible, lengths).dropFirst(reference + 1) where length > 0 {
            relate(
                view, along.size, visible[reference], along.size, multiplier: length / lengths[reference],
                priority: Self.proportionalPriority, "UISV-fill-proportionally")
        }
    }

    /// Hidden guides between neighbours, from an edge or centre of one to the next, kept
    /// equal in length and as short as the minimum spacing lets them be.
    private mutating func buildSpacers(
        between visible: [UIView], from start: NSLayoutConstraint.Attribute,
        to end: NSLayoutConstraint.Attribute
    ) {
        var firstSpacer: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            stack.addLayoutGuide(spacer)
            result.guides.append(spacer)
            relate(spacer, along.leading, previous, start, "UISV-distributing-edge")
            relate(spacer, along.trailing, next, end, "UISV-distributing-edge")
            // Across the axis a spacer lies flat on the canvas's edge.
            relate(spacer, across.leading, canvas, across.leading, "UISV-distributing-edge")
            relate(spacer, across.size, nil, .notAnAttribute, "UISV-distributing-edge")
            if let firstSpacer {
                relate(spacer, along.size, firstSpacer, along.size, "UISV-fill-equally")
            } else {
                firstSpacer = spacer
                relate(spacer, along.size, nil, .notAnAttribute, priority: Self.spacerFittingPriority, "UISV-canvas-fit")
            }
        }
    }
}
