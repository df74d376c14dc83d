import Foundation

// person, person.2, person.crop.circle.
extension SymbolArt {
    /// A head above rounded shoulders.
    static func person(filled: Bool, pen: GlyphPen) {
        shape(shoulders, filled: filled, pen: pen)
        // Heavy weights would join head and shoulders; a gap is cut between them.
        pen.clear(around: head, gap: 1)
        shape(head, filled: filled, pen: pen)
    }

    /// Two people, the one behind showing past the shoulder of the one in front.
    static func twoPeople(filled: Bool, pen: GlyphPen) {
        let shrink: CGFloat = 0.8
        let behind = CGVector(dx: 4.2, dy: 0.9), front = CGVector(dx: -3.8, dy: 1.4)
        pen.drawing(scaledBy: shrink, about: middle, offset: behind) { person(filled: filled, pen: $0) }
        pen.drawing(scaledBy: shrink, about: middle, offset: front) { pen in
            // The front person clears a gap around itself in the one behind.
            pen.clear(around: shoulders, gap: 1.4)
            pen.clear(around: head, gap: 1.4)
            person(filled: filled, pen: pen)
        }
    }

    /// A head and shoulders inside a ring; the filled form cuts the person out of a disc.
    /// Also the system Contacts tab item.
    static func personInRing(filled: Bool, pen: GlyphPen) {
        let figure = UIBezierPath(ovalIn: CGRect(x: 8.4, y: 5.6, width: 8.2, height: 8.2))
        figure.append(UIBezierPath(ovalIn: CGRect(x: 4.5, y: 15.4, width: 16, height: 13)))
        let ringInside = ringRadius - pen.width() / 2
        if filled {
            pen.fill(UIBezierPath(circleAround: middle, radius: ringRadius + pen.width() / 2))
            pen.clipped(to: UIBezierPath(circleAround: middle, radius: ringInside)) { pen.eraser.fill(figure) }
        } else {
            pen.stroke(UIBezierPath(circleAround: middle, radius: ringRadius))
            // A gap between the shoulders and the ring keeps the two apart at this size.
            pen.clipped(to: UIBezierPath(circleAround: middle, radius: ringInside - 1.2)) { pen.fill(figure) }
        }
    }

    private static var head: UIBezierPath { UIBezierPath(circleAround: CGPoint(x: 12.5, y: 7.6), radius: 4.2) }

    /// A dome from one shoulder to the other, flat below.
    private static var shoulders: UIBezierPath {
        let path = UIBezierPath()
        let left: CGFloat = 4.7, right: CGFloat = 20.3, top: CGFloat = 15.0, bottom: CGFloat = 21.4
        path.move(to: CGPoint(x: left, y: bottom))
        path.addCurve(to: CGPoint(x: 12.5, y: top), controlPoint1: CGPoint(x: left, y: 17.2), controlPoint2: CGPoint(x: 8.0, y: top))
        path.addCurve(to: CGPoint(x: right, y: bottom), controlPoint1: CGPoint(x: 17.0, y: top), controlPoint2: CGPoint(x: right, y: 17.2))
        path.close()
        return path
    }
}
