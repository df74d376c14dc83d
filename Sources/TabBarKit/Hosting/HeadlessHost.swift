import Foundation

/// Runs an app without a display (an addition: UIKit has no hosts), on the frame loop's
/// `.simulated` pacing. Animations run on the app's clock at 60 Hz without waiting; timers,
/// main-queue work and main-actor tasks run in real time, as in a window (<doc:HOST>, "The
/// run loop"):
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
        var host = NoInput()
        FrameLoop(application: application, pacing: .simulated, maximumDuration: maximumDuration, stopsWhenIdle: stopsWhenIdle)
            .run(&host)
        return 0
    }

    /// Headless, there is no input and nothing to show.
    private struct NoInput: FrameLoopHost {
        func deliverInput(at time: TimeInterval) -> FrameLoop.Input { .none }
        var hasWaitingInput: Bool { false }
        func present() {}
    }
}
