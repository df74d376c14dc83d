import Foundation

// Redraw bookkeeping: which views need their content drawn again, and which area of
// the screen must be repainted. Roots collect the area so a renderer can repaint only it.
extension UIView {
    public func setNeedsDisplay() {
        layer.displayIsDue = true
        invalidateVisualArea()
    }

    /// Redraws the content; only `rect` (in this view's space) is repainted on screen.
    public func setNeedsDisplay(_ rect: CGRect) {
        layer.displayIsDue = true
        invalidateArea(rect)
    }

    /// Marks the area this view and its unclipped descendants cover as needing repaint.
    func invalidateVisualArea(ignoringHidden: Bool = false) {
        invalidateArea(ignoringHidden: ignoringHidden) { $0.visualExtent }
    }

    /// Repaints `rect` (in this view's space, as presented) at the next render of its root.
    func invalidateArea(_ rect: CGRect) {
        invalidateArea(ignoringHidden: true) { _ in rect }
    }

    /// One walk up to the root, for the transform into its space and whether the view is
    /// shown; `area` is measured only when the root does not already wait to be repainted
    /// whole (a renderer repaints nothing outside it). Measuring a view with many unclipped
    /// descendants walks them all, and a first layout, before the first frame, moves every
    /// view.
    private func invalidateArea(ignoringHidden: Bool, measuring area: (UIView) -> CGRect) {
        guard !treeRootIsWhollyPending else { return }
        let (root, ancestors, shown) = ancestry(ignoringHidden: ignoringHidden)
        guard shown, ignoringHidden || !layer.stored.isHidden else { return }
        let rect = area(self)
        guard !rect.isNull, !rect.isEmpty else { return }
        root.pendingDirtyRegion.add(rect.applying(presentedTransformToSuperview.concatenating(ancestors)))
    }

    /// The root of this view's tree.
    var treeRoot: UIView { treeRootReference.object }

    /// The root, found with each step read through a guaranteed reference (no count taken).
    private var treeRootReference: Unowned<UIView> {
        var root = Unowned(self)
        while let parent = root.read({ $0.superviewReference }) { root = parent }
        return root
    }

    /// Whether the root waits to be repainted whole, when nothing need be added to its
    /// region: found by a walk that works out no transform (a first layout, before the
    /// first frame, moves every view). The root is read in place too: this runs for every
    /// repaint request.
    private var treeRootIsWhollyPending: Bool {
        treeRootReference.read { $0.pendingDirtyRegion.contains($0.frame) }
    }

    /// One walk up to the root: the root, the map from the superview's space into the root's
    /// superview space (where the root's frame and its dirty region are), and whether every
    /// ancestor is shown (always, `ignoringHidden`).
    func ancestry(ignoringHidden: Bool = false) -> (root: UIView, transform: CGAffineTransform, shown: Bool) {
        var shown = true
        var ancestors = CGAffineTransform.identity
        // Each step read through a guaranteed reference: no count taken for any ancestor.
        var root = Unowned(self)
        while let parent = root.read({ $0.superviewReference }) {
            parent.read { view in
                shown = shown && (ignoringHidden || !view.layer.stored.isHidden)
                ancestors = ancestors.concatenating(view.presentedTransformToSuperview)
            }
            root = parent
        }
        return (root.object, ancestors, shown)
    }

    /// Repaints where this view's subtree is before and after `change` to the view's own
    /// presented properties. Each animation step calls it for each animating view, so it
    /// walks up to the root once and records one area when the two overlap, as they do
    /// for all but the largest jumps.
    func invalidateVisualArea(across change: () -> Void) {
        // One walk, asked whether the root waits whole only after it: an animation step
        // runs after the first frame, when the root rarely does (a walk before, as other
        // requests make, would be a second walk here).
        let (root, ancestors, shown) = ancestry()
        guard shown, !layer.stored.isHidden, !root.pendingDirtyRegion.contains(root.frame) else { return change() }
        let before = visualExtent.applying(presentedTransformToSuperview.concatenating(ancestors))
        change()
        let after = visualExtent.applying(presentedTransformToSuperview.concatenating(ancestors))
        if before.intersects(after) {
            root.pendingDirtyRegion.add(before.union(after))
        } else {
            root.pendingDirtyRegion.add(before)
            root.pendingDirtyRegion.add(after)
        }
    }

    /// The area (in this view's space) that drawing this subtree can touch as presented:
    /// its bounds grown by the shadow, plus unclipped descendants, plus a pointer effect.
    var visualExtent: CGRect {
        guard let look = pointerEffectLook else { return contentExtent }
        return look.extent(around: contentExtent, bounds: presentedBounds)
    }

    /// The visual extent without a pointer effect.
    var contentExtent: CGRect {
        let bounds = presentedBounds
        var extent = bounds
        let style = layer.presented
        if style.shadowOpacity > 0, style.shadowColor != nil {
            let spread = style.shadowRadius * 2 + 1
            // A shadow path casts the shadow wherever it reaches, inside the bounds or not.
            let caster = style.shadowPath?.boundingBox ?? bounds
            extent = extent.union(
                caster.offsetBy(dx: style.shadowOffset.width, dy: style.shadowOffset.height)
                    .insetBy(dx: -spread, dy: -spread))
        }
        if let drawn = layer.extentOfOwnDrawing { extent = extent.union(drawn) }
        if !layer.stored.masksToBounds {
            for subview in subviews where !subview.layer.stored.isHidden {
                extent = extent.union(subview.visualExtent.applying(subview.presentedTransformToSuperview))
            }
            if layer.drawsOrderedSublayers, let free = layer.freeSublayersExtent { extent = extent.union(free) }
        }
        return extent
    }

}
