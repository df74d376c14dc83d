import CCairo
import Foundation

/// Fills and strokes a shape layer's path with Cairo. A stroke trimmed by `strokeStart`
/// and `strokeEnd` keeps the part of the path between those fractions of its length,
/// measured along the path as Cairo flattens it.
@MainActor
enum ShapeRenderer {
    static func draw(_ layer: CAShapeLayer, in context: CGContext) {
        guard let path = layer.path, !path.isEmpty else { return }
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
        if start > 0 || end < 1 {
            let trimmed = trim(flattenedPath(of: cr), from: start, to: end)
            cairo_new_path(cr)
            for polyline in trimmed {
                guard let first = polyline.points.first else { continue }
                cairo_move_to(cr, first.x, first.y)
                for point in polyline.points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
                if polyline.closed { cairo_close_path(cr) }
            }
        }
        cairo_set_line_width(cr, layer.lineWidth)
        cairo_set_line_cap(cr, cap(layer.lineCap))
        cairo_set_line_join(cr, join(layer.lineJoin))
        cairo_set_miter_limit(cr, layer.miterLimit)
        let dashes = (layer.lineDashPattern ?? []).map { max(0, $0.doubleValue) }
        if dashes.contains(where: { $0 > 0 }), dashes.allSatisfy(\.isFinite) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), layer.lineDashPhase)
        }
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * context.globalAlpha)
        cairo_stroke(cr)
        context.notePaint()
    }

    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    /// Cairo's flattening of the current path (curves as lines, within its tolerance).
    private static func flattenedPath(of cr: OpaquePointer) -> [Polyline] {
        guard let flat = cairo_copy_path_flat(cr) else { return [] }
        defer { cairo_path_destroy(flat) }
        var polylines: [Polyline] = []
        let data = flat.pointee.data!
        var i = 0
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            let point = { (k: Int) in CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                polylines.append(Polyline(points: [point(1)], closed: false))
            case CAIRO_PATH_LINE_TO:
                if polylines.isEmpty { polylines.append(Polyline(points: [], closed: false)) }
                polylines[polylines.count - 1].points.append(point(1))
            case CAIRO_PATH_CLOSE_PATH:
                if !polylines.isEmpty, !polylines[polylines.count - 1].closed {
                    polylines[polylines.count - 1].closed = true
                    // Cairo starts the next segment at the subpath's start without a move.
                    let start = polylines[polylines.count - 1].points.first ?? .zero
                    polylines.append(Polyline(points: [start], closed: false))
                }
            default:
                break
            }
            i += Int(header.length)
        }
        return polylines.filter { $0.points.count > 1 || $0.closed }
    }

    /// The part of `polylines` between fractions `start` and `end` of their total length;
    /// a closed polyline counts its closing segment and comes out open unless whole.
    static func trim(_ polylines: [Polyline], from start: CGFloat, to end: CGFloat) -> [Polyline] {
        let segments = polylines.map { line -> [CGPoint] in
            line.closed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        let total = segments.reduce(CGFloat(0)) { sum, points in sum + length(of: points) }
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [Polyline] = []
        var travelled: CGFloat = 0
        for points in segments {
            var kept: [CGPoint] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let d = hypot(b.x - a.x, b.y - a.y)
                let lo = travelled, hi = travelled + d
                travelled = hi
                guard hi > from, lo < to, d > 0 else { continue }
                let t0 = max(0, (from - lo) / d), t1 = min(1, (to - lo) / d)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if kept.isEmpty { kept.append(p0) }
                kept.append(p1)
            }
            if kept.count > 1 { result.append(Polyline(points: kept, closed: false)) }
        }
        return result
    }

    private static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
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
