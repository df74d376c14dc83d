import Foundation

// A stroke drawn by its `strokeEnd` (or undrawn by its `strokeStart`) changes, each frame,
// only along the stretch that appeared or went: that stretch is repainted, not the whole
// shape, and Cairo rasterizes the stroke inside it alone.
extension CAShapeLayer {
    /// Repaints only the stretches of the stroke between the trims before and after `change`,
    /// when the layer's animations move nothing but `strokeStart` and `strokeEnd` and its
    /// presentation holds the model's other values; false, without running `change`, when
    /// the whole shape must be repainted.
    func repaintTrimChange(across change: () -> Void) -> Bool {
        // A mask has no superlayer: the layer it masks repaints (see invalidateOwnArea()).
        guard freeSuperlayer != nil, !presentationIsStale, let shown = presentationLayer as? CAShapeLayer, let path = shown.path,
            let flat = shown.flattenedPath, flat.isFlattening(path), flat.total > 0,
            runningAnimations.allSatisfy({ entry in
                entry.animation.animatedKey == .strokeStart || entry.animation.animatedKey == .strokeEnd
            })
        else { return false }
        let dashed = shown.drawnDashLengths != nil
        let before = shown.trim
        change()
        // The animations ended or moved the copy's other values: all of it, as it is now.
        guard presentationLayer === shown, !presentationIsStale else {
            invalidateOwnArea()
            return true
        }
        let after = shown.trim
        // A dash pattern runs from the stroke's start: moving the start moves every dash.
        if dashed, before.start != after.start {
            invalidateOwnArea()
            return true
        }
        let reach = shown.drawingReach
        func repaint(between a: CGFloat, and b: CGFloat) {
            guard a != b else { return }
            let stretch = flat.bounds(from: min(a, b) * flat.total, to: max(a, b) * flat.total)
            invalidateOwnArea(stretch.insetBy(dx: -reach, dy: -reach))
        }
        repaint(between: before.start, and: after.start)
        repaint(between: before.end, and: after.end)
        return true
    }

    /// The part of the stroke drawn, as fractions of the path's length.
    private var trim: (start: CGFloat, end: CGFloat) {
        (max(0, min(1, strokeStart)), max(0, min(1, strokeEnd)))
    }
}
