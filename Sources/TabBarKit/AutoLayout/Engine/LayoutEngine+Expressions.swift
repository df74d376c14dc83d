import Foundation

// Attributes as linear expressions of the solver's variables. Each item's origin is in its
// owner's space (a view's superview, a guide's view); an attribute is expressed in the
// space of a common ancestor by adding the origins of the views in between.
extension LayoutEngine {
    func expression(for term: AnchorTerm, in space: UIView) -> LinearExpression? {
        if let span = term.span {
            guard let from = expression(for: span.from, in: space), let to = expression(for: span.to, in: space) else { return nil }
            return to - from
        }
        guard let item = term.item else { return nil }
        if let view = item as? UIView, let guideRole = term.attribute.marginGuideAttribute {
            // Margin attributes are the layout margins guide's edges.
            return expression(for: AnchorTerm(item: view.layoutMarginsGuide, attribute: guideRole), in: space)
        }
        let variables: LayoutVariables
        let origin: (x: LinearExpression, y: LinearExpression)
        let directionView: UIView
        if let view = item as? UIView {
            track(view)
            variables = view.autoLayout.variables
            directionView = view
            if view === space {
                origin = (LinearExpression(), LinearExpression())
            } else {
                guard let offset = offset(from: view.superview, to: space) else { return nil }
                origin = (offset.x + LinearExpression(variables.minX), offset.y + LinearExpression(variables.minY))
            }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            track(guide)
            variables = guide.layoutVariables
            directionView = owner
            guard let offset = offset(from: owner, to: space) else { return nil }
            origin = (offset.x + LinearExpression(variables.minX), offset.y + LinearExpression(variables.minY))
        } else {
            return nil
        }
        let width = LinearExpression(variables.width), height = LinearExpression(variables.height)
        // The direction is asked only where it matters (it walks the trait collection).
        var rightToLeft: Bool { directionView.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        switch term.attribute {
        case .left: return origin.x
        case .right: return origin.x + width
        // Right to left, leading and trailing measure from the right: the expressions are
        // negated, so that `a.leading == b.leading + 10` puts a 10 points inside b there too.
        case .leading: return rightToLeft ? (origin.x + width) * -1 : origin.x
        case .trailing: return rightToLeft ? origin.x * -1 : origin.x + width
        case .width: return width
        case .height: return height
        case .centerX: return origin.x + width * 0.5
        case .top: return origin.y
        case .bottom: return origin.y + height
        case .centerY: return origin.y + height * 0.5
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return origin.y + height }
            // Baselines lent by a constrained subview (a stack view's arranged views) are
            // that subview's, wherever the engine puts it.
            let source = term.attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if source !== view, source.isDescendant(of: view), !source.translatesAutoresizingMaskIntoConstraints {
                return expression(for: AnchorTerm(item: source, attribute: term.attribute), in: space)
            }
            let baseline = view.baselinePlacement(first: term.attribute == .firstBaseline)
            return origin.y + height * Double(baseline.heightFactor) + LinearExpression(constant: Double(baseline.offset))
        default: return nil
        }
    }

    /// The sum of the origins of `view` and its superviews up to (not including) `space`;
    /// nil when `space` is not among them.
    private func offset(from view: UIView?, to space: UIView) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        var current = view
        while let step = current, step !== space {
            track(step)
            x = x + LinearExpression(step.autoLayout.variables.minX)
            y = y + LinearExpression(step.autoLayout.variables.minY)
            current = step.superview
        }
        return current == nil ? nil : (x, y)
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
