import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A layer's own timeline (`beginTime`, `speed`, `timeOffset`, and cycles of `duration`),
/// which every animation on it runs on: the pause and resume UIKit code writes, a faster
/// superlayer, converted times, a layer swinging its animations back and forth.
@Suite(.freshApplication)
@MainActor
struct LayerTimingTests {
    /// The pause UIKit code writes: hold the layer's time where it is now.
    private func pause(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    /// And the resume: go on from the paused moment, the pause left out.
    private func resume(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }

    @Test func pausingALayerHoldsItsAnimationAndResumingGoesOnFromThere() {
        let app = TestApplication()
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (0, 100, 1)
        dot.add(move, forKey: "move")
        app.tick(0.25)
        #expect(abs(dot.presentation()!.position.x - 25) < 1e-9)
        pause(dot)
        app.tick(0.75)
        #expect(abs(dot.presentation()!.position.x - 25) < 1e-9, "held while paused")
        resume(dot)
        app.tick(1)
        #expect(abs(dot.presentation()!.position.x - 50) < 1e-9, "a quarter second on from where it stopped")
        app.tick(1.49)
        #expect(dot.animationKeys() == ["move"])
        app.tick(1.5)
        #expect(dot.animationKeys() == nil, "it ends half a second late, the length of the pause")
    }

    @Test func pausingAViewsLayerHoldsItsBlockAnimationAndItsCompletion() {
        let app = TestApplication()
        let log = EventLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.center.x = 110 }, completion: { log.add("completion \($0)") })
        app.tick(0.5)
        pause(view.layer)
        app.tick(1.5)
        #expect(view.layer.presentation()!.position.x == 60 && log.events.isEmpty, "held half way")
        #expect(!UIApplication.shared.wantsFrames, "a paused layer asks for no frames")
        resume(view.layer)
        #expect(UIApplication.shared.wantsFrames)
        app.tick(1.75)
        #expect(view.layer.presentation()!.position.x == 85)
        #expect(log.events.isEmpty)
        app.tick(2)
        #expect(log.events == ["completion true"] && view.layer.presentation()!.position.x == 110)
    }

    @Test func aSuperlayersSpeedCarriesDownAndTimesConvertThroughIt() {
        let app = TestApplication()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        #expect(child.convertTime(1, from: nil) == 2 && child.convertTime(2, to: nil) == 1)
        #expect(parent.convertTime(3, from: child) == 3, "the two share the parent's time")
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
        child.add(fade, forKey: "fade")
        app.tick(0.25)
        #expect(abs(child.presentation()!.opacity - 0.5) < 1e-6, "a second's fade half done after a quarter")
        app.tick(0.5)
        #expect(child.animationKeys() == nil)

        // Apple's example: a layer an offset of 1 s ahead and at half speed.
        let layer = CALayer(), offsetSlowMoLayer = CALayer()
        offsetSlowMoLayer.timeOffset = 1
        offsetSlowMoLayer.speed = 0.5
        #expect(offsetSlowMoLayer.convertTime(0.5, from: layer) == 1.25)
        #expect(offsetSlowMoLayer.convertTime(1.25, to: layer) == 0.5)
    }

    @Test func aLayerWithADurationRunsItsTimeInCyclesThatItsAnimationsFollow() {
        let app = TestApplication()
        let pendulum = CALayer(), bob = CALayer()
        pendulum.addSublayer(bob)
        // The layer's time starts now and swings back and forth through one second.
        pendulum.beginTime = CACurrentMediaTime()
        (pendulum.duration, pendulum.autoreverses, pendulum.repeatCount) = (1, true, .infinity)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        (fade.fillMode, fade.isRemovedOnCompletion) = (.both, false)
        bob.add(fade, forKey: "fade")
        var samples: [Float] = []
        for seconds in [0.25, 1.25, 2.25, 3.5] {
            app.tick(seconds)
            samples.append((bob.presentation()!.opacity * 100).rounded() / 100)
        }
        #expect(samples == [0.25, 0.75, 0.25, 0.5], "forwards, back, forwards, back: \(samples)")

        // Twice through, then held at its last moment.
        let start = CACurrentMediaTime()
        let counter = CALayer()
        (counter.beginTime, counter.duration, counter.repeatCount, counter.fillMode) = (start, 2, 2, .forwards)
        #expect(counter.convertTime(start + 3, from: nil) == 1 && counter.convertTime(start + 5, from: nil) == 2)
        counter.fillMode = .removed
        #expect(counter.convertTime(start + 5, from: nil) == 5, "after its cycles, time runs on")
        #expect(counter.convertTime(start - 1, from: nil) == -1)
        counter.fillMode = .both
        #expect(counter.convertTime(start - 1, from: nil) == 0, "held at its first moment before it starts")
    }
}
