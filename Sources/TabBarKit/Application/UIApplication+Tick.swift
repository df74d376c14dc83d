import Foundation
import Synchronization

// The one clock. A host calls tick(at:) once per display frame with a monotonic time in
// seconds; a test calls it with chosen times. Nothing else in TabBarKit reads a clock.
extension UIApplication {
    /// Advances the app to `time`, in UIKit's order: gesture deadlines that are due act
    /// (a long press begins), display links that are due fire,
    /// animations move to their values at `time` (and completions that fall due run),
    /// pending layout runs in every visible window and renderer root, every renderer
    /// repaints what changed, and restorable state that changed is saved.
    ///
    /// Returns whether another frame is wanted: something animates, a display link is
    /// active, or a completion waits. A host sleeps until the next event when it is false.
    @discardableResult
    @_spi(Hosting) public func tick(at time: TimeInterval) -> Bool {
        let engine = runtime.animationEngine
        var now = time
        if !now.isFinite || now < engine.now {
            Log.animation.warning("tick(at: \(time)) is before the last tick (\(engine.now)); the clock does not go back")
            now = engine.now
        }
        MediaClock.set(now)
        runtime.gestureTimers.fireDue(at: now)
        runtime.displayLinks.fireDue(at: now)
        engine.advance(to: now)
        // Every window on screen lays out, drawn or not, as Core Animation's commit lays out
        // every layer tree; then whatever else a renderer draws.
        forEachShownWindow { $0.layoutIfNeeded() }
        forEachRenderer { $0.rootView.layoutIfNeeded() }
        forEachRenderer { _ = $0.repaint() }
        if autoSave.isPending { saveChangedState() }
        return wantsFrames
    }

    /// The time of the latest tick: the application's clock. Animations begin at it.
    @_spi(Hosting) public var currentTime: TimeInterval { runtime.animationEngine.now }

    /// Whether anything will change on a later tick without new input (a gesture waiting
    /// for time to pass, such as a long press, counts).
    @_spi(Hosting) public var wantsFrames: Bool {
        runtime.animationEngine.isAnimating || runtime.displayLinks.hasActiveLinks || runtime.gestureTimers.hasPending
    }
}

/// The application's clock for code that asks `CACurrentMediaTime()` from any thread.
enum MediaClock {
    private static let bits = Atomic<UInt64>(0)

    static func set(_ time: TimeInterval) { bits.store(time.bitPattern, ordering: .relaxed) }
    static var now: TimeInterval { TimeInterval(bitPattern: bits.load(ordering: .relaxed)) }
}

/// Core Animation's clock: in TabBarKit, the time of the application's latest tick, not
/// the machine's clock, so that code timing itself with it is as deterministic as the
/// ticks (<doc:DEVIATIONS>).
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now
}

/// Core Foundation's time type, which Foundation on Linux does not provide.
public typealias CFTimeInterval = Double
