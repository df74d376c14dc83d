import Foundation
import TabBarKit

/// A tab bar outlined by two shape layers: its rectangle, and a half circle that bulges up
/// around the centre for the round button. The outline is rebuilt in `draw(_:)`, and a tap
/// on a subview standing out above the bar (the button) still reaches it.
final class CustomTabBar: UITabBar {
    private var shapeLayer: CALayer?
    private var circleLayer: CALayer?

    private var tabBarWidth: CGFloat { bounds.width }
    private var tabBarHeight: CGFloat { bounds.height }
    private var centerWidth: CGFloat { bounds.width / 2 }
    private let circleRadius: CGFloat = 27

    /// The bar's rectangle, from the top left corner round to it again.
    private func shapePath() -> CGPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: tabBarWidth, y: 0))
        path.addLine(to: CGPoint(x: tabBarWidth, y: tabBarHeight))
        path.addLine(to: CGPoint(x: 0, y: tabBarHeight))
        path.close()
        return path.cgPath
    }

    /// The upper half of a circle around the button's centre, drawn clockwise from the left.
    private func circlePath() -> CGPath {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: centerWidth, y: 12), radius: circleRadius,
            startAngle: 180 * .pi / 180, endAngle: 0, clockwise: true)
        return path.cgPath
    }

    private func drawTabBar() {
        let shapeLayer = CAShapeLayer()
        shapeLayer.path = shapePath()
        shapeLayer.strokeColor = UIColor.lightGray.cgColor
        shapeLayer.fillColor = UIColor.white.cgColor
        shapeLayer.lineWidth = 1

        let circleLayer = CAShapeLayer()
        circleLayer.path = circlePath()
        circleLayer.strokeColor = UIColor.lightGray.cgColor
        circleLayer.fillColor = UIColor.white.cgColor
        circleLayer.lineWidth = 1

        if let oldShapeLayer = self.shapeLayer {
            layer.replaceSublayer(oldShapeLayer, with: shapeLayer)
        } else {
            layer.insertSublayer(shapeLayer, at: 0)
        }
        if let oldCircleLayer = self.circleLayer {
            layer.replaceSublayer(oldCircleLayer, with: circleLayer)
        } else {
            layer.insertSublayer(circleLayer, at: 1)
        }
        self.shapeLayer = shapeLayer
        self.circleLayer = circleLayer
    }

    override func draw(_ rect: CGRect) {
        drawTabBar()
    }

    /// Outside its bounds the bar still takes a point that one of its subviews (the round
    /// button above the top edge) contains, so hit testing goes on into that subview.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let pointIsInside = super.point(inside: point, with: event)
        if !pointIsInside {
            for subview in subviews {
                let pointInSubview = subview.convert(point, from: self)
                if subview.point(inside: pointInSubview, with: event) {
                    return true
                }
            }
        }
        return pointIsInside
    }
}
