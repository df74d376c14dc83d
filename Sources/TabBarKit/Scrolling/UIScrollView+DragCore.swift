import Foundation

// The drag core: a finger's path turned into content offsets. Touches drive it today
// (UIScrollView's touches overrides); a pan gesture recognizer will call the same
// methods: `beginTracking` on touch down, `beginDragging` when the pan begins, `drag(to:)`
// as it changes, `endTracking(at:time:velocity:)` with its velocity when it ends, and
// `cancelTracking()`. Points are in window coordinates, times on the application's clock.
extension UIScrollView {
    /// How far (points) a finger moves along a scrollable axis before it drags, as UIKit's
    /// pan recognizer waits before it begins.
    static let dragThreshold: CGFloat = 10

    /// A finger lands: a fling, bounce or animated scroll stops where it is.
    func beginTracking(_ touch: UITouch?, at point: CGPoint, time: TimeInterval) {
        stopMotion()
        var state = ScrollDragState(touch: touch, downPoint: point, lastPoint: point)
        state.samples.add(point, at: time)
        dragState = state
    }

    /// The touch path: movement within the threshold only tracks; past it the drag
    /// begins where the finger then is, so the content does not jump by the threshold.
    func trackTouch(to point: CGPoint, time: TimeInterval) {
        guard let state = dragState else { return }
        if state.isDragging { return drag(to: point, time: time) }
        let moved = max(
            scrollsHorizontally ? abs(point.x - state.downPoint.x) : 0,
            scrollsVertically ? abs(point.y - state.downPoint.y) : 0)
        dragState?.lastPoint = point
        dragState?.samples.add(point, at: time)
        if moved > Self.dragThreshold { beginDragging(at: point, time: time) }
    }

    /// The drag begins: the content follows the finger from here.
    func beginDragging(at point: CGPoint, time: TimeInterval) {
        if dragState == nil { beginTracking(nil, at: point, time: time) }
        guard var state = dragState, !state.isDragging else { return }
        let range = offsetRange
        state.isDragging = true
        state.dragOrigin = point
        state.lastPoint = point
        state.startOffset = CGPoint(
            x: bounces ? RubberBand.unconstrain(contentOffset.x, from: range.x, dimension: bounds.width) : contentOffset.x,
            y: bounces ? RubberBand.unconstrain(contentOffset.y, from: range.y, dimension: bounds.height) : contentOffset.y)
        state.samples.add(point, at: time)
        dragState = state
        showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved during a drag: past an edge the content lags behind it (rubber band).
    func drag(to point: CGPoint, time: TimeInterval) {
        guard var state = dragState, state.isDragging else { return }
        state.lastPoint = point
        state.samples.add(point, at: time)
        dragState = state
        let range = offsetRange
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = constrained(state.startOffset.x - (point.x - state.dragOrigin.x), to: range.x, dimension: bounds.width)
        }
        if scrollsVertically {
            offset.y = constrained(state.startOffset.y - (point.y - state.dragOrigin.y), to: range.y, dimension: bounds.height)
        }
        contentOffset = offset
    }

    /// The finger lifts. `velocity` is the finger's, in points per second (a pan
    /// recognizer knows it); nil estimates it from the last 0.1 s of movement.
    /// After a drag the delegate hears, in UIKit's order: willEndDragging (it may move the
    /// target), didEndDragging, then willBeginDecelerating if the content moves on.
    func endTracking(at point: CGPoint, time: TimeInterval, velocity: CGPoint?) {
        guard let state = dragState else { return }
        guard state.isDragging else {
            dragState = nil
            return settle()
        }
        drag(to: point, time: time)
        let finger = velocity ?? (dragState ?? state).samples.velocity(at: time)
        // The content moves against the finger, on the axes it scrolls along.
        let speed = CGPoint(x: scrollsHorizontally ? -finger.x : 0, y: scrollsVertically ? -finger.y : 0)
        let range = offsetRange, now = application.currentTime, rate = decelerationRate.rawValue
        var x = ScrollAxisMotion(offset: contentOffset.x, velocity: speed.x, start: now, rate: rate, range: range.x, bounces: bounces)
        var y = ScrollAxisMotion(offset: contentOffset.y, velocity: speed.y, start: now, rate: rate, range: range.y, bounces: bounces)
        let proposed = CGPoint(x: x.projectedRest, y: y.projectedRest)
        var target = proposed
        withUnsafeMutablePointer(to: &target) {
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: speed.x / 1000, y: speed.y / 1000),
                targetContentOffset: $0)
        }
        if target.x != proposed.x {
            x = ScrollAxisMotion(offset: contentOffset.x, landingAt: target.x, start: now, rate: rate, range: range.x, bounces: bounces)
        }
        if target.y != proposed.y {
            y = ScrollAxisMotion(offset: contentOffset.y, landingAt: target.y, start: now, rate: rate, range: range.y, bounces: bounces)
        }
        dragState = nil
        let willDecelerate = !(x.isResting && y.isResting)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            startMotion(.decelerating(x: x, y: y))
        } else {
            hideIndicators()
        }
    }

    /// The touch was cancelled: a drag ends where it is, without momentum.
    func cancelTracking() {
        guard let state = dragState else { return }
        endTracking(at: state.lastPoint, time: application.currentTime, velocity: .zero)
    }

    /// After a touch that did not drag: content caught past an edge springs back.
    private func settle() {
        let range = offsetRange
        guard !range.x.contains(contentOffset.x) || !range.y.contains(contentOffset.y) else { return }
        let now = application.currentTime, rate = decelerationRate.rawValue
        startMotion(
            .decelerating(
                x: ScrollAxisMotion(offset: contentOffset.x, velocity: 0, start: now, rate: rate, range: range.x, bounces: bounces),
                y: ScrollAxisMotion(offset: contentOffset.y, velocity: 0, start: now, rate: rate, range: range.y, bounces: bounces)))
    }

    private func constrained(_ value: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        bounces
            ? RubberBand.constrain(value, to: range, dimension: dimension)
            : min(max(value, range.lowerBound), range.upperBound)
    }
}
