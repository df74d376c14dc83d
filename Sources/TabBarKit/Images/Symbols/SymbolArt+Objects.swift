import Foundation

// house, gearshape, gear, bookmark, folder.
extension SymbolArt {
    /// Walls under an overhanging roof, with a door; the filled form cuts the door out.
    static func house(filled: Bool, pen: GlyphPen) {
        let roof = UIBezierPath(
            polygon: [CGPoint(x: 2.6, y: 12.4), CGPoint(x: 12.5, y: 3.4), CGPoint(x: 22.4, y: 12.4)],
            cornerRadius: 1, closed: false)
        let wallTop: CGFloat = 9.6, floor: CGFloat = 21.6, left: CGFloat = 5.6, right: CGFloat = 19.4
        if filled {
            let body = UIBezierPath(
                polygon: [
                    CGPoint(x: left, y: wallTop), CGPoint(x: 12.5, y: 3.4), CGPoint(x: right, y: wallTop),
                    CGPoint(x: right, y: floor), CGPoint(x: left, y: floor),
                ], cornerRadius: 1)
            shape(body, filled: true, pen: pen)
            pen.stroke(roof)
            pen.eraser.fill(UIBezierPath(roundedRect: CGRect(x: 9.9, y: 14.6, width: 5.2, height: 10), cornerRadius: 1.4))
        } else {
            let walls = UIBezierPath(
                polygon: [
                    CGPoint(x: left, y: wallTop), CGPoint(x: left, y: floor),
                    CGPoint(x: right, y: floor), CGPoint(x: right, y: wallTop),
                ],
                cornerRadius: 1.4, closed: false)
            let door = UIBezierPath(
                polygon: [
                    CGPoint(x: 9.9, y: floor), CGPoint(x: 9.9, y: 15.2),
                    CGPoint(x: 15.1, y: 15.2), CGPoint(x: 15.1, y: floor),
                ],
                cornerRadius: 1, closed: false)
            for path in [roof, walls, door] { pen.stroke(path) }
        }
    }

    /// Eight broad rounded teeth around a hole.
    static func gearShape(filled: Bool, pen: GlyphPen) {
        let wheel = cog(teeth: 8, tip: 10.8, root: 8.2, tipHalfAngle: 0.17, rootHalfAngle: 0.27, cornerRadius: 1.1)
        let hole = UIBezierPath(circleAround: middle, radius: 3.4)
        if filled {
            shape(wheel, filled: true, pen: pen)
            pen.eraser.fill(hole)
        } else {
            pen.stroke(wheel)
            pen.stroke(hole)
        }
    }

    /// Twelve narrow teeth around a ring.
    static func gear(pen: GlyphPen) {
        pen.stroke(cog(teeth: 12, tip: 10.9, root: 8.7, tipHalfAngle: 0.09, rootHalfAngle: 0.15, cornerRadius: 0.4))
        pen.stroke(UIBezierPath(circleAround: middle, radius: 4.3))
    }

    /// A tall strip with a notch cut into its lower end.
    static func bookmark(filled: Bool, pen: GlyphPen) {
        let path = UIBezierPath(
            polygon: [
                CGPoint(x: 6.2, y: 3.4), CGPoint(x: 18.8, y: 3.4), CGPoint(x: 18.8, y: 21.6),
                CGPoint(x: 12.5, y: 16.9), CGPoint(x: 6.2, y: 21.6),
            ], cornerRadius: 1.4)
        shape(path, filled: filled, pen: pen)
    }

    /// A box with a tab on its upper left; the outline shows where the front begins.
    static func folder(filled: Bool, pen: GlyphPen) {
        let path = UIBezierPath(
            polygon: [
                CGPoint(x: 2.8, y: 4.4), CGPoint(x: 9.6, y: 4.4), CGPoint(x: 11.8, y: 7.0),
                CGPoint(x: 22.2, y: 7.0), CGPoint(x: 22.2, y: 20.4), CGPoint(x: 2.8, y: 20.4),
            ],
            cornerRadius: 1.8)
        shape(path, filled: filled, pen: pen)
        guard !filled else { return }
        let front = UIBezierPath()
        front.move(to: CGPoint(x: 2.8, y: 10))
        front.addLine(to: CGPoint(x: 22.2, y: 10))
        pen.stroke(front)
    }

    /// A wheel with `teeth` teeth around the middle, its corners rounded to `cornerRadius`.
    private static func cog(
        teeth: Int, tip: CGFloat, root: CGFloat, tipHalfAngle: CGFloat, rootHalfAngle: CGFloat,
        cornerRadius: CGFloat
    ) -> UIBezierPath {
        func point(_ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
            CGPoint(x: middle.x + radius * cos(angle), y: middle.y + radius * sin(angle))
        }
        var points: [CGPoint] = []
        for i in 0..<teeth {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / CGFloat(teeth)
            points += [
                point(root, angle - rootHalfAngle), point(tip, angle - tipHalfAngle),
                point(tip, angle + tipHalfAngle), point(root, angle + rootHalfAngle),
            ]
        }
        return UIBezierPath(polygon: points, cornerRadius: cornerRadius)
    }
}
