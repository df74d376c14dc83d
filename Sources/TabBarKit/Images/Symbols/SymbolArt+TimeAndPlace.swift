import Foundation

// clock, calendar, map.
extension SymbolArt {
    /// A round face with the hands at ten past twelve; also the system Recents tab item.
    static func clock(filled: Bool, pen: GlyphPen) {
        let hands = UIBezierPath()
        hands.move(to: CGPoint(x: 12.5, y: 5.8))
        hands.addLine(to: middle)
        hands.addLine(to: CGPoint(x: 16.8, y: 15.2))
        if filled {
            pen.fill(UIBezierPath(circleAround: middle, radius: ringRadius + pen.width() / 2))
            pen.eraser.stroke(hands)
        } else {
            pen.stroke(UIBezierPath(circleAround: middle, radius: ringRadius))
            pen.stroke(hands)
        }
    }

    /// A page with a solid heading band and a grid of day dots.
    static func calendar(pen: GlyphPen) {
        let page = UIBezierPath(roundedRect: CGRect(x: 2.6, y: 3.8, width: 19.8, height: 17.8), cornerRadius: 3)
        pen.stroke(page)
        pen.clipped(to: UIBezierPath(rect: CGRect(x: 0, y: 0, width: grid, height: 8.6))) { pen.fill(page) }
        for y: CGFloat in [12.2, 15.5, 18.6] {
            for x: CGFloat in [6.9, 10.5, 14.1, 17.7] {
                pen.fill(dot(at: CGPoint(x: x, y: y), radius: 0.9, pen: pen))
            }
        }
    }

    /// A map folded in three; the filled form cuts the folds out.
    static func map(filled: Bool, pen: GlyphPen) {
        let sheet = UIBezierPath(
            polygon: [
                CGPoint(x: 2.8, y: 6.6), CGPoint(x: 9.0, y: 4.0), CGPoint(x: 16.0, y: 6.6),
                CGPoint(x: 22.2, y: 4.0), CGPoint(x: 22.2, y: 18.6), CGPoint(x: 16.0, y: 21.2),
                CGPoint(x: 9.0, y: 18.6), CGPoint(x: 2.8, y: 21.2),
            ], cornerRadius: 1)
        shape(sheet, filled: filled, pen: pen)
        let folds = UIBezierPath()
        folds.move(to: CGPoint(x: 9.0, y: filled ? 5.8 : 4.0))
        folds.addLine(to: CGPoint(x: 9.0, y: filled ? 16.8 : 18.6))
        folds.move(to: CGPoint(x: 16.0, y: filled ? 8.4 : 6.6))
        folds.addLine(to: CGPoint(x: 16.0, y: filled ? 19.4 : 21.2))
        if filled {
            pen.eraser.stroke(folds, width: 1.2)
        } else {
            pen.stroke(folds)
        }
    }
}
