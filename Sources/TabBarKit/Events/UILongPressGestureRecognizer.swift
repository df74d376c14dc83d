import Foundation

/// Recognizes a finger held still: after `numberOfTapsRequired` taps, the press must last
/// `minimumPressDuration` without moving more than `allowableMovement`. The deadline fires
/// from `UIApplication.tick(at:)` (or from the next touch event, whichever comes first).
/// Continuous: it begins when the time is up, changes as the finger moves, ends on lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    /// The deadline pending is the end of the pause between taps, not the press.
    private var waitingForNextTap = false
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        runtime.gestureTimers.cancel(self)
        waitingForNextTap = false
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.locationInWindow }
        let down = trackedTouches.filter(\.isActive).count
        if down > numberOfTouchesRequired { return state = .failed }
        if down == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
            let start = touches.map(\.timestamp).max() ?? runtime.clock.now
            runtime.gestureTimers.schedule(self, at: start + minimumPressDuration)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            for touch in touches {
                let start = startLocations[ObjectIdentifier(touch)] ?? touch.locationInWindow
                if distance(touch.locationInWindow, start) > allowableMovement { return state = .failed }
            }
        } else {
            state = .changed
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else {
            if !trackedTouches.contains(where: { $0.isActive }) { state = .ended }
            return
        }
        // Lifted too early: either a tap before the press, or a failure.
        guard !trackedTouches.contains(where: { $0.isActive }), tapsCompleted < numberOfTapsRequired else {
            return state = .failed
        }
        tapsCompleted += 1
        startLocations.removeAll()
        let lift = touches.map(\.timestamp).max() ?? runtime.clock.now
        runtime.gestureTimers.schedule(self, at: lift + TapCounter.maximumInterval)
        waitingForNextTap = true
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    override func deadlineReached() {
        guard state == .possible else { return }
        if waitingForNextTap { return state = .failed }
        state = .began
    }

    override open func reset() {
        super.reset()
        tapsCompleted = 0
        startLocations.removeAll()
        waitingForNextTap = false
    }
}
