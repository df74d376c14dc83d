import Foundation

// Content hugging and compression resistance, alignment rectangles and fitting sizes.
extension UIView {
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutStorage?.huggingPriorities ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.huggingPriorities.horizontal = priority
        } else {
            autoLayout.huggingPriorities.vertical = priority
        }
        autoLayout.trackingEngine?.ownConstraintsNeedRebuild(for: self)
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutStorage?.compressionPriorities ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.compressionPriorities.horizontal = priority
        } else {
            autoLayout.compressionPriorities.vertical = priority
        }
        autoLayout.trackingEngine?.ownConstraintsNeedRebuild(for: self)
    }

    /// The intrinsic size changed: the engine takes the new one.
    func intrinsicContentSizeDidChange() {
        autoLayoutStorage?.trackingEngine?.ownConstraintsNeedRebuild(for: self)
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    // MARK: Alignment rectangles

    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    // MARK: Fitting

    /// The smallest size the constraints allow (`systemLayoutSizeFitting(_:)` target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The view's size by its own subtree's constraints, its width and height pulled towards
    /// `target` at the given priorities: solved in a scratch engine, leaving every real
    /// frame and engine as they are.
    func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // Constraints still to be made (a stack view's) are made first, as UIKit does.
        layoutEngineRoot.runPendingConstraintUpdates()
        let engine = LayoutEngine(root: self, scratch: true)
        var stack = [self]
        while let view = stack.popLast() {
            for constraint in view.constraints {
                guard let common = constraint.commonAncestor(), common === self || common.isDescendant(of: self) else { continue }
                engine.add(constraint)
            }
            stack += view.subviews
        }
        engine.track(self)
        let variables = autoLayout.variables
        for (variable, length, priority) in [(variables.width, target.width, horizontal), (variables.height, target.height, vertical)] {
            let pull = SolverConstraint(
                LinearExpression([(variable, 1)], constant: -Double(length)), .equal, strength: priority.solverStrength)
            try? engine.solver.add(pull)
        }
        // The variables are shared with the tree's engine: its values are put back after.
        let shared = engine.solver.knownVariables
        let saved = shared.map(\.value)
        engine.solver.updateVariables()
        let width = variables.width.value, height = variables.height.value
        for (variable, value) in zip(shared, saved) { variable.value = value }
        func size(_ value: Double) -> CGFloat { value.isFinite ? max(0, CGFloat(value).rounded(.up)) : 0 }
        return CGSize(width: size(width), height: size(height))
    }
}
