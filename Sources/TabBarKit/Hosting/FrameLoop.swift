import Foundation

/// What a host adds to the frame loop: its input and its screen. A TabBarKit addition
/// (UIKit has no hosts).
@_spi(Hosting) @preconcurrency @MainActor
public protocol FrameLoopHost {
    /// Delivers the input that has arrived, stamped `time` on the application's clock.
    mutating func deliverInput(at time: TimeInterval) -> FrameLoop.Input
    /// Whether input is waiting that `deliverInput` has not taken yet: the loop then goes
    /// round again at once instead of sleeping.
    var hasWaitingInput: Bool { get }
    /// Shows the frame the application has just drawn.
    mutating func present()
}

/// The loop every host runs: it ticks the application while frames are wanted and
/// otherwise sleeps, in the main run loop, until the next timer, main-queue work, input, or
/// the minute a drawn status bar turns over. Hosts bring only their input and their screen
/// (`FrameLoopHost`). A TabBarKit addition (<doc:HOST>, "The frame loop").
///
/// Each turn: main-queue work and due timers run; SIGINT or SIGTERM ends the run; input is
/// delivered at the clock's time (which a tick first brings up to date when the app was
/// asleep, so what the input starts begins then); the application ticks and the host
/// presents. A `.display` loop keeps the machine's time (frames 1/60 s apart while anything
/// animates); a `.simulated` one runs animation frames one after another, 1/60 s apart on
/// the application's clock, and keeps the machine's time only while it sleeps.
@_spi(Hosting) @preconcurrency @MainActor
public struct FrameLoop {
    /// What the host's input did.
    public enum Input: Sendable {
        /// Nothing arrived.
        case none
        /// Input was delivered: the application draws what it changed.
        case delivered
        /// The input ends the run (the window was closed).
        case quit
    }

    public enum Pacing: Sendable {
        /// A window's: frames at the display's rate, on the machine's clock.
        case display
        /// Headless: frames at once, each 1/60 s later on the application's clock.
        case simulated
    }

    /// The time between frames.
    public static let frameInterval: TimeInterval = 1.0 / 60

    /// Whether the loop can run the main run loop here: on the main thread, from a
    /// synchronous `main` (not inside an async `main` or a test).
    public static var canRunMainRunLoop: Bool { MainRunLoop.isAvailable }

    public let application: UIApplication
    public var pacing: Pacing
    /// The run ends after this many seconds on the application's clock.
    public var maximumDuration: TimeInterval
    /// The run ends at the first frame after which nothing animates, no timer is scheduled
    /// and no input waits.
    public var stopsWhenIdle: Bool

    public init(
        application: UIApplication, pacing: Pacing, maximumDuration: TimeInterval = .infinity, stopsWhenIdle: Bool = false
    ) {
        self.application = application
        self.pacing = pacing
        self.maximumDuration = maximumDuration
        self.stopsWhenIdle = stopsWhenIdle
    }

    /// Runs until the host's input quits, a signal asks to, or `maximumDuration` or
    /// `stopsWhenIdle` ends it. Away from the main thread the run loop cannot run: only the
    /// animations do, and the run ends when they do.
    public func run(_ host: inout some FrameLoopHost) {
        let start = application.currentTime
        let end = start + max(0, maximumDuration)
        let runLoop = MainRunLoop.isAvailable
        let quit = runLoop ? QuitSignals() : nil
        defer { quit?.stop() }
        var clock = MonotonicClock(continuingFrom: start)
        var simulated = start
        while true {
            let nextTimer = runLoop ? MainRunLoop.runPendingWork() : nil
            if quit?.received == true { return }
            let now = min(end, pacing == .display ? clock.now : simulated)
            // Asleep, the clock stood still: it catches up before the input arrives.
            if host.hasWaitingInput, now - application.currentTime > Self.frameInterval { application.tick(at: now) }
            let input = host.deliverInput(at: now)
            if case .quit = input { return }
            let wantsFrames = application.tick(at: now)
            host.present()
            if now >= end { return }
            if host.hasWaitingInput { continue }
            if wantsFrames, pacing == .simulated {
                simulated = now + Self.frameInterval
                continue
            }
            if !wantsFrames, stopsWhenIdle, nextTimer == nil { return }
            guard runLoop else {
                if wantsFrames { continue }
                return
            }
            var deadline = nextTimer ?? .distantFuture
            if wantsFrames { deadline = min(deadline, clock.date(at: now + Self.frameInterval)) }
            if let change = application.nextStatusBarChange { deadline = min(deadline, clock.date(at: change)) }
            if end.isFinite { deadline = min(deadline, clock.date(at: end)) }
            if pacing == .simulated { clock = MonotonicClock(continuingFrom: now) }
            MainRunLoop.wait(until: deadline)
            simulated = clock.now
        }
    }

    /// Ticks `application` at 60 Hz through `seconds` on its clock (once, at its current
    /// time, for 0): how a script or a headless picture lets time pass.
    public static func advance(_ application: UIApplication, by seconds: TimeInterval) {
        var left = seconds.isFinite ? max(0, seconds) : 0
        repeat {
            let step = min(left, frameInterval)
            application.tick(at: application.currentTime + step)
            left -= step
        } while left > 1e-9
    }
}
