import Foundation

// Converting points and rectangles between views, through every transform on the way.
extension UIView {
    /// Maps this view's bounds space into its superview's space:
    /// p ↦ center + transform(p − anchor point in the bounds), then the superview's layer's
    /// `sublayerTransform` about its anchor point.
    var transformToSuperview: CGAffineTransform {
        @inline(__always) get {
            // Read in place: a copy of the stored values would retain the colour they hold.
            let own = CALayer.StoredValues.placing(
                layer.stored.bounds, at: layer.stored.position, about: layer.stored.anchorPoint,
                through: layer.stored.transform.affinePart)
            return superviewMayTransformSublayers ? placedBySuperviewLayer(own, presented: false) : own
        }
    }

    /// `own` followed by the superview's layer's `sublayerTransform` about its anchor point
    /// (as presented, or the model's): kept out of line, so the usual placement without
    /// one stays small enough to inline where views are placed.
    @inline(never)
    func placedBySuperviewLayer(_ own: CGAffineTransform, presented: Bool) -> CGAffineTransform {
        guard let placement = superview?.layer.sublayerPlacement(presented: presented) else { return own }
        return own.concatenating(placement)
    }

    /// From this view into `view`'s space; nil means the window (or root) space.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transformToWindowSpace.inverted()) }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect.applying(transformToWindowSpace.inverted()) }
        return view.convert(rect, to: self)
    }

    private func transform(to view: UIView?) -> CGAffineTransform {
        guard let view else { return transformToWindowSpace }
        return transformToWindowSpace.concatenating(view.transformToWindowSpace.inverted())
    }

    /// From this view's bounds space into `ancestor`'s (the model geometry).
    func transformToAncestor(_ ancestor: UIView) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView = self
        while view !== ancestor, let parent = view.superview {
            t = t.concatenating(view.transformToSuperview)
            view = parent
        }
        return t
    }

    /// Into the window's own bounds space, or the root view's space when there is no window.
    private var transformToWindowSpace: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView = self
        while let parent = view.superview, !view.isWindow {
            t = t.concatenating(view.transformToSuperview)
            view = parent
        }
        return t
    }
}
