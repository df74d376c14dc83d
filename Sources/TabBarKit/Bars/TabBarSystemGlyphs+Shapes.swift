import Foundation

// The glyphs only system tab items show, each drawing in the 25×25 pt canvas into the current
// context; the others are system symbols' (SymbolArt).
extension TabBarSystemGlyphs {
    /// Two pages bowed up from the spine.
    static func openBook(filled: Bool, pen: GlyphPen) {
        let pages = UIBezierPath()
        for side: CGFloat in [-1, 1] {
            func at(_ dx: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: 12.5 + side * dx, y: y) }
            pages.move(to: at(0, 6.6))
            pages.addQuadCurve(to: at(10.6, 5), controlPoint: at(5, 2.6))
            pages.addLine(to: at(10.6, 19.4))
            pages.addQuadCurve(to: at(0, 21.4), controlPoint: at(5, 17.2))
            pages.close()
        }
        if filled {
            pen.fill(pages)
            pen.stroke(pages, width: 1.6)
            let spine = UIBezierPath()
            spine.move(to: CGPoint(x: 12.5, y: 2))
            spine.addLine(to: CGPoint(x: 12.5, y: 23))
            pen.eraser.stroke(spine, width: 1.2)
        } else {
            pen.stroke(pages, width: 1.6)
        }
    }

    /// An arrow pointing down into an open-topped box; the filled form cuts the arrow out of a solid box.
    static func arrowIntoTray(filled: Bool, pen: GlyphPen) {
        let line = GlyphPen.line
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 12.5, y: 2.2))
        arrow.addLine(to: CGPoint(x: 12.5, y: 16.2))
        arrow.move(to: CGPoint(x: 8.3, y: 12))
        arrow.addLine(to: CGPoint(x: 12.5, y: 16.2))
        arrow.addLine(to: CGPoint(x: 16.7, y: 12))
        let box = CGRect(x: 4.2, y: 9.4, width: 16.6, height: 13.2)
        if filled {
            pen.fill(UIBezierPath(roundedRect: box.insetBy(dx: -line / 2, dy: -line / 2), cornerRadius: 3))
            pen.stroke(arrow)
            pen.clipped(to: UIBezierPath(rect: box)) { pen.eraser.stroke(arrow) }
        } else {
            let tray = UIBezierPath()
            tray.move(to: CGPoint(x: 8, y: box.minY))
            tray.addLine(to: CGPoint(x: box.minX, y: box.minY))
            tray.addLine(to: CGPoint(x: box.minX, y: box.maxY))
            tray.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
            tray.addLine(to: CGPoint(x: box.maxX, y: box.minY))
            tray.addLine(to: CGPoint(x: 17, y: box.minY))
            pen.stroke(tray)
            pen.stroke(arrow)
        }
    }

    /// Three rows, each a small numeral (1, 2, 3) and a line.
    static func listWithNumbers(pen: GlyphPen) {
        let rows: [CGFloat] = [5.5, 12.5, 19.5]
        let lines = UIBezierPath()
        for y in rows {
            lines.move(to: CGPoint(x: 10, y: y))
            lines.addLine(to: CGPoint(x: 22.5, y: y))
        }
        pen.stroke(lines, width: 2)
        let numerals = UIBezierPath()
        numerals.append(one(top: rows[0] - 2.7))
        numerals.append(two(top: rows[1] - 2.7))
        numerals.append(three(top: rows[2] - 2.7))
        pen.stroke(numerals, width: 1.2)
    }

    // MARK: Numerals, 5.4 pt tall, between x = 2.5 and 6.2

    private static func one(top: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 3.1, y: top + 1.3))
        path.addLine(to: CGPoint(x: 4.7, y: top))
        path.addLine(to: CGPoint(x: 4.7, y: top + 5.4))
        return path
    }

    private static func two(top: CGFloat) -> UIBezierPath {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 4.4, y: top + 1.6), radius: 1.6,
            startAngle: .pi, endAngle: .pi / 4, clockwise: true)
        path.addLine(to: CGPoint(x: 2.7, y: top + 5.4))
        path.addLine(to: CGPoint(x: 6.2, y: top + 5.4))
        return path
    }

    private static func three(top: CGFloat) -> UIBezierPath {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 4.3, y: top + 1.35), radius: 1.35,
            startAngle: -0.8 * .pi, endAngle: .pi / 2, clockwise: true)
        path.addArc(
            withCenter: CGPoint(x: 4.3, y: top + 4.05), radius: 1.35,
            startAngle: -.pi / 2, endAngle: 0.8 * .pi, clockwise: true)
        return path
    }
}
