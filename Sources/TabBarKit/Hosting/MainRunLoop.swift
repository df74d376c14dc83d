import Foundation

/// `RunLoop.main` as the hosts run it between frames. On Linux, swift-corelibs-foundation's
/// main run loop runs the main dispatch queue (`DispatchQueue.main` work, main-actor jobs,
/// the handlers of dispatch sources on the main queue) and the main thread's timers.
///
/// It runs only on the main thread, from a synchronous `main`: an async `main`, and Swift
/// Testing, run main-actor code inside a main-queue job on another thread, where the main
/// queue cannot be run again and `RunLoop.main` does nothing.
@MainActor
enum MainRunLoop {
    /// Whether the run loop can run here.
    static var isAvailable: Bool { Thread.isMainThread }

    /// Runs the main-queue work enqueued so far and the timers that are due, without waiting
    /// for more; returns when the next timer fires, nil when no timer is scheduled.
    static func runPendingWork() -> Date? {
        // The queue is first in, first out: once this marker has run, so has all before it.
        let marker = Marker()
        DispatchQueue.main.async { MainActor.assumeIsolated { marker.reached = true } }
        while !marker.reached {
            // False when the run loop cannot run here; then the marker never will.
            guard RunLoop.main.run(mode: .default, before: .distantFuture) else { break }
        }
        // limitDate(forMode:) also fires the timers that are due.
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return next
    }

    /// Sleeps until `deadline`, or until main-queue work arrives, and runs that work. Timers
    /// (which do not end the wait) fire on the way; a host passes the next one's date.
    static func wait(until deadline: Date) {
        _ = RunLoop.main.run(mode: .default, before: deadline)
    }
}

/// Whether `runPendingWork`'s marker has run.
@MainActor
private final class Marker {
    var reached = false
}
