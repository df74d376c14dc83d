import Foundation

// Where a layer lies: the map from its bounds space to its superlayer's, conversions
// between layers, hit testing, and the area it can paint (for repainting and culling).
extension CALayer {
    /// From this layer's bounds space to its superlayer's: the anchor point goes to the
    /// origin, the transform (its flat part) applies, then the anchor goes to `position`,
    /// and the superlayer's `sublayerTransform` (as presented) applies about its anchor.
    var transformToSuperlayer: CGAffineTransform {
        if isViewLayer, let view = hostingView { return view.presentedTransformToSuperview }
        // The flag first: drawing and repainting ask this of every layer at every step.
        // Read in place: no count taken of the superlayer for a question most answer no to.
        guard let parent = freeSuperlayerReference?.unowned(as: CALayer.self),
            let sublayerPlacement = parent.read({ $0.mayTransformSublayers ? $0.sublayerPlacement(presented: true) : nil })
        else { return ownPlacement }
        return ownPlacement.concatenating(sublayerPlacement)
    }

    /// What this layer's `sublayerTransform` adds to the placement of its sublayers (and a
    /// view's layer, of its view's subviews), in its bounds space: the transform's flat
    /// part about the anchor point, from the model's values or as presented (animations
    /// included); nil while it is the identity.
    func sublayerPlacement(presented: Bool) -> CGAffineTransform? {
        let shown = presented ? self.presented : self
        guard shown.hasSublayerTransform else { return nil }
        let bounds = presented && isViewLayer ? (hostingView?.presentedBounds ?? stored.bounds) : shown.stored.bounds
        let anchor = shown.stored.anchorPoint
        let pivot = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(shown.sublayerTransform.affinePart)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    /// The layer's own part of that map (what its `frame` is made of): its bounds, anchor
    /// point, transform and position, without the superlayer's `sublayerTransform`.
    var ownPlacement: CGAffineTransform {
        StoredValues.placing(stored.bounds, at: stored.position, about: stored.anchorPoint, through: stored.transform.affinePart)
    }

    /// From this layer's space to its root layer's, and that root.
    private var transformToRoot: (CGAffineTransform, CALayer) {
        var t = CGAffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            t = t.concatenating(layer.transformToSuperlayer)
            layer = parent
        }
        return (t, layer)
    }

    /// From `l`'s space to this layer's (nil: from the root's); layers in different trees
    /// have no common space and the value is passed through.
    func transform(from l: CALayer?) -> CGAffineTransform {
        let (mine, root) = transformToRoot
        guard let l else { return mine.inverted() }
        let (theirs, theirRoot) = l.transformToRoot
        guard theirRoot === root else { return .identity }
        return theirs.concatenating(mine.inverted())
    }

    func transform(to l: CALayer?) -> CGAffineTransform {
        let (mine, root) = transformToRoot
        guard let l else { return mine }
        let (theirs, theirRoot) = l.transformToRoot
        guard theirRoot === root else { return .identity }
        return mine.concatenating(theirs.inverted())
    }

    func hitTestLayers(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: The area a free-standing layer paints

    /// The area in this layer's space that drawing it and its sublayers can touch.
    /// As presented: animations included.
    var paintedExtent: CGRect {
        let shown = presented
        // Empty bounds paint nothing (a shape layer's are often zero at the origin).
        var extent = shown.stored.bounds.isEmpty ? CGRect.null : shown.stored.bounds
        if let drawn = shown.extentOfOwnDrawing { extent = extent.union(drawn) }
        // A transition's old picture covers what the layer painted when it began.
        if let area = shown.shownTransition?.picture.area { extent = extent.union(area) }
        if shown.shadowOpacity > 0, shown.shadowColor != nil {
            let spread = shown.shadowRadius * 2 + 1
            let shape = shown.shadowPath?.boundingBox ?? extent
            extent = extent.union(
                shape.offsetBy(dx: shown.shadowOffset.width, dy: shown.shadowOffset.height)
                    .insetBy(dx: -spread, dy: -spread))
        }
        if !shown.stored.masksToBounds {
            for sublayer in orderedSublayers where !sublayer.presented.isHidden {
                extent = extent.union(sublayer.paintedExtent.applying(sublayer.presented.transformToSuperlayer))
            }
        }
        return extent
    }

    /// The presentation copy while animations run, else the layer itself.
    var presented: CALayer { presentationLayer ?? self }

    /// Whether a view's layer can paint outside its bounds by itself: free-standing
    /// sublayers or a shape can reach beyond them.
    var paintsBeyondBounds: Bool { drawsOrderedSublayers || extentOfOwnDrawing != nil }

    /// The area a free-standing layer's sublayers paint, in a view's bounds space, for the
    /// view's own extent (nil when it has none).
    var freeSublayersExtent: CGRect? {
        var extent: CGRect?
        for sublayer in orderedSublayers where !sublayer.isViewLayer && !sublayer.presented.isHidden {
            let area = sublayer.paintedExtent.applying(sublayer.presented.transformToSuperlayer)
            extent = extent.map { $0.union(area) } ?? area
        }
        return extent
    }

    /// Repaints where a free-standing layer was and is across `change` to its presented
    /// values, walking up to its view once and recording one area when the two overlap, as
    /// they do for all but the largest jumps (each animation step calls it).
    func invalidateOwnArea(across change: () -> Void) {
        guard !isViewLayer, freeSuperlayer != nil else {
            invalidateOwnArea()
            change()
            return invalidateOwnArea()
        }
        guard let (view, ancestors) = hostAndAncestors() else { return change() }
        let before = areaInHost(through: ancestors)
        change()
        let after = areaInHost(through: ancestors)
        if let before, let after, before.intersects(after) {
            view.invalidateArea(before.union(after))
        } else {
            if let before { view.invalidateArea(before) }
            if let after { view.invalidateArea(after) }
        }
    }

    /// Marks the area a free-standing layer paints for repainting in the view it is
    /// drawn in; nothing while it is in no view's tree or hidden.
    func invalidateOwnArea(ignoringHidden: Bool = false) {
        guard !isViewLayer else { return }
        if freeSuperlayer == nil, let owner = maskOwner { return owner.repaint(if: true) }
        guard let (view, ancestors) = hostAndAncestors(),
            let area = areaInHost(through: ancestors, ignoringHidden: ignoringHidden)
        else { return }
        view.invalidateArea(area)
    }

    /// Marks `rect`, in this free-standing layer's own space as presented, for repainting in
    /// the view it is drawn in.
    func invalidateOwnArea(_ rect: CGRect) {
        guard !isViewLayer, let (view, ancestors) = hostAndAncestors(), let area = areaInHost(through: ancestors, of: rect)
        else { return }
        view.invalidateArea(area)
    }

    /// The view this free-standing layer is drawn in and the map from its superlayer's
    /// space into that view's, found in one walk up; nil while it is in no view's tree or
    /// a free-standing ancestor is hidden.
    func hostAndAncestors() -> (UIView, CGAffineTransform)? {
        guard var current = freeSuperlayer else { return nil }
        var ancestors = CGAffineTransform.identity
        while !current.isViewLayer {
            guard !current.presented.stored.isHidden, let parent = current.freeSuperlayer else { return nil }
            ancestors = ancestors.concatenating(current.presented.transformToSuperlayer)
            current = parent
        }
        guard let view = current.hostingView else { return nil }
        return (view, ancestors)
    }

    /// The area this layer paints as presented (or `part` of it, in its own space), in its
    /// host view's space; nil when it is hidden (unless told to ignore that) or paints nothing.
    private func areaInHost(through ancestors: CGAffineTransform, ignoringHidden: Bool = false, of part: CGRect? = nil) -> CGRect? {
        let shown = presented
        guard ignoringHidden || !shown.stored.isHidden else { return nil }
        let extent = part ?? paintedExtent
        guard !extent.isNull, !extent.isEmpty else { return nil }
        return extent.applying(shown.transformToSuperlayer.concatenating(ancestors))
    }
}
