import Foundation

/// Recognizes two fingers turning about each other. It begins once the fingers have
/// travelled the pan's hysteresis around their midpoint; `rotation` is the turn in radians
/// (clockwise positive, as y points down) since the second finger landed. It ends when a
/// finger lifts.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Setting it (often back to 0 after applying it) makes the current angle that rotation.
    open var rotation: CGFloat {
        get { storedRotation }
        set { storedRotation = newValue }
    }

    /// Radians per second, over the last tenth of a second.
    open var velocity: CGFloat { isRecognizing ? rate.perSecond : 0 }

    private var storedRotation: CGFloat = 0
    /// The fingers' line at the last move: the turn is added up move by move, so it may run
    /// past a half turn.
    private var lastSpan: TwoTouchSpan?
    /// The whole turn since the fingers landed, which resetting `rotation` does not disturb.
    private var totalTurn: CGFloat = 0
    private var rate = MeasureVelocity()

    private var isRecognizing: Bool { state == .began || state == .changed }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter(\.isActive).count
        if down > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if down == 2 { lastSpan = TwoTouchSpan(trackedTouches) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let last = lastSpan, let span = TwoTouchSpan(trackedTouches) else { return }
        let turn = span.rotation(since: last)
        storedRotation += turn
        totalTurn += turn
        lastSpan = span
        rate.record(totalTurn, at: touches.map(\.timestamp).max() ?? runtime.clock.now)
        if isRecognizing {
            state = .changed
        } else if abs(totalTurn) * span.distance / 2 >= UIPanGestureRecognizer.hysteresis {
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
        storedRotation = 0
        totalTurn = 0
        lastSpan = nil
        rate.removeAll()
    }
}
