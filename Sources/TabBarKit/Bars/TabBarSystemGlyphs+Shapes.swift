import Foundation

// One function per glyph, each drawing in the 25×25 pt canvas into the current context.
// Filled forms cut their details out with `.clear`, so only the alpha carries the picture.
extension TabBarSystemGlyphs {
    private static let middle = CGPoint(x: 12.5, y: 12.5)
    private static let line: CGFloat = 1.8

    static func moreDots() {
        for x: CGFloat in [5, 12.5, 20] {
            circle(CGPoint(x: x, y: 12.5), radius: 2.3).fill()
        }
    }

    /// A five-pointed star with rounded tips, outlined or solid.
    static func star(filled: Bool) {
        let path = UIBezierPath()
        let center = CGPoint(x: 12.5, y: 13.6)
        for i in 0..<10 {
            let radius: CGFloat = i.isMultiple(of: 2) ? 10.8 : 4.8
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        if filled { path.fill() }
        outline(path, width: 1.6)
    }

    /// A round face with the hands at ten past twelve.
    static func clock(filled: Bool) {
        let hands = UIBezierPath()
        hands.move(to: CGPoint(x: 12.5, y: 5.8))
        hands.addLine(to: middle)
        hands.addLine(to: CGPoint(x: 16.8, y: 15.2))
        if filled {
            circle(middle, radius: 10.5 + line / 2).fill()
            outline(hands, width: line, blendMode: .clear)
        } else {
            outline(circle(middle, radius: 10.5), width: line)
            outline(hands, width: line)
        }
    }

    /// A head and shoulders inside a ring; the filled form cuts the person out of a disc.
    static func person(filled: Bool) {
        let figure = UIBezierPath(ovalIn: CGRect(x: 8.4, y: 5.6, width: 8.2, height: 8.2))
        figure.append(UIBezierPath(ovalIn: CGRect(x: 4.5, y: 15.4, width: 16, height: 13)))
        if filled {
            circle(middle, radius: 10.5 + line / 2).fill()
            clipped(to: circle(middle, radius: 10.5 - line / 2)) { figure.fill(with: .clear, alpha: 1) }
        } else {
            outline(circle(middle, radius: 10.5), width: line)
            // A gap between the shoulders and the ring keeps the two apart at this size.
            clipped(to: circle(middle, radius: 8.4)) { figure.fill() }
        }
    }

    /// Two pages bowed up from the spine.
    static func openBook(filled: Bool) {
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
            pages.fill()
            outline(pages, width: 1.6)
            let spine = UIBezierPath()
            spine.move(to: CGPoint(x: 12.5, y: 2))
            spine.addLine(to: CGPoint(x: 12.5, y: 23))
            outline(spine, width: 1.2, blendMode: .clear)
        } else {
            outline(pages, width: 1.6)
        }
    }

    static func magnifyingGlass() {
        outline(circle(CGPoint(x: 10.4, y: 10.4), radius: 7.3), width: 2.2)
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 15.8, y: 15.8))
        handle.addLine(to: CGPoint(x: 21.9, y: 21.9))
        outline(handle, width: 3)
    }

    /// An arrow pointing down into an open-topped box; the filled form cuts the arrow out of a solid box.
    static func arrowIntoTray(filled: Bool) {
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 12.5, y: 2.2))
        arrow.addLine(to: CGPoint(x: 12.5, y: 16.2))
        arrow.move(to: CGPoint(x: 8.3, y: 12))
        arrow.addLine(to: CGPoint(x: 12.5, y: 16.2))
        arrow.addLine(to: CGPoint(x: 16.7, y: 12))
        let box = CGRect(x: 4.2, y: 9.4, width: 16.6, height: 13.2)
        if filled {
            UIBezierPath(roundedRect: box.insetBy(dx: -line / 2, dy: -line / 2), cornerRadius: 3).fill()
            outline(arrow, width: line)
            clipped(to: UIBezierPath(rect: box)) { outline(arrow, width: line, blendMode: .clear) }
        } else {
            let tray = UIBezierPath()
            tray.move(to: CGPoint(x: 8, y: box.minY))
            tray.addLine(to: CGPoint(x: box.minX, y: box.minY))
            tray.addLine(to: CGPoint(x: box.minX, y: box.maxY))
            tray.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
            tray.addLine(to: CGPoint(x: box.maxX, y: box.minY))
            tray.addLine(to: CGPoint(x: 17, y: box.minY))
            outline(tray, width: line)
            outline(arrow, width: line)
        }
    }

    /// Three rows, each a small numeral (1, 2, 3) and a line.
    static func listWithNumbers() {
        let rows: [CGFloat] = [5.5, 12.5, 19.5]
        let lines = UIBezierPath()
        for y in rows {
            lines.move(to: CGPoint(x: 10, y: y))
            lines.addLine(to: CGPoint(x: 22.5, y: y))
        }
        outline(lines, width: 2)
        let numerals = UIBezierPath()
        numerals.append(one(top: rows[0] - 2.7))
        numerals.append(two(top: rows[1] - 2.7))
        numerals.append(three(top: rows[2] - 2.7))
        outline(numerals, width: 1.2)
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
        let path = UIBezierPath(arcCenter: CGPoint(x: 4.4, y: top + 1.6), radius: 1.6,
                                startAngle: .pi, endAngle: .pi / 4, clockwise: true)
        path.addLine(to: CGPoint(x: 2.7, y: top + 5.4))
        path.addLine(to: CGPoint(x: 6.2, y: top + 5.4))
        return path
    }

    private static func three(top: CGFloat) -> UIBezierPath {
        let path = UIBezierPath(arcCenter: CGPoint(x: 4.3, y: top + 1.35), radius: 1.35,
                                startAngle: -0.8 * .pi, endAngle: .pi / 2, clockwise: true)
        path.addArc(withCenter: CGPoint(x: 4.3, y: top + 4.05), radius: 1.35,
                    startAngle: -.pi / 2, endAngle: 0.8 * .pi, clockwise: true)
        return path
    }

    // MARK: Helpers

    private static func circle(_ center: CGPoint, radius: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Strokes with round ends and corners, the look of the system glyphs.
    private static func outline(_ path: UIBezierPath, width: CGFloat, blendMode: CGBlendMode = .normal) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke(with: blendMode, alpha: 1)
    }

    private static func clipped(to clip: UIBezierPath, _ body: () -> Void) {
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        clip.addClip()
        body()
        context?.restoreGState()
    }
}
