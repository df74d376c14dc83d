import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct GestureRecognizerTests {
    private let center = CGPoint(x: 100, y: 100)

    @Test func aLongPressBeginsAfterHalfASecondOfTicksAndNotBefore() {
        let clock = TestApplication()
        let scene = TouchScene()
        let press = UILongPressGestureRecognizer { scene.log.add("press \($0.state)") }
        scene.inner.addGestureRecognizer(press)
        let touch = scene.window.beginTouch(at: center)
        clock.tick(0.25)
        clock.tick(0.49)
        #expect(scene.log.events == ["inner.began", "outer.began"])
        #expect(UIApplication.shared.wantsFrames, "a pending long press keeps the host ticking")
        clock.tick(0.5)
        #expect(scene.log.events == ["inner.began", "outer.began", "inner.cancelled", "outer.cancelled", "press began"])
        scene.window.moveTouch(touch, to: CGPoint(x: 140, y: 100))
        scene.window.endTouch(touch)
        #expect(scene.log.events.suffix(2) == ["press changed", "press ended"])
        #expect(press.state == .possible, "reset after it ended")
    }

    @Test func aLongPressFailsWhenTheFingerMovesOrLiftsEarly() {
        let clock = TestApplication()
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        let press = UILongPressGestureRecognizer { scene.log.add("press \($0.state)") }
        scene.inner.addGestureRecognizer(press)
        let moved = scene.window.beginTouch(at: center)
        scene.window.moveTouch(moved, to: CGPoint(x: 111, y: 100))
        #expect(press.state == .failed)
        clock.tick(1)
        scene.window.endTouch(moved)
        let lifted = scene.window.beginTouch(at: center)
        clock.tick(1.4)
        scene.window.endTouch(lifted)
        clock.tick(2)
        #expect(scene.log.events == ["inner.began", "inner.moved", "inner.ended", "inner.began", "inner.ended"])
    }

    @Test func aLongPressHeldThroughATimedEventBeginsBeforeIt() {
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        let press = UILongPressGestureRecognizer { scene.log.add("press \($0.state)") }
        press.cancelsTouchesInView = false
        scene.inner.addGestureRecognizer(press)
        let t0 = UIApplication.shared.currentTime
        // Delivered at once: the deadline at t0 + 0.5 fires before the move at t0 + 0.6.
        scene.window.sendTouches(
            TouchSequence([
                .init(location: center, timestamp: t0),
                .init(location: CGPoint(x: 102, y: 100), timestamp: t0 + 0.6),
                .init(location: CGPoint(x: 102, y: 100), timestamp: t0 + 0.7),
            ]))
        #expect(scene.log.events == ["inner.began", "press began", "press changed", "inner.moved", "press ended", "inner.ended"])
    }

    @Test func panTranslationAndVelocityFollowATimedDrag() {
        let scene = TouchScene()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            let t = pan.translation(in: scene.outer), v = pan.velocity(in: scene.outer)
            log.append("\(pan.state) t=\(Int(t.x)),\(Int(t.y)) v=\(Int(v.x.rounded())),\(Int(v.y.rounded()))")
        }
        scene.outer.addGestureRecognizer(pan)
        // 60 pt right and 20 down in 4 moves of 0.05 s each.
        scene.window.sendTouches(.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 80), duration: 0.2, steps: 4))
        #expect(
            log == [
                "began t=15,5 v=300,100",
                "changed t=30,10 v=300,100",
                "changed t=45,15 v=300,100",
                "changed t=60,20 v=300,100",
                "ended t=60,20 v=300,100",
            ])
    }

    @Test func panWaitsForItsHysteresisAndMeasuresInTheGivenView() {
        let scene = TouchScene()
        scene.inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        var states: [UIGestureRecognizer.State] = []
        var inInner = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            states.append(pan.state)
            inInner = pan.translation(in: scene.inner)
            if pan.state != .ended { pan.setTranslation(.zero, in: nil) }
        }
        scene.inner.addGestureRecognizer(pan)
        let t0 = UIApplication.shared.currentTime
        let touch = scene.window.beginTouch(at: center, timestamp: t0)
        scene.window.moveTouch(touch, to: CGPoint(x: 108, y: 100), timestamp: t0 + 0.1)
        #expect(states.isEmpty, "8 pt is within the hysteresis")
        scene.window.moveTouch(touch, to: CGPoint(x: 112, y: 100), timestamp: t0 + 0.2)
        #expect(states == [.began])
        #expect(inInner == CGPoint(x: 6, y: 0), "12 window points are 6 in a view scaled 2×")
        scene.window.moveTouch(touch, to: CGPoint(x: 122, y: 100), timestamp: t0 + 0.3)
        #expect(inInner == CGPoint(x: 5, y: 0))
        scene.window.moveTouch(touch, to: CGPoint(x: 124, y: 100), timestamp: t0 + 0.4)
        #expect(inInner == CGPoint(x: 1, y: 0), "translation counts from where it was set to zero")
        scene.window.endTouch(touch, timestamp: t0 + 0.5)
        #expect(states == [.began, .changed, .changed, .ended])
    }

    @Test func swipesRecognizeInTheirDirectionOnly() {
        let scene = TouchScene()
        var recognized: [String] = []
        let right = UISwipeGestureRecognizer { _ in recognized.append("right") }
        let up = UISwipeGestureRecognizer { _ in recognized.append("up") }
        up.direction = .up
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        right.delegate = delegate
        scene.outer.addGestureRecognizer(right)
        scene.outer.addGestureRecognizer(up)
        scene.window.sendTouches(.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 100, y: 110), duration: 0.15, steps: 5))
        scene.window.sendTouches(
            .drag(
                from: CGPoint(x: 100, y: 180), to: CGPoint(x: 95, y: 100), duration: 0.15, steps: 5,
                startingAt: UIApplication.shared.currentTime + 1))
        // Too slow, and too slanted.
        scene.window.sendTouches(
            .drag(
                from: CGPoint(x: 20, y: 100), to: CGPoint(x: 100, y: 100), duration: 1, steps: 5,
                startingAt: UIApplication.shared.currentTime + 2))
        scene.window.sendTouches(
            .drag(
                from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 100), duration: 0.15, steps: 5,
                startingAt: UIApplication.shared.currentTime + 4))
        #expect(recognized == ["right", "up"])
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let clock = TestApplication()
        let scene = TouchScene()
        let single = UITapGestureRecognizer { _ in scene.log.add("single") }
        let double = UITapGestureRecognizer { _ in scene.log.add("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.outer.addGestureRecognizer(single)
        scene.outer.addGestureRecognizer(double)
        scene.outer.handlesTouches = true
        scene.inner.handlesTouches = true

        scene.window.sendTap(at: center)
        clock.tick(0.3)
        #expect(scene.log.events == ["inner.began"])
        clock.tick(0.4)
        #expect(scene.log.events == ["inner.began", "inner.cancelled", "single"])

        clock.tick(2)
        scene.log.add("--")
        scene.window.sendTap(at: center)
        clock.tick(2.2)
        scene.window.sendTap(at: center)
        clock.tick(3)
        // Both taps' touches are cancelled together: the first tap's end was held back.
        #expect(
            scene.log.events == [
                "inner.began", "inner.cancelled", "single", "--",
                "inner.began", "inner.began", "inner.cancelled", "double",
            ])
    }

    @Test func aRecognizerWhoseDelegateRefusesFails() {
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        let pan = UIPanGestureRecognizer { _ in scene.log.add("pan") }
        pan.delegate = delegate
        scene.inner.addGestureRecognizer(pan)
        let touch = scene.window.beginTouch(at: center)
        scene.window.moveTouch(touch, to: CGPoint(x: 130, y: 100))
        #expect(pan.state == .failed)
        scene.window.moveTouch(touch, to: CGPoint(x: 140, y: 100))
        scene.window.endTouch(touch)
        #expect(scene.log.events == ["inner.began", "inner.moved", "inner.moved", "inner.ended"])
        #expect(pan.state == .possible, "reset once the touch lifted")
    }

    @Test func onlyOneRecognizerWinsUnlessTheDelegateAllowsBoth() {
        for simultaneous in [false, true] {
            let scene = TouchScene()
            let delegate = ConfigurableDelegate()
            delegate.simultaneous = simultaneous
            let innerPan = UIPanGestureRecognizer { scene.log.add("inner \($0.state)") }
            let outerPan = UIPanGestureRecognizer { scene.log.add("outer \($0.state)") }
            outerPan.delegate = delegate
            scene.inner.addGestureRecognizer(innerPan)
            scene.outer.addGestureRecognizer(outerPan)
            scene.window.sendTouches(.drag(from: center, to: CGPoint(x: 140, y: 100), duration: 0.2, steps: 2))
            let expected =
                simultaneous
                ? [
                    "inner.began", "outer.began", "inner.cancelled", "outer.cancelled", "inner began", "outer began",
                    "inner changed", "outer changed", "inner ended", "outer ended",
                ]
                : ["inner.began", "outer.began", "inner.cancelled", "outer.cancelled", "inner began", "inner changed", "inner ended"]
            #expect(scene.log.events == expected)
        }
    }

    @Test func disablingARecognizerCancelsItsGesture() {
        let scene = TouchScene()
        let pan = UIPanGestureRecognizer { scene.log.add("pan \($0.state)") }
        scene.inner.addGestureRecognizer(pan)
        let touch = scene.window.beginTouch(at: center)
        scene.window.moveTouch(touch, to: CGPoint(x: 130, y: 100))
        pan.isEnabled = false
        scene.window.moveTouch(touch, to: CGPoint(x: 140, y: 100))
        scene.window.endTouch(touch)
        #expect(scene.log.events == ["inner.began", "outer.began", "inner.cancelled", "outer.cancelled", "pan began", "pan cancelled"])
        #expect(pan.state == .possible)
    }

    @Test func aRecognizerCannotBeDrivenThroughAnImpossibleChange() {
        let pan = UIPanGestureRecognizer()
        pan.state = .changed // from possible: logged and ignored
        #expect(pan.state == .possible)
    }

    @Test func recognizersMoveBetweenViews() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer()
        scene.inner.addGestureRecognizer(tap)
        scene.outer.addGestureRecognizer(tap)
        #expect(scene.inner.gestureRecognizers == nil)
        #expect(scene.outer.gestureRecognizers?.count == 1)
        #expect(tap.view === scene.outer)
        scene.outer.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
    }

    @Test func theTickStaysFreeOfGestureWorkWhenNothingWaits() {
        let scene = TouchScene()
        let clock = TestApplication()
        let press = UILongPressGestureRecognizer { _ in }
        scene.inner.addGestureRecognizer(press)
        let touch = scene.window.beginTouch(at: center)
        #expect(UIApplication.shared.runtime.gestureTimers.hasPending, "the press waits for its time")
        clock.tick(1)
        scene.window.endTouch(touch)
        clock.tick(2)
        #expect(!UIApplication.shared.runtime.gestureTimers.hasPending)
        #expect(!UIApplication.shared.wantsFrames)
    }
}
