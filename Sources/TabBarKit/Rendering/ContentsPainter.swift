import CCairo
import Foundation

/// Paints a layer's `contents` image into its bounds: the `contentsRect` part of it,
/// placed by `contentsGravity` at `contentsScale`, stretched in nine parts by `contentsCenter`.
@MainActor
enum ContentsPainter {
    /// Contents part-way through a cross-fade: what `old` paints weighted by `oldWeight`
    /// plus what `new` paints weighted by the rest, summed premultiplied, so an opaque
    /// picture stays opaque all the way through, as Core Animation's fade does.
    static func crossfade(oldWeight: CGFloat, in context: CGContext, old: () -> Void, new: () -> Void) {
        let cr = context.cairo
        let weight = min(1, max(0, oldWeight))
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_push_group(cr)
        cairo_push_group(cr)
        old()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, weight)
        cairo_push_group(cr)
        new()
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_paint_with_alpha(cr, 1 - weight)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
        context.notePaint()
    }

    static func paint(_ image: CGImage, of layer: CALayer, in bounds: CGRect, context: CGContext) {
        let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        let unit = layer.contentsRect
        let pixels = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        guard pixels.width > 0, pixels.height > 0, pixels.width.isFinite, pixels.height.isFinite else { return }
        let natural = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        let target = place(natural, in: bounds, gravity: layer.contentsGravity)
        let center = layer.contentsCenter
        // Nearest-neighbour filtering where the layer asks for it, at the side of the
        // scale (more device pixels than image pixels, or fewer) it is asked for.
        let deviceScale = Compositor.deviceScale(of: context)
        let magnified = target.width * deviceScale >= natural.width * scale
        let nearest = (magnified ? layer.magnificationFilter : layer.minificationFilter) == .nearest
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || center.isEmpty || center.isNull {
            paintSlice(image, from: pixels, to: target, nearest: nearest, in: context)
            return
        }
        // Nine parts: the corners keep their size, the edges stretch one way, the middle both.
        let sx = [pixels.minX, pixels.minX + center.minX * pixels.width, pixels.minX + center.maxX * pixels.width, pixels.maxX]
        let sy = [pixels.minY, pixels.minY + center.minY * pixels.height, pixels.minY + center.maxY * pixels.height, pixels.maxY]
        let left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        let top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        // Where the target is smaller than the fixed parts, they shrink in proportion.
        let fx = min(1, target.width / max(left + right, .ulpOfOne))
        let fy = min(1, target.height / max(top + bottom, .ulpOfOne))
        let dx = [target.minX, target.minX + left * fx, target.maxX - right * fx, target.maxX]
        let dy = [target.minY, target.minY + top * fy, target.maxY - bottom * fy, target.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                paintSlice(
                    image,
                    from: CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row]),
                    to: CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row]),
                    nearest: nearest, in: context)
            }
        }
    }

    /// Where contents of `size` points go in `bounds`: the gravities place contents as the
    /// view content modes of the same names do.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let mode: UIViewContentMode
        switch gravity {
        case .resizeAspect: mode = .scaleAspectFit
        case .resizeAspectFill: mode = .scaleAspectFill
        case .center: mode = .center
        case .top: mode = .top
        case .bottom: mode = .bottom
        case .left: mode = .left
        case .right: mode = .right
        case .topLeft: mode = .topLeft
        case .topRight: mode = .topRight
        case .bottomLeft: mode = .bottomLeft
        case .bottomRight: mode = .bottomRight
        default: mode = .scaleToFill
        }
        return LayerContents.rect(for: mode, size: size, in: bounds)
    }

    /// Paints the `source` pixels of `image` stretched over `destination` (points).
    private static func paintSlice(
        _ image: CGImage, from source: CGRect, to destination: CGRect, nearest: Bool, in context: CGContext
    ) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let cr = context.cairo
        cairo_save(cr)
        cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cr)
        cairo_translate(cr, destination.minX, destination.minY)
        cairo_scale(cr, destination.width / source.width, destination.height / source.height)
        // The slice as a surface of its own, padded: a stretched part is filtered from its
        // own pixels only, not blended with its neighbours' (or transparency) at its edges.
        guard
            let slice = cairo_surface_create_for_rectangle(
                image.surface, source.minX, source.minY,
                source.width, source.height)
        else {
            cairo_restore(cr)
            return
        }
        defer { cairo_surface_destroy(slice) }
        cairo_set_source_surface(cr, slice, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        if nearest { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
        cairo_paint_with_alpha(cr, context.globalAlpha)
        cairo_restore(cr)
        context.notePaint()
    }
}
