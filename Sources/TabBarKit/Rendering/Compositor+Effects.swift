import CCairo
import Foundation

// What every layer's compositing is made of: the shadow under what a layer paints, opacity
// applied to the layer as a group, the border inside its bounds.
extension Compositor {
    /// A shadow to cast: colour (opacity included), blur radius and offset.
    struct Shadow {
        var color: RGBA
        var radius: CGFloat
        var offset: CGSize
    }

    /// The layer's own shadow as presented, or nil when it casts none (most layers: asked
    /// in place before the call).
    @inline(__always)
    static func shadow(of layer: CALayer) -> Shadow? {
        layer.shadowOpacity > 0 ? castShadow(of: layer) : nil
    }

    private static func castShadow(of layer: CALayer) -> Shadow? {
        guard let color = layer.shadowColor, color.alpha > 0 else { return nil }
        return Shadow(
            color: RGBA(
                red: color.red, green: color.green, blue: color.blue,
                alpha: color.alpha * CGFloat(min(1, layer.shadowOpacity))),
            radius: layer.shadowRadius, offset: layer.shadowOffset)
    }

    /// Paints what `body` draws at `opacity` as one group, so that its overlapping parts do
    /// not show through each other, as Core Animation composites a layer's opacity.
    static func grouped(opacity: CGFloat, in context: CGContext, _ body: () -> Void) {
        guard opacity < 1 else { return body() }
        let cr = context.cairo
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        context.notePaint()
    }

    /// Draws `body` offscreen over `extent` (in the context's space), then the blurred
    /// alpha of what it painted, or of `path` (the layer's `shadowPath`) when there is one,
    /// in the shadow's colour at its offset, and the body over that: Core Animation's
    /// shadow follows the layer's painted pixels, sublayers included. False, with nothing
    /// drawn, when the extent is too large for an offscreen picture (64 M pixels); the
    /// caller then draws the body without its shadow. `cache` is the model layer's render
    /// node's, kept from frame to frame.
    static func drawWithShadow(
        _ shadow: Shadow, extent: CGRect, path: CGPath?, cache: ShadowMaskCache, scale: CGFloat, in context: CGContext,
        body: (CGContext) -> Void
    ) -> Bool {
        guard let width = CGImage.pixels(extent.width, scale: scale),
            let height = CGImage.pixels(extent.height, scale: scale),
            width * height <= 64 << 20, let surface = CGImage.makeSurface(width: width, height: height)
        else { return false }
        let picture = CGImage(surface: surface)
        let offscreen = CGContext(surface: surface, scale: scale)
        offscreen.translateBy(x: -extent.minX, y: -extent.minY)
        body(offscreen)
        let caster = path.flatMap { alpha(of: $0, in: extent, scale: scale) } ?? picture
        let color = CGColor(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, alpha: shadow.color.alpha)
        ShadowBlur.paint(
            picture, shadowOf: caster, at: extent, offset: shadow.offset, radius: shadow.radius, color: color,
            scale: scale, cache: cache, in: context)
        return true
    }

    /// The shadow path's alpha over `extent`. Kept out of line: a path handled inside the
    /// function above kept the optimizer from keeping its images off the heap.
    @inline(never)
    private static func alpha(of path: CGPath, in extent: CGRect, scale: CGFloat) -> CGImage? {
        ShadowBlur.caster(of: path, in: extent, scale: scale)
    }

    /// Strokes a border `width` wide and `color` inside `bounds`, above the sublayers, as
    /// Core Animation draws it: along the outline inset by half the width, its corners'
    /// radius less that half. `addOutline` adds the outline of a rectangle with a corner
    /// radius to the path (a view's corners are traced trimmed to the clip).
    static func strokeBorder(
        inside bounds: CGRect, radius: CGFloat, width: CGFloat, color: CGColor, in context: CGContext,
        addOutline: (CGRect, CGFloat) -> Void
    ) {
        let outline = bounds.insetBy(dx: width / 2, dy: width / 2)
        guard !outline.isNull, outline.width >= 0, outline.height >= 0 else { return }
        context.saveGState()
        context.beginPath()
        addOutline(outline, max(0, radius - width / 2))
        context.setLineWidth(width)
        context.setStrokeColor(color)
        context.strokePath()
        context.restoreGState()
    }
}
