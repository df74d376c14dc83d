import Foundation
import TabBarKitTestSupport

@testable import TabBarKit

/// A delegate that writes every scroll-view callback to an event log. Consecutive
/// `didScroll` calls are logged once, so a whole sequence can be compared as an array.
@MainActor
final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
    let log: EventLog
    /// When set, replaces the proposed resting offset in scrollViewWillEndDragging.
    var replacementTarget: CGPoint?
    private(set) var proposedTarget: CGPoint?
    private(set) var releaseVelocity: CGPoint?
    private(set) var scrollCount = 0
    var allowsScrollToTop = true

    init(log: EventLog = EventLog()) { self.log = log }

    private func add(_ event: String) { log.add(event) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollCount += 1
        if log.events.last != "didScroll" { add("didScroll") }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        add("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(willDecelerate: \(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        add("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { add("didScrollToTop") }
}

/// A finger on the screen, as the touch dispatch will deliver it: window coordinates and
/// timestamps on the application's clock.
@MainActor
struct Finger {
    let touch = UITouch()
    let view: UIView

    init(on view: UIView) { self.view = view }

    func down(at point: CGPoint, time: TimeInterval) {
        set(point, time: time, phase: .began, previous: point)
        view.touchesBegan([touch], with: nil)
    }

    func move(to point: CGPoint, time: TimeInterval) {
        set(point, time: time, phase: .moved, previous: touch.locationInWindow)
        view.touchesMoved([touch], with: nil)
    }

    func up(at point: CGPoint, time: TimeInterval) {
        set(point, time: time, phase: .ended, previous: touch.locationInWindow)
        view.touchesEnded([touch], with: nil)
    }

    func cancel(time: TimeInterval) {
        set(touch.locationInWindow, time: time, phase: .cancelled, previous: touch.locationInWindow)
        view.touchesCancelled([touch], with: nil)
    }

    /// Moves from `start` to `end` in `steps` equal moves at 60 Hz, beginning at `time`;
    /// returns the time of the last move.
    @discardableResult
    func drag(from start: CGPoint, to end: CGPoint, steps: Int, startingAt time: TimeInterval) -> TimeInterval {
        var t = time
        for i in 1...steps {
            t = time + Double(i) / 60
            let f = CGFloat(i) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), time: t)
        }
        return t
    }

    private func set(_ point: CGPoint, time: TimeInterval, phase: UITouch.Phase, previous: CGPoint) {
        touch.previousLocationInWindow = previous
        touch.locationInWindow = point
        touch.timestamp = time
        touch.phase = phase
        touch.view = view
    }
}

extension TestApplication {
    /// Ticks at 60 Hz from `start` until `until` returns true or `limit` seconds pass;
    /// returns the time of the last tick.
    @discardableResult
    func run(from start: TimeInterval, limit: TimeInterval = 10, until done: () -> Bool) -> TimeInterval {
        var t = start
        while t < start + limit {
            t += 1.0 / 60
            tick(t)
            if done() { break }
        }
        return t
    }
}
