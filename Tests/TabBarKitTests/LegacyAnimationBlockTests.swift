import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// beginAnimations and commitAnimations, as ported code still moves a selection marker.
@MainActor
struct LegacyAnimationBlockTests {
    private func marker() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10)) }
    private func shownTX(_ v: UIView) -> CGFloat { v.layer.presentation()!.affineTransform().tx }

    @Test func aMarkerSlidesOverTheBlocksDurationWithItsCurve() {
        let clock = TestClock()
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
        let clock = TestClock()
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
        let clock = TestClock()
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
        let clock = TestClock()
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

    @Test func callsOutsideABlockAreRefusedWithAMessage() {
        _ = TestClock()
        let messages = LogCapture.messages(from: "TabBarKit.animation") {
            UIView.setAnimationDuration(1)
            UIView.commitAnimations()
            UIView.animate(withDuration: 1) { UIView.setAnimationDelay(1) }
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("setAnimationDuration(_:) outside beginAnimations"))
        #expect(UIApplication.shared.runtime.animationEngine.currentContext == nil, "no block is left open")
    }
}
