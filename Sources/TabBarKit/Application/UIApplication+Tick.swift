import Foundation

// The one clock. A host calls tick(at:) once per display frame with a monotonic time in
// seconds; a test calls it with chosen times. Nothing else in TabBarKit moves the
// application's clock (ApplicationClock.swift), and nothing reads the machine's.
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
        var now = time
        if !now.isFinite || now < clock.now {
            Log.animation.warning("tick(at: \(time)) is before the last tick (\(clock.now)); the clock does not go back")
            now = clock.now
        }
        clock.move(to: now)
        runtime.gestureTimers.fireDue(at: now)
        runtime.displayLinks.fireDue(at: now)
        animationEngine.advance(to: now)
        // Every window on screen lays out, drawn or not, as Core Animation's commit lays out
        // every layer tree; then whatever else a renderer draws.
        forEachShownWindow { $0.layoutIfNeeded() }
        forEachRenderer { $0.rootView.layoutIfNeeded() }
        forEachRenderer { _ = $0.repaint() }
        if autoSave.isPending { saveChangedState() }
        return wantsFrames
    }

    /// The time of the latest tick: the application's clock. Animations begin at it.
    @_spi(Hosting) public var currentTime: TimeInterval { clock.now }

    /// Whether anything will change on a later tick without new input (a gesture waiting
    /// for time to pass, such as a long press, counts).
    @_spi(Hosting) public var wantsFrames: Bool {
        animationEngine.isAnimating || runtime.displayLinks.hasActiveLinks || runtime.gestureTimers.hasPending
    }
}
