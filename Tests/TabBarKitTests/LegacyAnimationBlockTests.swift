import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// beginAnimations and commitAnimations, as ported code still moves a selection marker.
@Suite(.freshApplication)
@MainActor
struct LegacyAnimationBlockTests {
    private func marker() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10)) }
    private func shownTX(_ v: UIView) -> CGFloat { v.layer.presentation()!.affineTransform().tx }

    @Test func aMarkerSlidesOverTheBlocksDurationWithItsCurve() {
        let clock = TestApplication()
        let arrow = marker()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.3)
        UIView.setAnimationCurve(.linear)
        arrow.transform = CGAffineTransform(translationX: 90, y: 0)
        UIView.commitAnimations()
        #expect(arrow.transform.tx == 90, "the model changes at once")
        #expect(shownTX(arrow) == 0)
        clock.tick(0.1)
        #expect(abs(shownTX(arrow) - 30) < 0.01)
        clock.tick(0.3)
        #expect(shownTX(arrow) == 90 && arrow.layer.animationKeys() == nil)
    }

    @Test func settingsMadeAfterTheChangesApplyAtTheCommit() {
        let clock = TestApplication()
        let arrow = marker()
        UIView.beginAnimations("slide", context: nil)
        arrow.transform = CGAffineTransform(translationX: 100, y: 0)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDuration(1)
        UIView.commitAnimations()
        clock.tick(0.5)
        #expect(abs(shownTX(arrow) - 50) < 0.01, "one second, linear, not the default 0.2 s ease")
    }

    @Test func theDefaultIsAFifthOfASecondEasedInAndOut() {
        let clock = TestApplication()
        let arrow = marker()
        UIView.beginAnimations(nil, context: nil)
        arrow.transform = CGAffineTransform(translationX: 100, y: 0)
        UIView.commitAnimations()
        clock.tick(0.05)
        let eased = 100 * UnitBezier(0.42, 0, 0.58, 1).value(at: 0.25)
        #expect(abs(shownTX(arrow) - eased) < 0.01)
        clock.tick(0.2)
        #expect(shownTX(arrow) == 100)
    }

    @Test func repeatsAutoreversesAndZeroDuration() {
        let clock = TestApplication()
        let dot = marker()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        dot.alpha = 0
        UIView.commitAnimations()
        clock.tick(1.5)
        #expect(abs(dot.layer.presentation()!.opacity - 0.5) < 0.01, "half-way back in the first cycle")
        clock.tick(3.9)
        #expect(dot.layer.animationKeys() != nil)
        clock.tick(4)
        #expect(dot.layer.presentation()!.opacity == 0 && dot.layer.animationKeys() == nil, "ends at the model value")

        let other = marker()
        UIView.beginAnimations(nil, context: nil)
        other.alpha = 0.25
        UIView.setAnimationDuration(0)
        UIView.commitAnimations()
        #expect(other.layer.presentation()!.opacity == 0.25 && other.layer.animationKeys() == nil)

        // An infinite count repeats for as long as the app runs, as a blinking cursor does.
        let blinking = marker()
        UIView.beginAnimations("blink", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationRepeatCount(.infinity)
        UIView.setAnimationRepeatAutoreverses(true)
        blinking.alpha = 0
        UIView.commitAnimations()
        clock.tick(1000.25)
        #expect(blinking.layer.animationKeys() == ["opacity"])
        #expect(abs(blinking.layer.presentation()!.opacity - 0.5) < 0.05)
    }

    /// A card flipped the old way: the transition is set on the container, then its content
    /// changes, and the commit shows the change as a flip.
    @Test func aTransitionSetInABlockShowsTheChangesMadeAfterIt() {
        let clock = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let card = UIView(frame: root.bounds)
        let front = UIView(frame: card.bounds)
        front.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let back = UIView(frame: card.bounds)
        back.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(front)
        root.addSubview(card)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        UIView.beginAnimations("flip", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationTransition(.flipFromLeft, for: card, cache: true)
        front.removeFromSuperview()
        card.addSubview(back)
        UIView.commitAnimations()
        #expect(card.layer.animation(forKey: "transition")?.duration == 1)
        func pixel(_ x: Int) -> (r: UInt8, b: UInt8) {
            let p = renderer.image.cgImage!.pixel(x: x, y: 20)
            return (p.r, p.b)
        }
        clock.tick(1.0 / 3)
        // A third of the way the old side, seen at 60 degrees, is half as wide.
        #expect(pixel(20) == (255, 0) && pixel(5) == (255, 255), "red in the middle, white beside it")
        clock.tick(0.75)
        #expect(pixel(20) == (0, 255) && pixel(2) == (255, 255), "the new side widening")
        clock.tick(1.1)
        #expect(pixel(2) == (0, 255) && card.layer.animationKeys() == nil)

        // Outside a block the call is refused; `.none` sets nothing.
        let messages = LogCapture.messages(from: "TabBarKit.animation") {
            UIView.setAnimationTransition(.curlUp, for: card, cache: false)
        }
        #expect(messages.count == 1 && messages[0].contains("setAnimationTransition(_:for:cache:) outside"))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationTransition(.none, for: card, cache: false)
        card.backgroundColor = .green
        UIView.commitAnimations()
        #expect(card.layer.animation(forKey: "transition") == nil)
    }

    @Test func callsOutsideABlockAreRefusedWithAMessage() {
        let messages = LogCapture.messages(from: "TabBarKit.animation") {
            UIView.setAnimationDuration(1)
            UIView.commitAnimations()
            UIView.animate(withDuration: 1) { UIView.setAnimationDelay(1) }
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("setAnimationDuration(_:) outside beginAnimations"))
        #expect(UIApplication.shared.animationEngine.currentContext == nil, "no block is left open")
    }
}
