import Foundation

/// The pictures of the system symbols and of the system tab bar items: our own vector art in
/// the spirit of SF Symbols, not Apple's glyphs.
///
/// Each draws with a pen on a `grid` × `grid` square into the current context. Outlines are
/// lines of the pen's width; filled forms are solid and cut their details out with the pen's
/// eraser, since symbols are templates and only the alpha counts.
enum SymbolArt {
    static let grid: CGFloat = 25
    static let middle = CGPoint(x: 12.5, y: 12.5)
    /// The ring of the `.circle` symbols, the clock and the contacts glyph.
    static let ringRadius: CGFloat = 10.5

    /// A ring around `inner` shrunk to fit inside, or a disc with `inner` cut out of it.
    /// `innerWeight` lightens pictures whose lines crowd when shrunk.
    static func circled(
        filled: Bool, pen: GlyphPen, shrink: CGFloat = 0.56, innerWeight: CGFloat = 1,
        _ inner: (GlyphPen) -> Void
    ) {
        if filled {
            pen.fill(UIBezierPath(circleAround: middle, radius: ringRadius + pen.width() / 2))
            pen.drawing(scaledBy: shrink, about: middle, lineFactor: innerWeight) { inner($0.eraser) }
        } else {
            pen.stroke(UIBezierPath(circleAround: middle, radius: ringRadius))
            pen.drawing(scaledBy: shrink, about: middle, lineFactor: innerWeight, inner)
        }
    }

    /// A dot of `radius` at the regular weight, growing by a third of what lines grow, so
    /// rows of dots stay apart at heavy weights.
    static func dot(at center: CGPoint, radius: CGFloat, pen: GlyphPen) -> UIBezierPath {
        UIBezierPath(circleAround: center, radius: radius + (pen.width() - GlyphPen.line) / 3)
    }

    /// Solid when `filled`, then outlined, so both forms have the same outer edge.
    static func shape(_ path: UIBezierPath, filled: Bool, pen: GlyphPen) {
        if filled { pen.fill(path) }
        pen.stroke(path)
    }
}
