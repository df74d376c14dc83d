import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct PropertyAnimatorTests {
    private func view() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    private func shownX(_ v: UIView) -> CGFloat { v.layer.presentation()!.frame.minX }

    @Test func blocksRunWhenTheAnimatorStartsAndItRunsToTheEnd() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        #expect(v.frame.minX == 0, "nothing runs before the animator is started")
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(v.frame.minX == 100)
        #expect(animator.state == .active && animator.isRunning)
        app.tick(0.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        #expect(abs(animator.fractionComplete - 0.5) <= 1e-9)
        app.tick(1)
        #expect(shownX(v) == 100)
        #expect(position == .end)
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test func scrubbingWhilePausedIsLinearAndResumingContinuesFromThere() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.frame.origin.x = 100 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        for fraction in [0.2, 0.7, 0.4] {
            animator.fractionComplete = fraction
            #expect(abs(shownX(v) - 100 * fraction) <= 0.5, "scrubbed to \(fraction)")
        }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        let onCurve = 100 * ReferenceCurves.cubicBezier(0.25, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        #expect(abs(shownX(v) - onCurve) <= 0.5)
        // Resuming runs the remaining three quarters of the time along the curve.
        animator.startAnimation()
        app.tick(0.25)
        let later = 100 * ReferenceCurves.cubicBezier(0.5, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        #expect(abs(shownX(v) - later) <= 0.5)
        app.tick(0.75)
        #expect(animator.state == .inactive)
        #expect(shownX(v) == 100)
    }

    @Test func reversingRunsBackAndLeavesTheStartValues() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.frame.origin.x = 100; v.alpha = 0.2
        }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        app.tick(0.6)
        animator.isReversed = true
        app.tick(0.9)
        #expect(abs(shownX(v) - 30) <= 0.5)
        #expect(position == nil)
        app.tick(1.2)
        #expect(position == .start)
        // Finishing at the start puts the model values back.
        #expect(v.frame.minX == 0 && v.alpha == 1)
        #expect(shownX(v) == 0)
    }

    @Test func continuingWithASpringAfterAnInteractiveScrub() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.frame.origin.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0)
        // The rest (half the distance) runs on the spring over the half second left.
        app.tick(0.1)
        let expected = 50 + 50 * ReferenceCurves.spring(at: 0.1, dampingRatio: 1, duration: 0.5)
        #expect(abs(shownX(v) - expected) <= 0.5)
        app.tick(0.5)
        #expect(animator.state == .inactive)
        #expect(shownX(v) == 100)
    }

    @Test func stoppingKeepsWhatIsOnScreenAndFinishingChoosesTheEnd() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        app.tick(0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(v.frame.minX - 30) <= 0.5, "the model takes the value on screen")
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
        #expect(abs(v.frame.minX - 30) <= 0.5)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
        var called = false
        second.addCompletion { _ in called = true }
        second.startAnimation()
        app.tick(0.5)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        app.tick(2)
        #expect(!called, "stopping without finishing calls no completion")
    }

    @Test func misuseIsIgnoredNotFatal() {
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.finishAnimation(at: .end) // not stopped: ignored
        #expect(animator.state == .inactive)
        animator.stopAnimation(true) // not active: ignored
        #expect(animator.state == .inactive)
        #expect(v.frame.minX == 0)
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let app = TestApplication()
        let v = view()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.startAnimation()
        app.tick(0.5)
        animator.addAnimations { v.alpha = 0 }
        app.tick(0.75)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) <= 0.01)
        app.tick(1)
        #expect(v.layer.presentation()!.opacity == 0)
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        let app = TestApplication()
        let v = view()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { v.frame.origin.x = 100 },
            completion: { position = $0 })
        #expect(animator.isRunning)
        app.tick(0.75)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(1)
        #expect(position == .end)
    }

    @Test func physicalSpringsRunUntilTheySettle() {
        let app = TestApplication()
        let v = view()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: spring)
        animator.addAnimations { v.frame.origin.x = 100 }
        animator.startAnimation()
        app.tick(0.2)
        // Critically damped with ω = 10: x(t) = 1 − e^(−10t)(1 + 10t); the 0.1 s duration is ignored.
        let expected = 100 * (1 - exp(-2.0) * 3)
        #expect(abs(shownX(v) - expected) <= 0.5)
        #expect(animator.isRunning)
        app.tick(3)
        #expect(animator.state == .inactive)
    }
}
