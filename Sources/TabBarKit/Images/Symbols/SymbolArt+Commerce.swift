import Foundation

// cart, bag.
extension SymbolArt {
    /// A trolley: handle, basket and two wheels; the filled form fills the basket.
    static func cart(filled: Bool, pen: GlyphPen) {
        let frame = UIBezierPath(
            polygon: [
                CGPoint(x: 2.2, y: 4.2), CGPoint(x: 4.8, y: 4.2), CGPoint(x: 7.6, y: 16.4),
                CGPoint(x: 20.2, y: 16.4),
            ], cornerRadius: 0.8, closed: false)
        let basket = UIBezierPath(
            polygon: [
                CGPoint(x: 5.45, y: 7.0), CGPoint(x: 22.2, y: 7.0), CGPoint(x: 20.4, y: 13.6),
                CGPoint(x: 7.0, y: 13.6),
            ], cornerRadius: 0.8)
        pen.stroke(frame)
        shape(basket, filled: filled, pen: pen)
        for x: CGFloat in [9.4, 18.4] {
            pen.fill(dot(at: CGPoint(x: x, y: 20.4), radius: 1.8, pen: pen))
        }
    }

    /// A shopping bag with a looped handle.
    static func bag(filled: Bool, pen: GlyphPen) {
        let body = UIBezierPath(
            polygon: [
                CGPoint(x: 4.6, y: 8.2), CGPoint(x: 20.4, y: 8.2), CGPoint(x: 21.6, y: 21.6),
                CGPoint(x: 3.4, y: 21.6),
            ], cornerRadius: 1.6)
        shape(body, filled: filled, pen: pen)
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 8.8, y: 8.2))
        handle.addArc(withCenter: CGPoint(x: 12.5, y: 7.8), radius: 3.7, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        handle.addLine(to: CGPoint(x: 16.2, y: 8.2))
        pen.stroke(handle)
    }
}
