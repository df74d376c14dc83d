import Foundation

// message, envelope, bell.
extension SymbolArt {
    /// An oval speech bubble with a tail at its lower left.
    static func message(filled: Bool, pen: GlyphPen) {
        // One outline around oval and tail, so no seam shows inside: drawn on a unit circle,
        // then stretched to the oval.
        let center = CGPoint(x: 12.9, y: 11.2), radii = CGSize(width: 9.4, height: 7.6)
        let tip = CGPoint(x: 3.4, y: 21.2)
        let path = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0.8 * .pi, endAngle: 2.62 * .pi, clockwise: true)
        path.addLine(to: CGPoint(x: (tip.x - center.x) / radii.width, y: (tip.y - center.y) / radii.height))
        path.close()
        path.apply(
            CGAffineTransform(scaleX: radii.width, y: radii.height).concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
        shape(path, filled: filled, pen: pen)
    }

    /// A letter with its flap folded down; the filled form cuts the flap's edges out.
    static func envelope(filled: Bool, pen: GlyphPen) {
        let body = UIBezierPath(roundedRect: CGRect(x: 2.6, y: 5.2, width: 19.8, height: 14.6), cornerRadius: 2.4)
        let flap = UIBezierPath(
            polygon: [CGPoint(x: 3.6, y: 6.4), CGPoint(x: 12.5, y: 13.4), CGPoint(x: 21.4, y: 6.4)],
            cornerRadius: 1, closed: false)
        shape(body, filled: filled, pen: pen)
        if filled {
            pen.eraser.stroke(flap, width: 1.3)
        } else {
            pen.stroke(flap)
        }
    }

    /// A bell with a flared lip, a knob on top and the clapper below.
    static func bell(filled: Bool, pen: GlyphPen) {
        let body = UIBezierPath()
        body.move(to: CGPoint(x: 3.8, y: 18.2))
        body.addCurve(to: CGPoint(x: 6.5, y: 15.2), controlPoint1: CGPoint(x: 5.6, y: 17.4), controlPoint2: CGPoint(x: 6.5, y: 16.6))
        body.addLine(to: CGPoint(x: 6.5, y: 11.0))
        body.addCurve(to: CGPoint(x: 12.5, y: 4.8), controlPoint1: CGPoint(x: 6.5, y: 7.3), controlPoint2: CGPoint(x: 9.1, y: 4.8))
        body.addCurve(to: CGPoint(x: 18.5, y: 11.0), controlPoint1: CGPoint(x: 15.9, y: 4.8), controlPoint2: CGPoint(x: 18.5, y: 7.3))
        body.addLine(to: CGPoint(x: 18.5, y: 15.2))
        body.addCurve(to: CGPoint(x: 21.2, y: 18.2), controlPoint1: CGPoint(x: 18.5, y: 16.6), controlPoint2: CGPoint(x: 19.4, y: 17.4))
        body.close()
        shape(body, filled: filled, pen: pen)
        let knob = UIBezierPath()
        knob.move(to: CGPoint(x: 12.5, y: 2.9))
        knob.addLine(to: CGPoint(x: 12.5, y: 4.8))
        pen.stroke(knob)
        let clapper = UIBezierPath(arcCenter: CGPoint(x: 12.5, y: 20.2), radius: 2.2, startAngle: .pi, endAngle: 0, clockwise: false)
        if filled { clapper.close() }
        shape(clapper, filled: filled, pen: pen)
    }
}
