import CCairo
import Foundation

/// A path as lines: its points in order, where each subpath starts, and the distance along
/// the path at each point (a subpath's closing line counted, the jump to the next not).
/// It appends any stretch of the path by distance to Cairo without building anything.
final class FlatPath {
    let path: CGPath?
    /// The path's version then (a mutable path may change in place).
    private let pathVersion: Int
    /// The linear part of the transform it was flattened under.
    let scale: CGAffineTransform
    private var points: [CGPoint] = []
    private var startsSubpath: [Bool] = []
    private var distance: [CGFloat] = []
    private(set) var total: CGFloat = 0

    /// Flattens the current path of `cr` (Cairo keeps curves within a tenth of a device pixel).
    init(cairoPath cr: OpaquePointer, path: CGPath?, scale: CGAffineTransform) {
        self.path = path
        pathVersion = path?.version ?? 0
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

    /// Whether these are the lines of `path` as it is now.
    func isFlattening(_ path: CGPath?) -> Bool {
        self.path === path && pathVersion == (path?.version ?? 0)
    }

    private func append(_ point: CGPoint, startingSubpath: Bool) {
        if !startingSubpath, let last = points.last { total += hypot(point.x - last.x, point.y - last.y) }
        points.append(point)
        startsSubpath.append(startingSubpath)
        distance.append(total)
    }

    /// The box around the lines between distances `from` and `to` (null when there are none).
    func bounds(from: CGFloat, to: CGFloat) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        forEachLine(from: from, to: to) { p, q, _ in
            (minX, minY) = (min(minX, p.x, q.x), min(minY, p.y, q.y))
            (maxX, maxY) = (max(maxX, p.x, q.x), max(maxY, p.y, q.y))
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends the lines between distances `from` and `to`, each unbroken run as its own
    /// subpath; with `box`, only the lines that meet it (a run is broken where one does not).
    func appendPart(from: CGFloat, to: CGFloat, within box: CGRect? = nil, to cr: OpaquePointer) {
        var drawing = false
        forEachLine(from: from, to: to) { p, q, continues in
            if let box,
                max(p.x, q.x) < box.minX || min(p.x, q.x) > box.maxX || max(p.y, q.y) < box.minY || min(p.y, q.y) > box.maxY
            {
                drawing = false
                return
            }
            if !(continues && drawing) { cairo_move_to(cr, p.x, p.y) }
            cairo_line_to(cr, q.x, q.y)
            drawing = true
        }
    }

    /// Calls `body` with each line of the stretch between distances `from` and `to`, cut to
    /// it, and whether it goes on from the line before (not at a subpath's start).
    private func forEachLine(from: CGFloat, to: CGFloat, _ body: (CGPoint, CGPoint, _ continues: Bool) -> Void) {
        var continues = false
        for i in points.indices.dropFirst() {
            if startsSubpath[i] {
                continues = false
                continue
            }
            let lo = distance[i - 1], hi = distance[i]
            guard hi > from, lo < to, hi > lo else {
                if hi <= from || lo >= to { continues = false }
                continue
            }
            let a = points[i - 1], b = points[i], d = hi - lo
            let t0 = max(0, (from - lo) / d), t1 = min(1, (to - lo) / d)
            body(
                CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0),
                CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1), continues)
            continues = true
        }
    }
}
