import CCairo
import Foundation

/// A path as lines: its points in order, where each subpath starts, and the distance along
/// the path at each point (a subpath's closing line counted, the jump to the next not).
/// It appends any stretch of the path by distance to Cairo without building anything.
final class FlatPath {
    let path: CGPath?
    /// The linear part of the transform it was flattened under.
    let scale: CGAffineTransform
    private var points: [CGPoint] = []
    private var startsSubpath: [Bool] = []
    private var distance: [CGFloat] = []
    private(set) var total: CGFloat = 0

    /// Flattens the current path of `cr` (Cairo keeps curves within a tenth of a device pixel).
    init(cairoPath cr: OpaquePointer, path: CGPath?, scale: CGAffineTransform) {
        self.path = path
        self.scale = scale
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        let data = flat.pointee.data!
        var subpathStart: CGPoint?
        var i = 0
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)
                subpathStart = p
                append(p, startingSubpath: true)
            case CAIRO_PATH_LINE_TO:
                append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y), startingSubpath: points.isEmpty)
            case CAIRO_PATH_CLOSE_PATH:
                if let subpathStart { append(subpathStart, startingSubpath: false) }
            default:
                break
            }
            i += Int(header.length)
        }
    }

    private func append(_ point: CGPoint, startingSubpath: Bool) {
        if !startingSubpath, let last = points.last { total += hypot(point.x - last.x, point.y - last.y) }
        points.append(point)
        startsSubpath.append(startingSubpath)
        distance.append(total)
    }

    /// Appends the lines between distances `from` and `to`, each unbroken run as its own subpath.
    func appendPart(from: CGFloat, to: CGFloat, to cr: OpaquePointer) {
        var drawing = false
        for i in points.indices.dropFirst() {
            if startsSubpath[i] {
                drawing = false
                continue
            }
            let lo = distance[i - 1], hi = distance[i]
            guard hi > from, lo < to, hi > lo else {
                if hi <= from || lo >= to { drawing = false }
                continue
            }
            let a = points[i - 1], b = points[i], d = hi - lo
            let t0 = max(0, (from - lo) / d), t1 = min(1, (to - lo) / d)
            if !drawing {
                cairo_move_to(cr, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                drawing = true
            }
            cairo_line_to(cr, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
        }
    }
}
