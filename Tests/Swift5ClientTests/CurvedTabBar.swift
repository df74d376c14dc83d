import Foundation
import QuartzCore
import TabBarKit

// A tab bar whose outline is a shape layer with a dip around its middle, as many apps draw
// one: the outline is made in draw(_:), put under everything at index 0, and swapped for a
// new one when the bar draws again, with a soft shadow on the shape.

final class CurvedTabBar: UITabBar {
    private var outline: CALayer?
    private(set) var outlinesMade = 0

    override func draw(_ rect: CGRect) {
        let shape = CAShapeLayer()
        shape.path = dippedEdge()
        shape.fillColor = UIColor.systemBlue.cgColor
        shape.strokeColor = UIColor.lightGray.cgColor
        shape.lineWidth = 1
        shape.shadowOffset = CGSize(width: 0, height: -2)
        shape.shadowRadius = 4
        shape.shadowOpacity = 0.3
        if let outline = outline {
            layer.replaceSublayer(outline, with: shape)
        } else {
            layer.insertSublayer(shape, at: 0)
        }
        outline = shape
        outlinesMade += 1
    }

    /// A straight top edge that rises into a hump 20 points above the bar around its middle.
    private func dippedEdge() -> CGPath {
        let middle = frame.width / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: middle - 60, y: 0))
        path.addCurve(
            to: CGPoint(x: middle, y: -20), controlPoint1: CGPoint(x: middle - 30, y: 0),
            controlPoint2: CGPoint(x: middle - 30, y: -20))
        path.addCurve(
            to: CGPoint(x: middle + 60, y: 0), controlPoint1: CGPoint(x: middle + 30, y: -20),
            controlPoint2: CGPoint(x: middle + 30, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: frame.height))
        path.addLine(to: CGPoint(x: 0, y: frame.height))
        path.close()
        return path.cgPath
    }
}
