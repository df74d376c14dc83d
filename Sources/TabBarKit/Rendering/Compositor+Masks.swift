import CCairo
import Foundation

// A layer's mask: what the layer paints shows only where its mask layer paints, drawn in the
// same space, through two offscreen groups, or as a clip where that gives the same pixels.
extension Compositor {
    /// Runs `body` through `mask`: what it paints shows only where the mask layer, drawn
    /// in the same space, paints, and as much as the mask's alpha there.
    /// `paintsOnce` says the body is one painting operation (an image, a fill): a mask that
    /// is one opaque rectangle then cuts it as a clip to that shape does, pixel for pixel,
    /// without the two offscreen groups. (Over several operations a clip cuts each at the
    /// antialiased edge, so what lies under one shows through there; a mask cuts them once.)
    static func masked(
        by mask: CALayer?, in context: CGContext, scale: CGFloat, paintsOnce: Bool = false, _ body: () -> Void
    ) {
        guard let mask else { return body() }
        if paintsOnce, let (rect, radius, corners, curve) = clipShape(of: mask) {
            context.saveGState()
            context.beginPath()
            addRoundedRect(rect, radius: radius, corners: corners, curve: curve, to: context)
            context.clip()
            body()
            context.restoreGState()
            return
        }
        let cr = context.cairo
        cairo_push_group(cr)
        body()
        let content = cairo_pop_group(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        // The mask is drawn whole, in a drawing of its own.
        var pass = RenderPass(scale: scale, nodes: mask.application.renderNodes)
        drawLayer(mask, in: context, pass: &pass, clip: nil)
        let alpha = cairo_pop_group(cr)
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_restore(cr)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(alpha)
        context.notePaint()
    }

    /// A mask that is one opaque rectangle, rounded or not, placed without a turn or a
    /// shear, lets through just what a clip to that shape does: the shape in the masked
    /// layer's space, or nil for any other mask (contents, a drawing, sublayers, partial
    /// alpha, a shadow), which goes through groups.
    private static func clipShape(of mask: CALayer) -> (CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve)? {
        guard !mask.isViewLayer else { return nil }
        mask.prepareForRendering()
        let shown = mask.presented
        guard !shown.stored.isHidden, shown.stored.opacity >= 1, let background = shown.stored.backgroundColor,
            background.alpha >= 1, shown.contents == nil, !shown.drawsOwnContent, shown.currentSublayers.isEmpty,
            shown.mask == nil, shown.shadowOpacity <= 0 || (shown.shadowColor?.alpha ?? 0) <= 0
        else { return nil }
        let placement = shown.transformToSuperlayer
        guard placement.b == 0, placement.c == 0, placement.isDrawable else { return nil }
        let bounds = shown.stored.bounds
        let radius = max(0, min(shown.cornerRadius, min(bounds.width, bounds.height) / 2))
        // A rounded corner stays round only under an even scale, and in its place unflipped.
        guard radius == 0 || placement.a == placement.d && placement.a > 0 else { return nil }
        return (bounds.applying(placement), radius * abs(placement.a), shown.maskedCorners, shown.cornerCurve)
    }
}
