import Foundation

/// Counts repeated taps as UIKit does: a touch that begins soon after the last one lifted,
/// and near where it lifted, continues its count.
@MainActor
final class TapCounter {
    /// The longest pause between lifting a finger and the next touch of a multi-tap.
    static let maximumInterval: TimeInterval = 0.35
    /// How far from the last tap the next may land.
    static let maximumDistance: CGFloat = 40

    private struct Tap {
        /// The window's reference (see ObjectReference).
        var window: ObjectReference?
        var location: CGPoint
        var time: TimeInterval
        var count: Int
    }

    private var lastTap: Tap?

    func tapCount(forTouchAt location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window?.object === window,
            time - last.time <= Self.maximumInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= Self.maximumDistance
        else { return 1 }
        return last.count + 1
    }

    func touchEnded(_ touch: UITouch) {
        lastTap =
            touch.phase == .ended
            ? Tap(window: touch.window?.reference, location: touch.locationInWindow, time: touch.timestamp, count: touch.tapCount)
            : nil
    }
}
