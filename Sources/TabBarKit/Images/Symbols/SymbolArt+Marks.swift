import Foundation

// plus, minus, xmark, info, chevron.left, chevron.right, chevron.down, ellipsis, list.bullet,
// magnifyingglass.
extension SymbolArt {
    static func plus(pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 12.5, y: 4.5))
        path.addLine(to: CGPoint(x: 12.5, y: 20.5))
        path.move(to: CGPoint(x: 4.5, y: 12.5))
        path.addLine(to: CGPoint(x: 20.5, y: 12.5))
        pen.stroke(path)
    }

    static func minus(pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4.5, y: 12.5))
        path.addLine(to: CGPoint(x: 20.5, y: 12.5))
        pen.stroke(path)
    }

    /// A lower-case i: a dot over a stem.
    static func info(pen: GlyphPen) {
        pen.fill(dot(at: CGPoint(x: 12.5, y: 6.8), radius: 1.6, pen: pen))
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: 12.5, y: 10.5))
        stem.addLine(to: CGPoint(x: 12.5, y: 18.5))
        pen.stroke(stem)
    }

    static func xmark(pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 5.8, y: 5.8))
        path.addLine(to: CGPoint(x: 19.2, y: 19.2))
        path.move(to: CGPoint(x: 19.2, y: 5.8))
        path.addLine(to: CGPoint(x: 5.8, y: 19.2))
        pen.stroke(path)
    }

    /// A tick, its long arm rising to the right.
    static func checkmark(pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4.6, y: 13.4))
        path.addLine(to: CGPoint(x: 10, y: 19.2))
        path.addLine(to: CGPoint(x: 20.4, y: 5.6))
        pen.stroke(path, width: GlyphPen.line * 1.15)
    }

    /// Three level lines of one length; also the grip of a row that can be moved.
    static func threeLines(pen: GlyphPen) {
        let lines = UIBezierPath()
        for y: CGFloat in [6.2, 12.5, 18.8] {
            lines.move(to: CGPoint(x: 3.6, y: y))
            lines.addLine(to: CGPoint(x: 21.4, y: y))
        }
        pen.stroke(lines)
    }

    /// An angle pointing left, or right when `pointingRight`.
    static func chevron(pointingRight: Bool, pen: GlyphPen) {
        let back: CGFloat = pointingRight ? 9 : 16, tip: CGFloat = pointingRight ? 16 : 9
        let path = UIBezierPath()
        path.move(to: CGPoint(x: back, y: 4))
        path.addLine(to: CGPoint(x: tip, y: 12.5))
        path.addLine(to: CGPoint(x: back, y: 21))
        pen.stroke(path, width: 2.1)
    }

    /// An angle pointing down.
    static func chevronDown(pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 9))
        path.addLine(to: CGPoint(x: 12.5, y: 16))
        path.addLine(to: CGPoint(x: 21, y: 9))
        pen.stroke(path, width: 2.1)
    }

    /// Three dots in a row; also the system More tab item.
    static func ellipsis(pen: GlyphPen) {
        for x: CGFloat in [5, 12.5, 20] {
            pen.fill(dot(at: CGPoint(x: x, y: 12.5), radius: 2.3, pen: pen))
        }
    }

    /// Three rows, each a dot and a line.
    static func listBullet(pen: GlyphPen) {
        let lines = UIBezierPath()
        for y: CGFloat in [6.2, 12.5, 18.8] {
            pen.fill(dot(at: CGPoint(x: 4.6, y: y), radius: 1.7, pen: pen))
            lines.move(to: CGPoint(x: 9.8, y: y))
            lines.addLine(to: CGPoint(x: 21.8, y: y))
        }
        pen.stroke(lines)
    }

    /// A round glass with a handle to the lower right; also the system Search tab item.
    static func magnifyingGlass(pen: GlyphPen) {
        pen.stroke(UIBezierPath(circleAround: CGPoint(x: 10.4, y: 10.4), radius: 7.3), width: 2.2)
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 15.8, y: 15.8))
        handle.addLine(to: CGPoint(x: 21.9, y: 21.9))
        pen.stroke(handle, width: 3)
    }
}
