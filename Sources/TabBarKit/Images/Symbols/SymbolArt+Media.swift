import Foundation

// camera, photo, music.note, play.circle.
extension SymbolArt {
    /// A camera body with a viewfinder hump and a round lens; the filled form cuts a ring
    /// around the lens.
    static func camera(filled: Bool, pen: GlyphPen) {
        let body = UIBezierPath(roundedRect: CGRect(x: 2.4, y: 7.2, width: 20.2, height: 13.8), cornerRadius: 2.8)
        // The solid hump reaches into the body, so that no corner shows where they meet.
        let base: CGFloat = filled ? 8.4 : 7.2, spread: CGFloat = filled ? 0.75 : 0
        let hump = UIBezierPath(
            polygon: [
                CGPoint(x: 8.2 - spread, y: base), CGPoint(x: 9.7, y: 4.8), CGPoint(x: 15.3, y: 4.8),
                CGPoint(x: 16.8 + spread, y: base),
            ], cornerRadius: 0.8, closed: filled)
        let lens = UIBezierPath(circleAround: CGPoint(x: 12.5, y: 13.9), radius: 3.9)
        shape(body, filled: filled, pen: pen)
        shape(hump, filled: filled, pen: pen)
        if filled {
            pen.eraser.stroke(lens)
        } else {
            pen.stroke(lens)
        }
    }

    /// A framed picture of hills under a sun; the filled form cuts hills and sun out.
    static func photo(filled: Bool, pen: GlyphPen) {
        let frame = UIBezierPath(roundedRect: CGRect(x: 2.4, y: 4.4, width: 20.2, height: 16.2), cornerRadius: 2.8)
        let sun = dot(at: CGPoint(x: 16.6, y: 9.4), radius: 1.9, pen: pen)
        let hills = UIBezierPath(
            polygon: [
                CGPoint(x: 2.4, y: 18.6), CGPoint(x: 8.6, y: 11.8), CGPoint(x: 13.4, y: 16.8),
                CGPoint(x: 15.9, y: 14.4), CGPoint(x: 22.6, y: 20.6),
            ], cornerRadius: 1, closed: false)
        shape(frame, filled: filled, pen: pen)
        let ink = filled ? pen.eraser : pen
        ink.fill(sun)
        pen.clipped(to: frame) { ink.stroke(hills) }
    }

    /// An eighth note: a tilted head, a stem and a flag.
    static func musicNote(pen: GlyphPen) {
        let head = UIBezierPath(ovalIn: CGRect(x: -4.1, y: -3.1, width: 8.2, height: 6.2))
        head.apply(CGAffineTransform(rotationAngle: -0.35).concatenating(CGAffineTransform(translationX: 8.8, y: 18.2)))
        pen.fill(head)
        pen.stroke(head, width: 0.9)
        let stemAndFlag = UIBezierPath()
        stemAndFlag.move(to: CGPoint(x: 12.4, y: 17.6))
        stemAndFlag.addLine(to: CGPoint(x: 12.4, y: 3.4))
        stemAndFlag.addCurve(
            to: CGPoint(x: 19.4, y: 11.8), controlPoint1: CGPoint(x: 13.4, y: 7.0), controlPoint2: CGPoint(x: 20.8, y: 6.8))
        pen.stroke(stemAndFlag, width: 2.3)
    }

    /// A ring around a rounded triangle pointing right, or a disc with the triangle cut out.
    static func playCircle(filled: Bool, pen: GlyphPen) {
        circled(filled: filled, pen: pen) { pen in
            let triangle = UIBezierPath(
                polygon: [CGPoint(x: 8, y: 4.2), CGPoint(x: 8, y: 20.8), CGPoint(x: 21.6, y: 12.5)], cornerRadius: 2)
            shape(triangle, filled: true, pen: pen)
        }
    }
}
