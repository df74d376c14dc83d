import Foundation

// heart, star, square.grid.2x2, chart.bar.
extension SymbolArt {
    static func heart(filled: Bool, pen: GlyphPen) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 12.5, y: 21.2))
        path.addCurve(to: CGPoint(x: 2.9, y: 9.4), controlPoint1: CGPoint(x: 7.4, y: 17.4), controlPoint2: CGPoint(x: 2.9, y: 13.8))
        path.addCurve(to: CGPoint(x: 7.9, y: 4.3), controlPoint1: CGPoint(x: 2.9, y: 6.4), controlPoint2: CGPoint(x: 5.1, y: 4.3))
        path.addCurve(to: CGPoint(x: 12.5, y: 7.4), controlPoint1: CGPoint(x: 10.2, y: 4.3), controlPoint2: CGPoint(x: 11.7, y: 5.7))
        path.addCurve(to: CGPoint(x: 17.1, y: 4.3), controlPoint1: CGPoint(x: 13.3, y: 5.7), controlPoint2: CGPoint(x: 14.8, y: 4.3))
        path.addCurve(to: CGPoint(x: 22.1, y: 9.4), controlPoint1: CGPoint(x: 19.9, y: 4.3), controlPoint2: CGPoint(x: 22.1, y: 6.4))
        path.addCurve(to: CGPoint(x: 12.5, y: 21.2), controlPoint1: CGPoint(x: 22.1, y: 13.8), controlPoint2: CGPoint(x: 17.6, y: 17.4))
        path.close()
        shape(path, filled: filled, pen: pen)
    }

    /// A five-pointed star with rounded tips; also the system Favorites tab item.
    static func star(filled: Bool, pen: GlyphPen) {
        let path = UIBezierPath()
        let center = CGPoint(x: 12.5, y: 13.6)
        for i in 0..<10 {
            let radius: CGFloat = i.isMultiple(of: 2) ? 10.8 : 4.8
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        if filled { pen.fill(path) }
        pen.stroke(path, width: 1.6)
    }

    /// Four rounded squares, two by two.
    static func squareGrid(filled: Bool, pen: GlyphPen) {
        for x: CGFloat in [3.4, 14.2] {
            for y: CGFloat in [3.4, 14.2] {
                shape(UIBezierPath(roundedRect: CGRect(x: x, y: y, width: 7.4, height: 7.4), cornerRadius: 2), filled: filled, pen: pen)
            }
        }
    }

    /// Three bars, each taller than the one before.
    /// A window with a panel along its leading side: a rounded frame, the panel's edge, and
    /// two short rows in the panel.
    static func sidebarLeading(pen: GlyphPen) {
        pen.stroke(UIBezierPath(roundedRect: CGRect(x: 2.4, y: 4.4, width: 20.2, height: 16.2), cornerRadius: 2.8))
        let edge = UIBezierPath()
        edge.move(to: CGPoint(x: 9.4, y: 4.4))
        edge.addLine(to: CGPoint(x: 9.4, y: 20.6))
        for y in [8.4, 11.6] {
            edge.move(to: CGPoint(x: 4.9, y: y))
            edge.addLine(to: CGPoint(x: 7, y: y))
        }
        pen.stroke(edge)
    }

    static func barChart(filled: Bool, pen: GlyphPen) {
        for (x, top): (CGFloat, CGFloat) in [(3.2, 13.6), (10.4, 8.4), (17.6, 3.4)] {
            let bar = CGRect(x: x, y: top, width: 4.2, height: 21.6 - top)
            shape(UIBezierPath(roundedRect: bar, cornerRadius: 1.2), filled: filled, pen: pen)
        }
    }
}
