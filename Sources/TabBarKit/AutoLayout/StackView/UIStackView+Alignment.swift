import Foundation

// Across the axis: each arranged view (hidden ones too, so they stay placed) against the
// canvas, by the stack's alignment.
extension StackArrangementBuilder {
    mutating func buildAcrossAxis() {
        let arranged = stack.arrangedSubviews
        guard !arranged.isEmpty else { return }
        var alignment = stack.alignment
        // Baselines align views side by side; a vertical stack fills instead.
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        switch alignment {
        case .fill:
            for view in arranged {
                relate(view, across.leading, canvas, across.leading, "UISV-canvas-connection")
                relate(canvas, across.trailing, view, across.trailing, "UISV-canvas-connection")
            }
            return
        case .leading:
            for view in arranged {
                relate(view, across.leading, canvas, across.leading, "UISV-canvas-connection")
                relate(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary")
            }
        case .trailing:
            for view in arranged {
                relate(view, across.trailing, canvas, across.trailing, "UISV-canvas-connection")
                relate(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
            }
        case .center:
            for view in arranged {
                relate(view, across.center, canvas, across.center, "UISV-canvas-connection")
                relate(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
                relate(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary")
            }
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            let reference = arranged.first { !$0.isHidden } ?? arranged[0]
            for view in arranged {
                if view !== reference { relate(view, baseline, reference, baseline, "UISV-alignment") }
                relate(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
                relate(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary")
                // In a taller stack the row of views sits at the top.
                relate(view, across.leading, canvas, across.leading, priority: Self.ambiguitySuppressionPriority, "UISV-spanning-fit")
            }
        }
        // Short of a size from outside, the stack is as wide (or tall) as its widest view,
        // and a view with no size of its own across the axis gets none.
        relate(canvas, across.size, nil, .notAnAttribute, priority: Self.fittingPriority, "UISV-spanning-fit")
        for view in arranged {
            relate(view, across.size, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
    }
}
