import Foundation

/// Recognizes two fingers moving apart or together. It begins once the distance between
/// them has changed by the pan's hysteresis; `scale` is that distance over the distance when
/// the second finger landed. It ends when a finger lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Setting it (often back to 1 after applying it) makes the current span that scale.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let span = TwoTouchSpan(trackedTouches), newValue > 0 { baseDistance = span.distance / newValue }
        }
    }

    /// Scale factor per second, over the last tenth of a second.
    open var velocity: CGFloat { isRecognizing ? rate.perSecond : 0 }

    private var storedScale: CGFloat = 1
    private var baseDistance: CGFloat?
    /// The distance when the second finger landed: velocity is measured against it, so
    /// resetting `scale` does not disturb it.
    private var landingDistance: CGFloat?
    private var rate = MeasureVelocity()

    private var isRecognizing: Bool { state == .began || state == .changed }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter(\.isActive).count
        if down > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if down == 2, let span = TwoTouchSpan(trackedTouches) {
            baseDistance = span.distance
            landingDistance = span.distance
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let base = baseDistance, base > 0, let landing = landingDistance, let span = TwoTouchSpan(trackedTouches) else { return }
        storedScale = span.distance / base
        rate.record(span.distance / landing, at: touches.map(\.timestamp).max() ?? runtime.clock.now)
        if isRecognizing {
            state = .changed
        } else if abs(span.distance - base) >= UIPanGestureRecognizer.hysteresis {
            state = .began
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isRecognizing ? .ended : .failed
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isRecognizing ? .cancelled : .failed
    }

    override open func reset() {
        super.reset()
        storedScale = 1
        baseDistance = nil
        landingDistance = nil
        rate.removeAll()
    }
}
