import Foundation

// Attributes as linear expressions of the solver's variables. Each item's origin is in its
// owner's space (a view's superview, a guide's view); an attribute is expressed in the
// space of a common ancestor by adding the origins of the views in between. Terms are
// appended, in the solver's symbols, to one expression the engine keeps: a constraint
// costs no array and takes no count of its variables.
extension LayoutEngine {
    /// Adds `factor × term` (the term's attribute, in `space`) to `expression`; false when
    /// the term's item has gone or lies outside `space`.
    func accumulate(_ term: AnchorTerm, in space: UIView, times factor: Double, into expression: inout SymbolExpression) -> Bool {
        if let span = term.span {
            return accumulate(span.to, in: space, times: factor, into: &expression)
                && accumulate(span.from, in: space, times: -factor, into: &expression)
        }
        if term.namesView {
            // Without a checked cast. One count is taken: what follows may ask the app (a
            // baseline view, a direction, a superview's intrinsic size), and an override
            // that takes the view out of its tree must not free it under the engine.
            guard let view = term.reference?.unretainedView else { return false }
            return view.holding { accumulate($0, term.attribute, in: space, times: factor, into: &expression) }
        }
        guard let guide = term.reference?.object as? UILayoutGuide, let owner = guide.owningView else { return false }
        track(guide)
        guard trackChain(from: Unowned(owner), to: space) else { return false }
        // A guide has no baselines of its own: they are its bottom.
        let attribute: NSLayoutConstraint.Attribute =
            term.attribute == .firstBaseline || term.attribute == .lastBaseline ? .bottom : term.attribute
        return append(
            attribute, of: guide.layoutVariables, origins: Unowned(owner), direction: owner, in: space,
            times: factor, into: &expression)
    }

    /// `accumulate(_:in:times:into:)` for a view's attribute.
    private func accumulate(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in space: UIView, times factor: Double,
        into expression: inout SymbolExpression
    ) -> Bool {
        if let guideRole = attribute.marginGuideAttribute {
            // Margin attributes are the layout margins guide's edges.
            return accumulate(AnchorTerm(item: view.layoutMarginsGuide, attribute: guideRole), in: space, times: factor, into: &expression)
        }
        let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
        if isBaseline {
            // Baselines lent by a constrained subview (a stack view's arranged views) are
            // that subview's, wherever the engine puts it.
            let source = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if source !== view, source.isDescendant(of: view), !source.translatesAutoresizingMaskIntoConstraints {
                return accumulate(AnchorTerm(item: source, attribute: attribute), in: space, times: factor, into: &expression)
            }
        }
        // Read through a guaranteed reference: no count taken of the variables.
        return view.unretainedLayoutVariables.read { variables in
            // Usually tracked already (its constraint named it first): found by its variables.
            if entry(of: variables) == nil { track(view) }
            let origins = view === space ? nil : view.superviewReference
            if view !== space {
                guard let origins, trackChain(from: origins, to: space) else { return false }
            }
            guard isBaseline else {
                return append(attribute, of: variables, origins: origins, direction: view, in: space, times: factor, into: &expression)
            }
            // A baseline is the top, a part of the height and an offset.
            let baseline = view.baselinePlacement(first: attribute == .firstBaseline)
            appendOrigin(horizontal: false, of: variables, origins: origins, in: space, times: factor, into: &expression)
            solver.append(variables.height, factor * Double(baseline.heightFactor), to: &expression)
            expression.constant += factor * Double(baseline.offset)
            return true
        }
    }

    /// Adds `factor × attribute` of an item whose variables are `variables`, whose origin
    /// adds to those of the views from `origins` up to `space` (nil when the item is
    /// `space`), and whose leading and trailing follow `direction`'s layout direction.
    /// False for an attribute the caller resolves itself (baselines, margins).
    private func append(
        _ attribute: NSLayoutConstraint.Attribute, of variables: LayoutVariables, origins: Unowned<UIView>?,
        direction: UIView, in space: UIView, times factor: Double, into expression: inout SymbolExpression
    ) -> Bool {
        func origin(horizontal: Bool, _ scale: Double) {
            appendOrigin(horizontal: horizontal, of: variables, origins: origins, in: space, times: scale, into: &expression)
        }
        func width(_ scale: Double) { solver.append(variables.width, scale, to: &expression) }
        func height(_ scale: Double) { solver.append(variables.height, scale, to: &expression) }
        // The direction is asked only where it matters (it walks up the tree).
        var rightToLeft: Bool { layoutDirection(of: direction) == .rightToLeft }
        switch attribute {
        case .left: origin(horizontal: true, factor)
        case .right: origin(horizontal: true, factor); width(factor)
        // Right to left, leading and trailing measure from the right: the expressions are
        // negated, so that `a.leading == b.leading + 10` puts a 10 points inside b there too.
        case .leading:
            if rightToLeft { origin(horizontal: true, -factor); width(-factor) } else { origin(horizontal: true, factor) }
        case .trailing:
            if rightToLeft { origin(horizontal: true, -factor) } else { origin(horizontal: true, factor); width(factor) }
        case .width: width(factor)
        case .height: height(factor)
        case .centerX: origin(horizontal: true, factor); width(factor * 0.5)
        case .top: origin(horizontal: false, factor)
        case .bottom: origin(horizontal: false, factor); height(factor)
        case .centerY: origin(horizontal: false, factor); height(factor * 0.5)
        default: return false
        }
        return true
    }

    /// Adds `factor ×` an item's origin along an axis: the origins of the views from
    /// `origins` up to `space`, then the item's own (nothing when `origins` is nil: the
    /// item is `space`, whose origin is the space's zero).
    private func appendOrigin(
        horizontal: Bool, of variables: LayoutVariables, origins: Unowned<UIView>?, in space: UIView, times factor: Double,
        into expression: inout SymbolExpression
    ) {
        guard origins != nil else { return }
        // Each step read through a guaranteed reference: no count taken for the views.
        var current = origins
        while let step = current, !step.refers(to: space) {
            current = step.read { view in
                let stepVariables = view.autoLayout.variables
                solver.append(horizontal ? stepVariables.minX : stepVariables.minY, factor, to: &expression)
                return view.superviewReference
            }
        }
        solver.append(horizontal ? variables.minX : variables.minY, factor, to: &expression)
    }

    /// Starts solving for each view from `view` up to (not including) `space`; false when
    /// `space` is not among them.
    private func trackChain(from view: Unowned<UIView>, to space: UIView) -> Bool {
        // Read through guaranteed references, as the walks above: no count per step.
        var current: Unowned<UIView>? = view
        while let step = current, !step.refers(to: space) {
            let isTracked = step.read { entry(of: $0.autoLayout.variables) != nil }
            if !isTracked { track(step.object) }
            current = step.read { $0.superviewReference }
        }
        return current != nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// The edge of the layout margins guide that a margin attribute names.
    var marginGuideAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
