import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A view's animation blocks run on its layer, as UIKit adds them there: under their key
/// paths, read back as Core Animation objects, removed by the layer, waited for by the
/// transaction they were made in.
@Suite(.freshApplication)
@MainActor
struct ViewAnimationsOnLayersTests {
    @Test func aBlocksAnimationsAreTheLayersUnderTheirKeyPaths() throws {
        let app = TestApplication()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveEaseIn,
            animations: {
                view.center = CGPoint(x: 120, y: 20)
                view.alpha = 0.25
            }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == ["position", "opacity"])

        let move = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(move.keyPath == "position" && move.duration == 0.5 && move.beginTime == 0)
        #expect((move.fromValue as? NSValue)?.cgPointValue == CGPoint(x: 20, y: 20))
        #expect((move.toValue as? NSValue)?.cgPointValue == CGPoint(x: 120, y: 20))
        var points = [Float](repeating: 0, count: 2)
        move.timingFunction?.getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0], "ease in, as the option asked")
        let fade = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect((fade.fromValue as? NSNumber)?.floatValue == 1 && (fade.toValue as? NSNumber)?.floatValue == 0.25)

        app.tick(0.25)
        let x = view.layer.presentation()!.position.x
        #expect(x > 20 && x < 70, "eased in: less than half way at half time")
        view.layer.removeAnimation(forKey: "position")
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(view.layer.presentation()!.position == CGPoint(x: 120, y: 20), "the model value, at once")
        app.tick(0.6)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.opacity == 0.25)
        app.tick(0.7)
        #expect(finished == [false], "one animation was cut short")
    }

    @Test func aKeyframeBlockAndAnAnimatorReadBackAsCoreAnimationObjects() throws {
        let app = TestApplication()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        let keyframes = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(keyframes.values?.compactMap { ($0 as? NSNumber)?.floatValue } == [1, 0.5, 0])
        #expect(keyframes.keyTimes?.map(\.doubleValue) == [0, 0.5, 1] && keyframes.duration == 1)
        app.tick(1.1)

        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
        animator.fractionComplete = 0.5
        let scale = try #require(view.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(scale.speed == 0, "a paused animator's animation does not run on its own")
        #expect((scale.toValue as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 2, 1))
        animator.stopAnimation(true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aTransactionsCompletionWaitsForTheBlocksMadeInIt() {
        let app = TestApplication()
        let log = EventLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.add("transaction") }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { log.add("block \($0)") })
        CATransaction.commit()
        app.tick(0.1)
        app.tick(0.2)
        #expect(log.events.isEmpty, "the fade is still running")
        app.tick(0.35)
        #expect(log.events == ["block true", "transaction"])
    }

    @Test func aViewThatGoesAwayEndsItsAnimationsAndItsLayerLeavesTheClock() {
        let app = TestApplication()
        let log = EventLog()
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIView.animate(withDuration: 1, animations: { view?.center = CGPoint(x: 200, y: 20) }, completion: { log.add("block \($0)") })
        app.tick(0.2)
        #expect(UIApplication.shared.animationEngine.isAnimating)
        view = nil
        app.tick(0.4)
        app.tick(0.5)
        #expect(log.events == ["block false"])
        #expect(!UIApplication.shared.animationEngine.isAnimating, "nothing is left running")
    }
}
