import CCairo
import Foundation

/// Fills and strokes a shape layer's path with Cairo. A stroke trimmed by `strokeStart`
/// and `strokeEnd` keeps the part of the path between those fractions of its length,
/// measured along the path as Cairo flattens it.
@MainActor
enum ShapeRenderer {
    static func draw(_ layer: CAShapeLayer, in context: CGContext) {
        guard let path = layer.path, !path.isEmpty else { return }
        // An animated layer that only moves is filled through masks made once.
        if layer.isPresentationCopy, layer.shapeMasks.draw(layer, in: context) { return }
        let cr = context.cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        CairoGeometry.append(path.elements, to: cr)
        if let fill = layer.fillColor, fill.alpha > 0 {
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * context.globalAlpha)
            cairo_fill_preserve(cr)
            context.notePaint()
        }
        guard let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0 else { return }
        let start = max(0, min(1, layer.strokeStart)), end = max(0, min(1, layer.strokeEnd))
        guard start < end else { return }
        let dashes = layer.drawnDashLengths
        if start > 0 || end < 1 {
            let flat = flattened(layer, cr: cr)
            cairo_new_path(cr)
            // Only the lines whose stroke can reach the clip: a stroke drawn by its
            // `strokeEnd` repaints a narrow band each frame (see CAShapeLayer+Trim). Not for
            // dashes, which run along the whole stroke.
            let reach = layer.drawingReach
            let reaching = dashes != nil ? nil : context.boundingBoxOfClipPath.insetBy(dx: -reach, dy: -reach)
            flat.appendPart(from: start * flat.total, to: end * flat.total, within: reaching, to: cr)
        }
        setStroke(
            width: layer.lineWidth, cap: layer.lineCap, join: layer.lineJoin, miterLimit: layer.miterLimit,
            dashes: dashes ?? [], phase: layer.lineDashPhase, on: cr)
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * context.globalAlpha)
        cairo_stroke(cr)
        context.notePaint()
    }

    /// Sets the stroke's width, ends, joins and dashes (`CAShapeLayer.drawnDashLengths`;
    /// none for a solid stroke).
    static func setStroke(
        width: CGFloat, cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, miterLimit: CGFloat, dashes: [Double],
        phase: CGFloat, on cr: OpaquePointer
    ) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, Self.cap(cap))
        cairo_set_line_join(cr, Self.join(join))
        cairo_set_miter_limit(cr, miterLimit)
        if !dashes.isEmpty { cairo_set_dash(cr, dashes, Int32(dashes.count), phase) }
    }

    /// The path as Cairo flattens it at the current scale, kept on the layer that draws it
    /// while its path and the scale stay the same: an animated `strokeEnd` trims the same
    /// lines every frame.
    private static func flattened(_ layer: CAShapeLayer, cr: OpaquePointer) -> FlatPath {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: 0, ty: 0)
        if let cached = layer.flattenedPath, cached.isFlattening(layer.path), cached.scale == scale { return cached }
        let flat = FlatPath(cairoPath: cr, path: layer.path, scale: scale)
        layer.flattenedPath = flat
        return flat
    }
    private static func cap(_ cap: CAShapeLayerLineCap) -> cairo_line_cap_t {
        switch cap {
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        default: return CAIRO_LINE_CAP_BUTT
        }
    }

    private static func join(_ join: CAShapeLayerLineJoin) -> cairo_line_join_t {
        switch join {
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        default: return CAIRO_LINE_JOIN_MITER
        }
    }
}
