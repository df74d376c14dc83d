import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers down and up, `numberOfTapsRequired`
/// times. It fails if a finger moves more than `allowableMovement` from where it landed,
/// if more fingers come down, or if the next tap does not begin within
/// `TapCounter.maximumInterval` of the last lift and `TapCounter.maximumDistance` of it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may stray (UIKit's tap slop).
    static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var lastTapLocation: CGPoint?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        runtime.gestureTimers.cancel(self)
        for touch in touches {
            if let last = lastTapLocation, distance(touch.locationInWindow, last) > TapCounter.maximumDistance {
                return state = .failed
            }
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            let start = startLocations[ObjectIdentifier(touch)] ?? touch.locationInWindow
            if distance(touch.locationInWindow, start) > Self.allowableMovement { return state = .failed }
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !trackedTouches.contains(where: { $0.isActive }) else { return }
        guard fingersInTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        lastTapLocation = location(in: nil)
        fingersInTap = 0
        startLocations.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            let lift = touches.map(\.timestamp).max() ?? runtime.clock.now
            runtime.gestureTimers.schedule(self, at: lift + TapCounter.maximumInterval)
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// The next tap did not come in time.
    override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll()
        lastTapLocation = nil
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}
