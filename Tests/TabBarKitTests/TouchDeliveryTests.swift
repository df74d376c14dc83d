import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TouchDeliveryTests {
    @Test func touchesTravelUpTheResponderChainInOrder() {
        let scene = TouchScene()
        let touch = scene.window.beginTouch(at: CGPoint(x: 100, y: 100))
        scene.window.moveTouch(touch, to: CGPoint(x: 110, y: 100))
        scene.window.endTouch(touch)
        #expect(scene.log.events == ["inner.began", "outer.began", "inner.moved", "outer.moved", "inner.ended", "outer.ended"])
    }

    @Test func aViewThatHandlesTouchesStopsThem() {
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["inner.began", "inner.ended"])
    }

    @Test func aTouchKeepsTheViewItBeganIn() {
        let scene = TouchScene()
        scene.outer.handlesTouches = true
        scene.inner.handlesTouches = true
        let touch = scene.window.beginTouch(at: CGPoint(x: 100, y: 100))
        scene.window.moveTouch(touch, to: CGPoint(x: 10, y: 10)) // over outer now
        scene.window.endTouch(touch, at: CGPoint(x: 250, y: 250)) // over nothing
        #expect(scene.log.events == ["inner.began", "inner.moved", "inner.ended"])
        #expect(touch.view === scene.inner)
        #expect(touch.phase == .ended)
        #expect(touch.location(in: scene.inner) == CGPoint(x: 200, y: 200))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 10, y: 10))
    }

    @Test func aTouchOutsideEveryViewGoesNowhere() {
        let scene = TouchScene()
        scene.window.isUserInteractionEnabled = false
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events.isEmpty)
    }

    @Test func theEventCarriesEveryTouchDown() {
        let scene = TouchScene()
        scene.outer.handlesTouches = true
        scene.inner.handlesTouches = true
        var seen: [(all: Int, inner: Int, window: Int, phase: UITouch.Phase?)] = []
        scene.outer.onTouches = { touches, event in
            seen.append(
                (
                    event?.allTouches?.count ?? -1, event?.touches(for: scene.inner)?.count ?? -1,
                    event?.touches(for: scene.window)?.count ?? -1, touches.first?.phase
                ))
        }
        let first = scene.window.beginTouch(at: CGPoint(x: 100, y: 100)) // inner
        let second = scene.window.beginTouch(at: CGPoint(x: 10, y: 10)) // outer
        scene.window.moveTouch(second, to: CGPoint(x: 20, y: 10))
        #expect(first.phase == .stationary)
        scene.window.endTouch(second)
        scene.window.endTouch(first)
        #expect(seen.count == 3)
        #expect(seen.map(\.all) == [2, 2, 2])
        #expect(seen.map(\.inner) == [1, 1, 1])
        #expect(seen.map(\.window) == [2, 2, 2])
        #expect(seen.map(\.phase) == [.began, .moved, .ended])
    }

    @Test func theApplicationSendsEachTouchToItsWindow() {
        let a = TouchScene(), b = TouchScene()
        let log = EventLog()
        a.inner.log = log
        b.inner.log = log
        a.inner.name = "a"
        b.inner.name = "b"
        a.inner.handlesTouches = true
        b.inner.handlesTouches = true
        let ta = a.window.beginTouch(at: CGPoint(x: 100, y: 100))
        let tb = b.window.beginTouch(at: CGPoint(x: 100, y: 100))
        b.window.endTouch(tb)
        a.window.endTouch(ta)
        #expect(log.events == ["a.began", "b.began", "b.ended", "a.ended"])
        // A touch belongs to one window: another cannot move it.
        b.window.moveTouch(ta, to: .zero)
        #expect(log.events.count == 4)
    }

    @Test func recognizersSeeTouchesBeforeTheView() {
        let scene = TouchScene()
        let own = RecordingRecognizer(), ancestors = RecordingRecognizer()
        own.log = scene.log
        own.name = "innerRecognizer"
        ancestors.log = scene.log
        ancestors.name = "outerRecognizer"
        scene.outer.addGestureRecognizer(ancestors)
        scene.inner.addGestureRecognizer(own)
        scene.inner.handlesTouches = true
        let touch = scene.window.beginTouch(at: CGPoint(x: 100, y: 100))
        #expect(touch.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(own), ObjectIdentifier(ancestors)])
        scene.window.moveTouch(touch, to: CGPoint(x: 101, y: 100))
        scene.window.endTouch(touch)
        #expect(
            scene.log.events == [
                "innerRecognizer.began", "outerRecognizer.began", "inner.began",
                "innerRecognizer.moved", "outerRecognizer.moved", "inner.moved",
                "innerRecognizer.ended", "outerRecognizer.ended", "inner.ended",
            ])
        #expect(scene.inner.gestureRecognizers?.count == 1)
        #expect(own.state == .possible, "a failed recognizer resets once its touches lift")
    }

    @Test func aDelegateCanKeepTouchesFromARecognizer() {
        let scene = TouchScene()
        let recognizer = RecordingRecognizer()
        let delegate = ConfigurableDelegate()
        delegate.receives = false
        recognizer.delegate = delegate
        recognizer.log = scene.log
        recognizer.name = "recognizer"
        scene.inner.addGestureRecognizer(recognizer)
        scene.inner.handlesTouches = true
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["inner.began", "inner.ended"])
    }

    @Test func aRecognizedTapCancelsTheViewsTouches() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer { _ in scene.log.add("tap") }
        scene.outer.addGestureRecognizer(tap)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["inner.began", "outer.began", "inner.cancelled", "outer.cancelled", "tap"])
    }

    @Test func aTapThatDoesNotCancelLetsTheViewFinish() {
        let scene = TouchScene()
        let tap = UITapGestureRecognizer { _ in scene.log.add("tap") }
        tap.cancelsTouchesInView = false
        scene.outer.addGestureRecognizer(tap)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["inner.began", "outer.began", "tap", "inner.ended", "outer.ended"])
    }

    @Test func delaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        let tap = UITapGestureRecognizer { _ in scene.log.add("tap") }
        tap.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(tap)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["tap"], "the view never hears of a recognized tap")
        let touch = scene.window.beginTouch(at: CGPoint(x: 100, y: 100), timestamp: UIApplication.shared.currentTime + 1)
        #expect(scene.log.events == ["tap"])
        scene.window.moveTouch(touch, to: CGPoint(x: 130, y: 100)) // too far for a tap: it fails
        scene.window.endTouch(touch)
        #expect(scene.log.events == ["tap", "inner.began", "inner.ended"])
    }

    @Test func delaysTouchesEndedWaitsForTheRecognizerToDecide() {
        let app = TestApplication()
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        let doubleTap = UITapGestureRecognizer { _ in scene.log.add("double") }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.cancelsTouchesInView = false
        scene.inner.addGestureRecognizer(doubleTap)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.events == ["inner.began"], "the end waits: a second tap may follow")
        app.tick(0.3)
        #expect(scene.log.events == ["inner.began"])
        app.tick(0.36)
        #expect(scene.log.events == ["inner.began", "inner.ended"], "the double tap gave up")
    }

    @Test func repeatedTapsCountUpWhenCloseInTimeAndPlace() {
        let app = TestApplication()
        let scene = TouchScene()
        var counts: [Int] = []
        scene.inner.handlesTouches = true
        scene.inner.onTouches = { touches, _ in
            if let touch = touches.first, touch.phase == .began { counts.append(touch.tapCount) }
        }
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        app.tick(0.2)
        scene.window.sendTap(at: CGPoint(x: 105, y: 100))
        app.tick(0.4)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100))
        app.tick(1)
        scene.window.sendTap(at: CGPoint(x: 100, y: 100)) // too late
        app.tick(1.1)
        scene.window.sendTap(at: CGPoint(x: 145, y: 100)) // too far
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func timestampsComeFromTheAppClockAndNeverGoBack() {
        let app = TestApplication()
        app.tick(2)
        let scene = TouchScene()
        let touch = scene.window.beginTouch(at: CGPoint(x: 100, y: 100))
        #expect(touch.timestamp == UIApplication.shared.currentTime)
        scene.window.moveTouch(touch, to: CGPoint(x: 101, y: 100), timestamp: UIApplication.shared.currentTime - 1)
        #expect(touch.timestamp == UIApplication.shared.currentTime, "a time before the touch's last is logged and clamped")
        scene.window.endTouch(touch)
        scene.window.endTouch(touch) // already up: logged, ignored
        #expect(touch.phase == .ended)
    }

    @Test func aSequenceIsDeliveredAtOnceWithItsTimestamps() {
        let scene = TouchScene()
        scene.inner.handlesTouches = true
        var times: [TimeInterval] = []
        scene.inner.onTouches = { touches, _ in times.append(touches.first?.timestamp ?? -1) }
        let start = UIApplication.shared.currentTime
        scene.window.sendTouches(.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.3, steps: 3))
        #expect(scene.log.events == ["inner.began", "inner.moved", "inner.moved", "inner.moved", "inner.ended"])
        #expect(times.map { ($0 - start) * 10 }.map { $0.rounded() } == [0, 1, 2, 3, 3])
        scene.window.sendTouches(TouchSequence([]))
        #expect(scene.log.events.count == 5, "an empty sequence is logged and ignored")
    }
}
