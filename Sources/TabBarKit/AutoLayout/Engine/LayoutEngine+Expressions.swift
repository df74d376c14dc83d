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
        guard let item = term.item else { return false }
        if let view = item as? UIView, let guideRole = term.attribute.marginGuideAttribute {
            // Margin attributes are the layout margins guide's edges.
            return accumulate(AnchorTerm(item: view.layoutMarginsGuide, attribute: guideRole), in: space, times: factor, into: &expression)
        }
        let variables: LayoutVariables
        let directionView: UIView
        /// The first view whose origin adds to the item's, nil when the item is `space`.
        let chain: UIView?
        if let view = item as? UIView {
            variables = view.autoLayout.variables
            // Usually tracked already (its constraint named it first): found by its variables.
            if entry(of: variables) == nil { track(view) }
            directionView = view
            chain = view === space ? nil : view.superview
            if view !== space, !trackChain(from: chain, to: space) { return false }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            track(guide)
            variables = guide.layoutVariables
            directionView = owner
            chain = owner
            guard trackChain(from: chain, to: space) else { return false }
        } else {
            return false
        }
        let hasOrigin = (item as? UIView) !== space
        /// `scale × origin` along an axis: the origins in between, then the item's own.
        func origin(horizontal: Bool, _ scale: Double) {
            guard hasOrigin else { return }
            // Each step read through a guaranteed reference: no count taken for the views.
            let end = Unmanaged.passUnretained(space).toOpaque()
            var current = chain.map { Unmanaged.passUnretained($0) }
            while let step = current, step.toOpaque() != end {
                current = step._withUnsafeGuaranteedRef { view in
                    let stepVariables = view.autoLayout.variables
                    solver.append(horizontal ? stepVariables.minX : stepVariables.minY, scale, to: &expression)
                    return view.superviewReference
                }
            }
            solver.append(horizontal ? variables.minX : variables.minY, scale, to: &expression)
        }
        func width(_ scale: Double) { solver.append(variables.width, scale, to: &expression) }
        func height(_ scale: Double) { solver.append(variables.height, scale, to: &expression) }
        // The direction is asked only where it matters (it walks up the tree).
        var rightToLeft: Bool { layoutDirection(of: directionView) == .rightToLeft }
        switch term.attribute {
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
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else {
                origin(horizontal: false, factor)
                height(factor)
                return true
            }
            // Baselines lent by a constrained subview (a stack view's arranged views) are
            // that subview's, wherever the engine puts it.
            let source = term.attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if source !== view, source.isDescendant(of: view), !source.translatesAutoresizingMaskIntoConstraints {
                return accumulate(AnchorTerm(item: source, attribute: term.attribute), in: space, times: factor, into: &expression)
            }
            let baseline = view.baselinePlacement(first: term.attribute == .firstBaseline)
            origin(horizontal: false, factor)
            height(factor * Double(baseline.heightFactor))
            expression.constant += factor * Double(baseline.offset)
        default: return false
        }
        return true
    }

    /// Starts solving for each view from `view` up to (not including) `space`; false when
    /// `space` is not among them.
    private func trackChain(from view: UIView?, to space: UIView) -> Bool {
        // Read through guaranteed references, as the walks above: no count per step.
        let end = Unmanaged.passUnretained(space).toOpaque()
        var current = view.map { Unmanaged.passUnretained($0) }
        while let step = current, step.toOpaque() != end {
            let isTracked = step._withUnsafeGuaranteedRef { entry(of: $0.autoLayout.variables) != nil }
            if !isTracked { track(step.takeUnretainedValue()) }
            current = step._withUnsafeGuaranteedRef { $0.superviewReference }
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
