import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct RendererTests {
    @Test func onlyTheDirtyRegionIsRepainted() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 300, y: 600, width: 20, height: 18))
        badge.backgroundColor = .systemRed
        root.addSubview(badge)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        #expect(renderer.render() == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(renderer.render() == nil)

        badge.backgroundColor = .systemBlue
        #expect(renderer.render() == CGRect(x: 300, y: 600, width: 20, height: 18))
        badge.frame.origin.x = 310
        #expect(renderer.render() == CGRect(x: 300, y: 600, width: 30, height: 18))
        badge.isHidden = true
        #expect(renderer.render() == CGRect(x: 310, y: 600, width: 20, height: 18))
        badge.backgroundColor = .systemGreen // hidden: nothing to repaint
        #expect(renderer.render() == nil)
    }

    @Test func aPartialRepaintEqualsAFullRender() {
        func scene() -> (UIView, UILabel) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
            root.backgroundColor = .systemGray6
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 24))
            label.text = "Brooklyn"
            root.addSubview(label)
            let box = UIView(frame: CGRect(x: 10, y: 50, width: 40, height: 30))
            box.backgroundColor = .systemTeal
            box.layer.cornerRadius = 6
            root.addSubview(box)
            return (root, label)
        }
        let (root, label) = scene()
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        label.text = "Staten Island"
        let area = renderer.render()
        #expect(area == CGRect(x: 10, y: 10, width: 140, height: 24))

        let (fresh, freshLabel) = scene()
        freshLabel.text = "Staten Island"
        let full = ViewRenderer(rootView: fresh, scale: 2)
        full.render()
        #expect(renderer.image.cgImage!.argbPixels == full.image.cgImage!.argbPixels)
    }

    @Test func drawHierarchyAndLayerRenderDrawTheTreeInItsOwnSpace() {
        let view = UIView(frame: CGRect(x: 500, y: 500, width: 40, height: 20))
        view.backgroundColor = .systemRed
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        inner.backgroundColor = .systemBlue
        view.addSubview(inner)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let viaHierarchy = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
        }
        let viaLayer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        for image in [viaHierarchy, viaLayer] {
            let cg = image.cgImage!
            #expect(cg.pixel(x: 5, y: 10).r > 240 && cg.pixel(x: 5, y: 10).b < 80)
            #expect(cg.pixel(x: 35, y: 10).b > 240 && cg.pixel(x: 35, y: 10).r < 20)
        }
        #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: false) == false) // no current context
    }

    @Test func imageRendererHonoursScaleAndOpacity() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 3)
        #expect(image.cgImage!.width == 30)
        #expect(image.cgImage!.pixel(x: 25, y: 5).a == 255) // opaque black, not clear
        let png = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { _ in }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func coreGraphicsDrawsImagesUpsideDownInUIKitContexts() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let topRed = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.cgContext.draw(topRed.cgImage!, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            topRed.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.cgImage!.pixel(x: 5, y: 8).r == 255 && drawn.cgImage!.pixel(x: 5, y: 1).a == 0)
        #expect(upright.cgImage!.pixel(x: 5, y: 1).r == 255 && upright.cgImage!.pixel(x: 5, y: 8).a == 0)
    }

    @Test func bezierPathsFillStrokeAndContain() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.contains(CGPoint(x: 10, y: 10)))
        #expect(!circle.contains(CGPoint(x: 1, y: 1)))
        #expect(abs(circle.bounds.width - 20) < 0.01)
        // Clockwise on screen from 0 to π/2 passes through the lower right.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        arc.addLine(to: CGPoint(x: 10, y: 10))
        arc.close()
        #expect(arc.contains(CGPoint(x: 15, y: 15)))
        #expect(!arc.contains(CGPoint(x: 5, y: 5)))
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 39, y: 1)))

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.blue.setFill()
            circle.fill()
        }
        #expect(image.cgImage!.pixel(x: 10, y: 10).b == 255 && image.cgImage!.pixel(x: 0, y: 0).a == 0)
    }

    @Test func withTintColorDrawsTheShapeInThatColour() {
        let tinted = TestImages.crossedSquare(scale: 1).withTintColor(.systemGreen)
        let png = tinted.pngData()!
        let back = UIImage(data: png)!.cgImage!
        let p = back.pixel(x: 1, y: 1)
        #expect(p.g > 150 && p.r < 80)
    }

    /// A repaint draws the tree once per dirty rectangle, and a free-standing layer measured
    /// in the first is passed over in the others on that measure: a layer lying only in the
    /// second rectangle must still be drawn there.
    @Test func eachDirtyRectangleDrawsTheLayersInIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let left = CALayer(), right = CALayer()
        left.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        right.frame = CGRect(x: 160, y: 60, width: 20, height: 20)
        for layer in [left, right] {
            layer.backgroundColor = UIColor.red.cgColor
            root.layer.addSublayer(layer)
        }
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        left.backgroundColor = UIColor.blue.cgColor
        right.backgroundColor = UIColor.green.cgColor
        CATransaction.commit()
        #expect(root.pendingDirtyRegion.count == 2, "two areas apart")
        renderer.render()
        let image = renderer.image.cgImage!
        #expect(image.pixel(x: 20, y: 20).b == 255 && image.pixel(x: 20, y: 20).r == 0)
        #expect(image.pixel(x: 170, y: 70).g > 100 && image.pixel(x: 170, y: 70).r == 0)
    }
}
