import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// CATransition on free-standing layers, and the fade Core Animation gives new contents.
@Suite(.freshApplication)
@MainActor
struct FreeLayerTransitionTests {
    /// A white root holding `card`, a 60 × 40 layer at (20, 5) with a red sublayer over all
    /// of it, drawn once.
    private func scene() -> (card: CALayer, renderer: ViewRenderer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 5, width: 60, height: 40)
        card.addSublayer(filled(.red, in: card.bounds))
        root.layer.addSublayer(card)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        return (card, renderer)
    }

    private func filled(_ color: UIColor, in frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    /// Takes the card's red sublayer away and puts a blue one in its place.
    private func swapToBlue(_ card: CALayer) {
        card.sublayers?.first?.removeFromSuperlayer()
        card.addSublayer(filled(.blue, in: card.bounds))
    }

    private func pixel(_ renderer: ViewRenderer, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        renderer.render()
        return renderer.image.cgImage!.pixel(x: x, y: y)
    }

    @Test func aFadeAddedBeforeTheChangeMixesTheTwoPicturesAndTellsItsDelegate() {
        final class Listener: NSObject, CAAnimationDelegate {
            var calls: [String] = []
            func animationDidStart(_ anim: CAAnimation) { calls.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append("stop \(flag)") }
        }
        let app = TestApplication()
        let (card, renderer) = scene()
        let listener = Listener()
        let fade = CATransition()
        fade.duration = 0.5
        fade.delegate = listener
        card.add(fade, forKey: kCATransition)
        swapToBlue(card)
        #expect(card.animationKeys() == [kCATransition] && card.animation(forKey: kCATransition) is CATransition)
        app.tick(0.25)
        let mid = pixel(renderer, 50, 25)
        #expect(abs(Int(mid.r) - 128) < 12 && abs(Int(mid.b) - 128) < 12 && mid.g < 12, "half red, half blue: \(mid)")
        #expect(pixel(renderer, 10, 25) == (255, 255, 255, 255), "nothing outside the layer changes")
        #expect(listener.calls == ["start"])
        app.tick(0.5)
        app.tick(0.52)
        let end = pixel(renderer, 50, 25)
        #expect(end.b > 250 && end.r < 5, "the new picture alone: \(end)")
        #expect(listener.calls == ["start", "stop true"] && card.animationKeys() == nil)
    }

    @Test func aPushAddedAfterTheChangeStartsFromTheLastFrame() {
        let app = TestApplication()
        let (card, renderer) = scene()
        swapToBlue(card)
        let push = CATransition()
        (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(push, forKey: nil)
        app.tick(0.5)
        // The card spans x 20 to 80: the old red in its left half, the new blue in its right.
        let left = pixel(renderer, 35, 25), right = pixel(renderer, 65, 25)
        #expect(left.r > 250 && left.b < 5, "old on the left: \(left)")
        #expect(right.b > 250 && right.r < 5, "new on the right: \(right)")
        #expect(pixel(renderer, 90, 25) == (255, 255, 255, 255), "the pictures slide within the layer")
    }

    @Test func aTurnedLayerStartsFromAPictureDrawnWhenTheTransitionIsAdded() {
        let app = TestApplication()
        let (card, renderer) = scene()
        card.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        renderer.render()
        let fade = CATransition()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(fade, forKey: nil)
        swapToBlue(card)
        app.tick(0.25)
        let early = pixel(renderer, 50, 25)
        #expect(abs(Int(early.r) - 191) < 12 && abs(Int(early.b) - 64) < 12, "a quarter of the way to blue: \(early)")
    }

    @Test func newContentsFadeInOverTheOldUnlessActionsAreDisabled() {
        let app = TestApplication()
        let (card, renderer) = scene()
        card.sublayers = nil
        card.contents = CGImage.fromARGBPixels([0xFFFF_0000], width: 1, height: 1)
        #expect(card.animationKeys() == ["contents"], "a fade from what was drawn (the red sublayer)")
        app.tick(0.3)
        #expect(pixel(renderer, 50, 25).r > 250)
        card.contents = CGImage.fromARGBPixels([0xFF00_00FF], width: 1, height: 1)
        #expect(card.animationKeys() == ["contents"] && card.animation(forKey: "contents") is CATransition)
        app.tick(0.425)
        let mid = pixel(renderer, 50, 25)
        let eased = ReferenceCurves.cubicBezier(0.5, CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
        #expect(abs(Double(mid.b) - 255 * eased) < 8 && abs(Double(mid.r) - 255 * (1 - eased)) < 8, "\(mid) at \(eased)")
        app.tick(0.6)
        #expect(pixel(renderer, 50, 25).b > 250 && card.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.contents = CGImage.fromARGBPixels([0xFF00_FF00], width: 1, height: 1)
        CATransaction.commit()
        #expect(card.animationKeys() == nil && pixel(renderer, 50, 25).g > 250)
    }

    @Test func contentsALayerDisplaysAsItIsRenderedReplaceTheOldAtOnce() {
        /// Draws its contents itself, as layers that override `display()` do.
        final class Swatch: CALayer {
            var color: UInt32 = 0xFFFF_0000
            override func display() { contents = CGImage.fromARGBPixels([color], width: 1, height: 1) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let swatch = Swatch()
        swatch.frame = root.bounds
        swatch.setNeedsDisplay()
        root.layer.addSublayer(swatch)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        swatch.color = 0xFF00_00FF
        swatch.setNeedsDisplay()
        let now = pixel(renderer, 20, 20)
        #expect(swatch.animationKeys() == nil && now.b > 250 && now.r < 5, "\(now)")
    }

    @Test func removingTheTransitionShowsTheNewPictureAtOnce() {
        let app = TestApplication()
        let (card, renderer) = scene()
        card.add(CATransition(), forKey: "swap")
        swapToBlue(card)
        app.tick(0.1)
        #expect(pixel(renderer, 50, 25).r > 40)
        card.removeAnimation(forKey: "swap")
        let now = pixel(renderer, 50, 25)
        #expect(now.b > 250 && now.r < 5, "\(now)")
    }
}
