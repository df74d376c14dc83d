import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ScrollDraggingTests {
    private func makeScrollView(content: CGSize = CGSize(width: 320, height: 3000)) -> (UIScrollView, RecordingScrollDelegate) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        scrollView.contentSize = content
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        return (scrollView, delegate)
    }

    @Test func aFlingDeceleratesOnTicksToTheProposedTargetInUIKitsOrder() {
        let app = TestApplication()
        let (scrollView, delegate) = makeScrollView()
        scrollView.contentOffset.y = 500
        let finger = Finger(on: scrollView)
        finger.down(at: CGPoint(x: 100, y: 500), time: 0)
        #expect(scrollView.isTracking && !scrollView.isDragging)
        // 20 pt past the threshold, then 120 pt up in 0.1 s: 1200 pt/s.
        finger.move(to: CGPoint(x: 100, y: 480), time: 1.0 / 60)
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset.y == 500, "the drag starts where the threshold was crossed")
        let last = finger.drag(from: CGPoint(x: 100, y: 480), to: CGPoint(x: 100, y: 360), steps: 6, startingAt: 1.0 / 60)
        #expect(scrollView.contentOffset.y == 620)
        app.tick(last)
        finger.up(at: CGPoint(x: 100, y: 360), time: last)
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)

        // Velocity in points per millisecond, in the offset's direction.
        let velocity = try! #require(delegate.releaseVelocity)
        #expect(abs(velocity.y - 1.2) < 0.01 && velocity.x == 0)
        // The proposed rest is where rate^ms decay ends: x₀ + v₀ / (1000·ln(1/rate)).
        let expectedRest = 620 + 1200 / (1000 * log(1 / 0.998))
        let target = try! #require(delegate.proposedTarget)
        #expect(abs(target.y - expectedRest) < 0.01)

        let end = app.run(from: last) { !scrollView.isDecelerating }
        #expect(abs(scrollView.contentOffset.y - expectedRest) < 0.001)
        #expect(end - last > 2 && end - last < 5, "a normal-rate fling lasts seconds")
        #expect(
            delegate.log.events == [
                "didScroll", // contentOffset.y = 500 above
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(scrollView.indicators?.vertical.superview == nil, "indicators hide at rest")
    }

    @Test func decelerationDoesNotDependOnHowTheTicksFall() {
        let app = TestApplication()
        // The second run starts where the first left the clock; times count from its start.
        func run(frameRate: Double) -> [CGFloat] {
            let start = app.currentTime
            let (scrollView, _) = makeScrollView()
            scrollView.beginTracking(nil, at: CGPoint(x: 0, y: 400), time: start)
            scrollView.beginDragging(at: CGPoint(x: 0, y: 400), time: start)
            scrollView.endTracking(at: CGPoint(x: 0, y: 400), time: start, velocity: CGPoint(x: 0, y: -900))
            var t = 0.0
            return [0.5, 1.0, 2.0].map { checkpoint in
                while t < checkpoint - 1e-9 {
                    t = min(checkpoint, t + 1 / frameRate)
                    app.tick(start + t)
                }
                return scrollView.contentOffset.y
            }
        }
        let at60 = run(frameRate: 60), at24 = run(frameRate: 24)
        for (a, b) in zip(at60, at24) { #expect(abs(a - b) < 1e-6) }
        #expect(at60[0] > 0 && at60[0] < at60[1] && at60[1] < at60[2])
    }

    @Test func theFastRateStopsSooner() {
        let app = TestApplication()
        let (scrollView, delegate) = makeScrollView()
        scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.endTracking(at: .zero, time: 0, velocity: CGPoint(x: 0, y: -1000))
        #expect(abs(delegate.proposedTarget!.y - 1000 / (1000 * log(1 / 0.99))) < 0.01)
        let end = app.run(from: 0) { !scrollView.isDecelerating }
        #expect(end < 1)
    }

    @Test func draggingPastAnEdgeResistsThenSpringsBack() {
        let app = TestApplication()
        let (scrollView, delegate) = makeScrollView()
        scrollView.beginTracking(nil, at: CGPoint(x: 0, y: 100), time: 0)
        scrollView.beginDragging(at: CGPoint(x: 0, y: 100), time: 0)
        scrollView.drag(to: CGPoint(x: 0, y: 200), time: 0.5)
        // 100 pt of finger past the top on a 600 pt view: (1 − 1/(100·0.55/600 + 1))·600.
        let expected = -(1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
        #expect(expected < -50 && expected > -51)
        scrollView.drag(to: CGPoint(x: 0, y: 2000), time: 0.6)
        #expect(scrollView.contentOffset.y > -600, "never further than the view's height")

        // Back to 100 pt past: the drag is continuous through the rubber band.
        scrollView.drag(to: CGPoint(x: 0, y: 200), time: 0.7)
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
        app.tick(1)
        scrollView.endTracking(at: CGPoint(x: 0, y: 200), time: 1.5, velocity: nil)
        #expect(scrollView.isDecelerating)
        let end = app.run(from: 1) { !scrollView.isDecelerating }
        #expect(scrollView.contentOffset.y == 0)
        #expect(end - 1 < 1.2, "springs back in about a second")
        #expect(
            delegate.log.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(delegate.proposedTarget == CGPoint.zero, "the proposed rest is the edge")
    }

    @Test func aFlingIntoTheEndBouncesAndRestsOnTheEdge() {
        let app = TestApplication()
        let (scrollView, _) = makeScrollView(content: CGSize(width: 320, height: 1000))
        scrollView.contentOffset.y = 300
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.endTracking(at: .zero, time: 0, velocity: CGPoint(x: 0, y: -3000))
        var furthest: CGFloat = 0
        app.run(from: 0) {
            furthest = max(furthest, scrollView.contentOffset.y)
            return !scrollView.isDecelerating
        }
        #expect(furthest > 400 + 10, "the content overshoots the end")
        #expect(furthest < 400 + 150)
        #expect(scrollView.contentOffset.y == 400)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdges() {
        let app = TestApplication()
        let (scrollView, _) = makeScrollView(content: CGSize(width: 320, height: 1000))
        scrollView.bounces = false
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.drag(to: CGPoint(x: 0, y: 50), time: 0.1)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.endTracking(at: CGPoint(x: 0, y: -250), time: 0.2, velocity: CGPoint(x: 0, y: -3000))
        var furthest: CGFloat = 0
        app.run(from: 0) {
            furthest = max(furthest, scrollView.contentOffset.y)
            return !scrollView.isDecelerating
        }
        #expect(furthest == 400 && scrollView.contentOffset.y == 400)
    }

    @Test func theDelegateCanMoveTheRestingPlace() {
        let app = TestApplication()
        let (scrollView, delegate) = makeScrollView()
        delegate.replacementTarget = CGPoint(x: 0, y: 600) // a "page" boundary
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.drag(to: CGPoint(x: 0, y: -100), time: 0.1)
        scrollView.endTracking(at: CGPoint(x: 0, y: -100), time: 0.1, velocity: CGPoint(x: 0, y: -500))
        app.run(from: 0) { !scrollView.isDecelerating }
        #expect(scrollView.contentOffset.y == 600)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let (scrollView, delegate) = makeScrollView(content: CGSize(width: 320, height: 300))
        let finger = Finger(on: scrollView)
        finger.down(at: CGPoint(x: 10, y: 100), time: 0)
        finger.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 60, y: 300), steps: 5, startingAt: 0)
        #expect(!scrollView.isDragging && scrollView.contentOffset == .zero)
        finger.up(at: CGPoint(x: 60, y: 300), time: 0.2)
        #expect(delegate.log.events.isEmpty)

        scrollView.alwaysBounceVertical = true
        finger.down(at: CGPoint(x: 10, y: 100), time: 1)
        finger.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 60, y: 300), steps: 5, startingAt: 1)
        #expect(scrollView.isDragging && scrollView.contentOffset.x == 0 && scrollView.contentOffset.y < 0)
        finger.cancel(time: 1.2)
        #expect(
            delegate.log.events == [
                "willBeginDragging", "didScroll", "willEndDragging",
                "didEndDragging(willDecelerate: true)", "willBeginDecelerating",
            ])
    }

    @Test func aTouchCatchesADecelerationWhereItIs() {
        let app = TestApplication()
        let (scrollView, delegate) = makeScrollView()
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.endTracking(at: .zero, time: 0, velocity: CGPoint(x: 0, y: -2000))
        app.tick(0.2)
        let caught = scrollView.contentOffset.y
        #expect(caught > 0)
        let finger = Finger(on: scrollView)
        finger.down(at: CGPoint(x: 50, y: 50), time: 0.2)
        #expect(scrollView.isTracking && !scrollView.isDecelerating)
        app.tick(0.5)
        #expect(scrollView.contentOffset.y == caught)
        finger.up(at: CGPoint(x: 52, y: 53), time: 0.6)
        app.tick(1)
        #expect(scrollView.contentOffset.y == caught, "a tap does not scroll")
        #expect(!delegate.log.events.contains("didEndDecelerating"))
    }

    @Test func indicatorsShowWhileScrollingAlongTheEdge() {
        let (scrollView, _) = makeScrollView()
        scrollView.beginTracking(nil, at: .zero, time: 0)
        scrollView.beginDragging(at: .zero, time: 0)
        scrollView.drag(to: CGPoint(x: 0, y: -1200), time: 0.1)
        let bar = try! #require(scrollView.indicators?.vertical)
        #expect(bar.superview === scrollView && !bar.isHidden)
        #expect(scrollView.indicators?.horizontal.isHidden == true, "no horizontal bar for content as wide as the view")
        // 600 of 3000 pt visible: the bar is a fifth of its track, halfway down at offset 1200.
        let track = 600 - 2 * ScrollIndicators.thickness
        #expect(abs(bar.frame.height - track / 5) < 0.01)
        #expect(abs(bar.frame.minY - (1200 + 3 + (track - track / 5) * 0.5)) < 0.01)
        #expect(abs(bar.frame.maxX - (320 - 3)) < 1e-9)
        scrollView.endTracking(at: CGPoint(x: 0, y: -1200), time: 2, velocity: nil)
        #expect(bar.superview == nil)
    }
}
