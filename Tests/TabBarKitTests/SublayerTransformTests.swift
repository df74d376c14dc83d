import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// `sublayerTransform` moves what lies in a layer: a view's subviews and free-standing
/// sublayers as well as a free-standing layer's sublayers, about the layer's anchor point,
/// for drawing, hit testing and conversion alike.
@Suite(.freshApplication)
@MainActor
struct SublayerTransformTests {
    /// A white 100 × 100 container holding a red 20 × 20 subview and a blue 10 × 10
    /// free-standing sublayer, both around the middle.
    private func container() -> (UIView, UIView, CALayer) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        square.backgroundColor = .red
        container.addSubview(square)
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 20, width: 10, height: 10)
        dot.backgroundColor = UIColor.blue.cgColor
        container.layer.addSublayer(dot)
        return (container, square, dot)
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 250 && p.g < 5 && p.b < 5 }
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 250 && p.r < 5 && p.g < 5 }

    @Test func aViewsSublayerTransformScalesItsSubviewsAndSublayersAboutItsMiddle() {
        let (container, square, dot) = container()
        container.layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let renderer = ViewRenderer(rootView: container, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        // The square spans 30 to 70 now, the dot 40 to 60 across and −10 to 10 down.
        #expect(isRed(image.pixel(x: 32, y: 50)) && isRed(image.pixel(x: 67, y: 67)))
        #expect(image.pixel(x: 28, y: 50).g > 250, "white beyond it")
        #expect(isBlue(image.pixel(x: 42, y: 5)))
        #expect(square.frame == CGRect(x: 40, y: 40, width: 20, height: 20), "a frame leaves the superlayer's transform out")
        #expect(container.hitTest(CGPoint(x: 32, y: 50), with: nil) === square)
        #expect(container.convert(CGPoint.zero, from: square) == CGPoint(x: 30, y: 30))
        #expect(dot.convert(CGPoint.zero, to: container.layer) == CGPoint(x: 40, y: -10))

        // Back to the identity: everything where its frame says, repainted.
        container.layer.sublayerTransform = CATransform3DIdentity
        renderer.render()
        let after = renderer.image.cgImage!
        #expect(after.pixel(x: 32, y: 50).g > 250 && isRed(after.pixel(x: 42, y: 50)) && isBlue(after.pixel(x: 50, y: 25)))
    }

    @Test func anAnimatedSublayerTransformIsDrawnAsPresented() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .white
        let holder = CALayer()
        holder.frame = root.bounds
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 10, width: 20, height: 20)
        square.backgroundColor = UIColor.red.cgColor
        holder.addSublayer(square)
        root.layer.addSublayer(holder)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let slide = CABasicAnimation(keyPath: "sublayerTransform")
        slide.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(60, 0, 0))
        slide.duration = 1
        holder.add(slide, forKey: "slide")
        app.tick(0.5)
        renderer.render()
        let image = renderer.image.cgImage!
        #expect(isRed(image.pixel(x: 35, y: 20)) && image.pixel(x: 5, y: 20).g > 250, "half way: 30 points along")
    }
}
