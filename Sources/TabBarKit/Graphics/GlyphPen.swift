import Foundation

/// What the system glyphs and symbols draw with, into the current context.
///
/// Every width a glyph names is its regular width, which the pen multiplies by its weight.
/// Lines have round ends and corners, the look of the system glyphs. An erasing pen clears
/// what it draws, so a filled form can cut a picture out of itself; glyphs are templates,
/// where only the alpha counts.
struct GlyphPen: Sendable {
    /// Line widths relative to regular.
    var weight: CGFloat = 1
    var erases = false

    static let regular = GlyphPen()

    /// The regular line of the system glyphs.
    static let line: CGFloat = 1.8

    func width(_ regular: CGFloat = GlyphPen.line) -> CGFloat { regular * weight }

    /// The pen that cuts where this one draws.
    var eraser: GlyphPen { GlyphPen(weight: weight, erases: true) }

    func fill(_ path: UIBezierPath) {
        path.fill(with: blendMode, alpha: 1)
    }

    func stroke(_ path: UIBezierPath, width regular: CGFloat = GlyphPen.line) {
        path.lineWidth = width(regular)
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke(with: blendMode, alpha: 1)
    }

    /// Clears the inside of `path` and its outline widened by `gap` on each side, so that
    /// what is drawn there next stands apart from what lies behind it.
    func clear(around path: UIBezierPath, gap: CGFloat) {
        eraser.fill(path)
        path.lineWidth = width() + 2 * gap
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke(with: .clear, alpha: 1)
    }

    /// Draws `body` shrunk by `factor` about `center` and moved by `offset`, with the pen's
    /// line widths as they are outside, times `lineFactor`.
    func drawing(
        scaledBy factor: CGFloat, about center: CGPoint, offset: CGVector = .zero, lineFactor: CGFloat = 1,
        _ body: (GlyphPen) -> Void
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.translateBy(x: center.x + offset.dx, y: center.y + offset.dy)
        context.scaleBy(x: factor, y: factor)
        context.translateBy(x: -center.x, y: -center.y)
        body(GlyphPen(weight: weight * lineFactor / factor, erases: erases))
        context.restoreGState()
    }

    func clipped(to clip: UIBezierPath, _ body: () -> Void) {
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        clip.addClip()
        body()
        context?.restoreGState()
    }

    private var blendMode: CGBlendMode { erases ? .clear : .normal }
}

extension UIBezierPath {
    convenience init(circleAround center: CGPoint, radius: CGFloat) {
        self.init(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Straight lines between `points` with each corner rounded to `radius`.
    convenience init(polygon points: [CGPoint], cornerRadius radius: CGFloat, closed: Bool = true) {
        let path = CGMutablePath()
        guard let first = points.first, points.count > 2 else {
            path.addLines(between: points)
            self.init(cgPath: path)
            return
        }
        if closed {
            // Start halfway along the last side, so that every corner gets its fillet.
            let last = points[points.count - 1]
            path.move(to: CGPoint(x: (last.x + first.x) / 2, y: (last.y + first.y) / 2))
            for (i, corner) in points.enumerated() {
                path.addArc(tangent1End: corner, tangent2End: points[(i + 1) % points.count], radius: radius)
            }
            path.closeSubpath()
        } else {
            path.move(to: first)
            for i in 1..<(points.count - 1) {
                path.addArc(tangent1End: points[i], tangent2End: points[i + 1], radius: radius)
            }
            path.addLine(to: points[points.count - 1])
        }
        self.init(cgPath: path)
    }
}
