import Foundation

// A plain view that paints nothing but an opaque colour over its frame (a page's background)
// leaves the same pixels as another such view of that colour in its place. When a container
// swaps one page for another (a tab bar controller changing tabs), the frame then repaints
// only what the pages' subviews paint, not the whole of it: the removal's area is held back
// until the root is repainted, and an insertion of a matching view in the same place (same
// superview, same index, same area, same colour) takes its place with the subviews' areas.

/// A plain solid view taken out of its superview, whose area waits to be repainted.
struct SolidRemoval {
    /// Where it was, in its root's superview space (where the root's frame is).
    let area: CGRect
    let color: RGBA
    let superview: ObjectIdentifier
    let index: Int
    /// What its subviews painted, in the same space; nil when they painted nothing.
    let subviewsArea: CGRect?
}

extension UIView {
    /// The colour that is all this view paints: a plain `UIView`, shown, opaque and
    /// untransformed, whose layer has no corners, border, shadow, mask, contents or
    /// sublayers of its own. Nil for anything else.
    private var solidColorAlone: RGBA? {
        guard type(of: self) == UIView.self, !layer.stored.isHidden, presentedAlpha == 1, presentedTransform == .identity,
            presentedCornerRadius == 0, layer.viewPresentation.transitionProgress == nil, pointerEffectLook == nil,
            layer.backingStore == nil, let color = presentedBackgroundColor, color.alpha == 1
        else { return nil }
        let style = layer.presented
        guard style.shadowOpacity == 0, style.borderWidth == 0, layer.mask == nil, layer.contents == nil,
            !layer.drawsOrderedSublayers
        else { return nil }
        return color
    }

    /// The root, and the map from this view's bounds into the root's superview space, when
    /// every view on the way is shown.
    private var shownPlacementInRoot: (root: UIView, transform: CGAffineTransform)? {
        let (root, ancestors, shown) = ancestry()
        guard shown, !layer.stored.isHidden else { return nil }
        return (root, presentedTransformToSuperview.concatenating(ancestors))
    }

    /// What the subviews paint, in the root's superview space.
    private func subviewsArea(through transform: CGAffineTransform) -> CGRect? {
        var area: CGRect?
        for subview in subviews where !subview.layer.stored.isHidden {
            let extent = subview.visualExtent.applying(subview.presentedTransformToSuperview).applying(transform)
            area = area.map { $0.union(extent) } ?? extent
        }
        return area
    }

    /// This view is leaving `parent`, where it is subview `index`: a solid view's area is
    /// held back in case another takes its place; any other view's is repainted.
    func invalidateVisualAreaForRemoval(from parent: UIView, at index: Int) {
        guard let color = solidColorAlone, let (root, transform) = shownPlacementInRoot,
            !root.pendingDirtyRegion.contains(root.frame)
        else { return invalidateVisualArea() }
        // A root no renderer repaints keeps no more than a few.
        if root.pendingSolidRemovals.count >= Self.solidRemovalsKept { root.settleSolidRemovals() }
        root.pendingSolidRemovals.append(
            SolidRemoval(
                area: presentedBounds.applying(transform), color: color, superview: ObjectIdentifier(parent), index: index,
                subviewsArea: subviewsArea(through: transform)))
    }

    /// This view has just joined its superview: when it takes the place of a solid view
    /// of its colour, only what the subviews of both paint is repainted.
    func invalidateVisualAreaForInsertion() {
        guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self }),
            let color = solidColorAlone, let (root, transform) = shownPlacementInRoot
        else { return invalidateVisualArea() }
        let area = presentedBounds.applying(transform)
        guard
            let match = root.pendingSolidRemovals.firstIndex(where: {
                $0.superview == ObjectIdentifier(parent) && $0.index == index && $0.color == color && $0.area == area
            })
        else { return invalidateVisualArea() }
        let removal = root.pendingSolidRemovals.remove(at: match)
        if let old = removal.subviewsArea { root.pendingDirtyRegion.add(old) }
        if let new = subviewsArea(through: transform) { root.pendingDirtyRegion.add(new) }
    }

    static let solidRemovalsKept = 16

    /// Before a repaint: the solid views no other took the place of are repainted.
    func settleSolidRemovals() {
        for removal in pendingSolidRemovals { pendingDirtyRegion.add(removal.area) }
        pendingSolidRemovals.removeAll(keepingCapacity: true)
    }
}
