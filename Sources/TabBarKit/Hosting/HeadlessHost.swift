import Foundation

/// Runs an app without a display (an addition: UIKit has no hosts). Animations run on the
/// app's clock at 60 Hz without waiting; timers, main-queue work and main-actor tasks run
/// in real time, as in a window (<doc:HOST>, "The run loop"):
///
/// - Before every frame the main-queue work enqueued so far and the timers that are due run.
/// - While anything animates, the next frame comes at once, 1/60 s later on the app's clock.
/// - Otherwise the host sleeps in the run loop until the next timer or main-queue work, and
///   the app's clock moves on by the time slept.
/// - The run ends after `maximumDuration` seconds on the app's clock, on SIGINT or SIGTERM,
///   and, when `stopsWhenIdle`, at the first frame after which nothing animates and no timer
///   is scheduled. Work the host cannot see (a task in `Task.sleep` or waiting for I/O, a
///   `DispatchQueue.main.asyncAfter` not yet due) does not keep that run going: an app
///   that waits for such work runs with `stopsWhenIdle` false, until stopped.
///
/// Away from the main thread (an async `main`, a test on the main actor) the run loop cannot
/// run: only the animations do, and the run ends when they do.
@_spi(Hosting) public struct HeadlessHost: UIApplicationHost {
    public var maximumDuration: TimeInterval
    public var stopsWhenIdle: Bool

    public init(maximumDuration: TimeInterval = 10, stopsWhenIdle: Bool = true) {
        self.maximumDuration = maximumDuration
        self.stopsWhenIdle = stopsWhenIdle
    }

    public func run(_ application: UIApplication) -> Int32 {
        let start = application.currentTime
        var time = start
        let runLoop = MainRunLoop.isAvailable
        let quit = runLoop ? QuitSignals() : nil
        defer { quit?.stop() }
        while true {
            let nextTimer = runLoop ? MainRunLoop.runPendingWork() : nil
            if quit?.received == true { break }
            application.tick(at: time)
            let remaining = start + maximumDuration - time
            guard remaining > 0 else { break }
            if application.wantsFrames {
                time += 1.0 / 60
                continue
            }
            guard runLoop, nextTimer != nil || !stopsWhenIdle else { break }
            let clock = MonotonicClock(continuingFrom: time)
            let end = remaining.isFinite ? clock.date(at: start + maximumDuration) : .distantFuture
            MainRunLoop.wait(until: min(nextTimer ?? end, end))
            time = clock.now
        }
        return 0
    }
}
