import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A view draws its content as its layer's delegate: `draw(_:in:)`, which by default calls
/// `draw(_:)` in the layer's context and which subclasses may override instead.
@Suite(.freshApplication)
@MainActor
struct ViewLayerDrawingTests {
    /// Paints the layer's context itself, as a view backed by a tiled layer does.
    final class LayerPainter: UIView {
        var calls: [String] = []
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            calls.append(layer === self.layer ? "draw(layer:in:) with its own layer" : "draw(layer:in:) with another")
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
        override func draw(_ rect: CGRect) { calls.append("draw(rect)") }
    }

    /// Adds to what `super` draws, which calls `draw(_:)`.
    final class Framed: UIView {
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            super.draw(layer, in: ctx)
            ctx.setStrokeColor(UIColor.blue.cgColor)
            ctx.setLineWidth(4)
            ctx.stroke(bounds.insetBy(dx: 2, dy: 2))
        }
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(rect)
        }
    }

    @Test func anOverrideDrawsTheLayerInsteadOfDrawRect() {
        let painter = LayerPainter(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let renderer = ViewRenderer(rootView: painter, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        #expect(image.pixel(x: 5, y: 10).r > 250 && image.pixel(x: 30, y: 10).a == 0)
        #expect(painter.calls == ["draw(layer:in:) with its own layer"])
    }

    @Test func superDrawsTheRectAndTheOverrideAddsToIt() {
        let framed = Framed(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let renderer = ViewRenderer(rootView: framed, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        let middle = image.pixel(x: 20, y: 10), edge = image.pixel(x: 1, y: 10)
        #expect(middle.g > 250 && middle.b < 5, "draw(_:) filled it: \(middle)")
        #expect(edge.b > 250 && edge.g < 5, "the override framed it: \(edge)")
    }
}

/// UIKit's rectangle functions draw into the current context.
@Suite(.freshApplication)
@MainActor
struct RectDrawingFunctionTests {
    @Test func fillFrameAndClipDrawIntoTheCurrentContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 20, height: 20), .normal)
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setStroke()
            UIColor.green.setFill()
            UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIRectFrameUsingBlendMode(CGRect(x: 4, y: 4, width: 12, height: 12), .normal)
            UIRectClip(CGRect(x: 8, y: 8, width: 2, height: 2))
            UIColor.black.setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 20, height: 20), .normal)
        }.cgImage!
        let inside = image.pixel(x: 2, y: 2)
        #expect(inside.a == 128 && inside.r == 255, "half-transparent red copied over the white: \(inside)")
        #expect(image.pixel(x: 0, y: 10).b == 255 && image.pixel(x: 1, y: 10).b == 0, "a one-point frame in the stroke colour")
        #expect(image.pixel(x: 4, y: 10).g == 255 && image.pixel(x: 5, y: 10).g == 0, "the inner frame in the fill colour")
        #expect(image.pixel(x: 8, y: 8) == (0, 0, 0, 255) && image.pixel(x: 10, y: 10).a == 128, "clipped to 8…10")
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) // no current context: nothing, no crash
    }
}
