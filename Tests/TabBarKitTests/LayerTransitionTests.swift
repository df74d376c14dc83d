import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// CATransition on a view's layer: the old picture gives way to the new as the type says.
/// (Free-standing layers: FreeLayerTransitionTests.)
@Suite(.freshApplication)
@MainActor
struct LayerTransitionTests {
    private func page() -> (UIView, UIView, ViewRenderer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let page = UIView(frame: root.bounds)
        page.backgroundColor = .red
        root.addSubview(page)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        return (root, page, renderer)
    }

    @Test func aFadeMixesTheOldPictureWithTheNewAndTellsItsDelegate() {
        final class Listener: NSObject, CAAnimationDelegate {
            var calls: [String] = []
            func animationDidStart(_ anim: CAAnimation) { calls.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append("stop \(flag)") }
        }
        let app = TestApplication()
        let (_, page, renderer) = page()
        let listener = Listener()
        let fade = CATransition()
        fade.duration = 0.5
        fade.delegate = listener
        page.layer.add(fade, forKey: kCATransition)
        page.backgroundColor = .blue
        #expect(page.layer.animationKeys() == ["transition"] && listener.calls == ["start"])
        app.tick(0.25)
        renderer.render()
        let mid = renderer.image.cgImage!.pixel(x: 50, y: 25)
        #expect(abs(Int(mid.r) - 128) < 12 && abs(Int(mid.b) - 128) < 12, "half red, half blue: \(mid)")
        app.tick(0.5)
        app.tick(0.52)
        renderer.render()
        #expect(renderer.image.cgImage!.pixel(x: 50, y: 25).b > 250)
        #expect(listener.calls == ["start", "stop true"])
    }

    @Test func aPushFromTheRightSlidesBothPicturesLeft() {
        let app = TestApplication()
        let (_, page, renderer) = page()
        let push = CATransition()
        (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        page.layer.add(push, forKey: nil)
        page.backgroundColor = .blue
        app.tick(0.5)
        renderer.render()
        let image = renderer.image.cgImage!
        #expect(image.pixel(x: 25, y: 25).r > 250 && image.pixel(x: 75, y: 25).b > 250, "old on the left half, new on the right")

        let reveal = CATransition()
        (reveal.type, reveal.subtype, reveal.duration) = (.reveal, .fromTop, 1)
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        page.layer.add(reveal, forKey: nil)
        page.backgroundColor = .green
        app.tick(0.75)
        renderer.render()
        let revealed = renderer.image.cgImage!
        // From the top: the old picture (the push half-way: red, then blue) moves down and
        // away, and the new one shows above it.
        let top = revealed.pixel(x: 75, y: 5), bottom = revealed.pixel(x: 75, y: 45)
        #expect(top.g > 100 && top.r < 10 && top.b < 10, "green above: \(top)")
        #expect(bottom.b > 250 && bottom.g < 10, "the old picture's blue half below: \(bottom)")
    }

    @Test func aFadeAddedAfterTheChangeStartsFromTheLastFrame() {
        let app = TestApplication()
        let (_, page, renderer) = page()
        page.backgroundColor = .blue
        let fade = CATransition()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        page.layer.add(fade, forKey: nil)
        app.tick(0.25)
        renderer.render()
        let early = renderer.image.cgImage!.pixel(x: 50, y: 25)
        #expect(early.r > 170 && early.b > 40 && early.b < 90, "mostly the red the last frame showed: \(early)")
    }

    @Test func progressesOutOfRangeShowTheOldPictureAndEnd() {
        let app = TestApplication()
        let (_, page, renderer) = page()
        page.backgroundColor = .blue
        let backwards = CATransition()
        backwards.duration = 0.5
        (backwards.startProgress, backwards.endProgress) = (-1, -0.5)
        page.layer.add(backwards, forKey: nil)
        app.tick(0.25)
        renderer.render()
        #expect(renderer.image.cgImage!.pixel(x: 50, y: 25).r > 250, "held at its start: the old red")
        app.tick(0.6)
        renderer.render()
        #expect(page.layer.animationKeys() == nil && renderer.image.cgImage!.pixel(x: 50, y: 25).b > 250)
    }
}
