import Foundation

/// The view painted last, in the tree's painting order, that covers a repaint area with an
/// opaque background. Everything painted before it would be painted over, so the renderer
/// starts there: a full-frame repaint under a tab's page then fills the frame once, not
/// once for the window, once for the controller's view and once for the page.
///
/// Found once per repaint rectangle by descending only into views that contain the area,
/// untransformed, unmasked and fully opaque; a cover that is missed only costs the paint it
/// would have saved.
@MainActor
struct OpaqueCover {
    let view: UIView
    /// The views from the root down to the cover's superview: drawn for their position
    /// and for what lies above the cover, but not for their own background and contents.
    let ancestors: [ObjectIdentifier]

    /// `rect` is in the root's superview space (where the root's frame is). `chain` is a
    /// buffer the caller keeps from search to search: the cover of the last one is gone by
    /// the next, so the buffer is not copied and a repaint allocates nothing for it.
    static func find(in root: UIView, covering rect: CGRect, chain: inout [ObjectIdentifier]) -> OpaqueCover? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        chain.removeAll(keepingCapacity: true)
        // A small area asks only whether the root covers it, which spares its clearing.
        let descending = rect.width * rect.height >= minimumArea
        guard let view = search(root, rect, &chain, descending: descending) else { return nil }
        return OpaqueCover(view: view, ancestors: chain)
    }

    /// Below this many square points a layer painted for nothing costs about what the
    /// search costs (a few hundred pixels against a walk of the views there): animation
    /// frames of small moving views, badges.
    static let minimumArea: CGFloat = 48 * 48

    /// The last-painted cover in `view`'s subtree, with `chain` extended by the views
    /// between (`view` included when the cover is a descendant).
    private static func search(
        _ view: UIView, _ rect: CGRect, _ chain: inout [ObjectIdentifier],
        descending: Bool = true
    ) -> UIView? {
        // Containment first: it turns away most views with arithmetic on stored values.
        let bounds = view.presentedBounds, center = view.presentedCenter
        let anchor = view.layer.stored.anchorPoint
        let frame = CGRect(
            x: center.x - anchor.x * bounds.width, y: center.y - anchor.y * bounds.height,
            width: bounds.width, height: bounds.height)
        guard frame.contains(rect), !view.layer.stored.isHidden, view.presentedAlpha == 1,
            view.presentedTransform == .identity, view.presentedCornerRadius == 0,
            view.layer.viewPresentation.transitionProgress == nil, view.layer.presented.shadowOpacity == 0,
            // A masked view shows only where its mask paints.
            view.layer.mask == nil
        else { return nil }
        // Subviews moved by the layer's `sublayerTransform` lie elsewhere than their frames.
        if !descending || view.layer.hasSublayerTransform { return isOpaque(view) ? view : nil }
        let inner = rect.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
        chain.append(ObjectIdentifier(view))
        // Unretained, as the renderer walks subviews: a retain of a view with weak
        // references to it is an atomic side-table count.
        let found = view.subviews.forEachUnowned(reversed: true) { search($0, inner, &chain) }
        if let found { return found }
        chain.removeLast()
        return isOpaque(view) ? view : nil
    }

    private static func isOpaque(_ view: UIView) -> Bool {
        view.presentedBackgroundColor.map { $0.alpha == 1 } ?? false
    }
}
