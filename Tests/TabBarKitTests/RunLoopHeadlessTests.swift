import Foundation
import TabBarKitTestSupport
import Testing

/// Main-queue jobs, timers and main-actor tasks under HeadlessHost, in the probe app
/// (Tests/RunLoopProbe) started from a synchronous main as an app is: Swift Testing runs
/// main-actor tests inside a main-queue job off the main thread, where RunLoop.main cannot
/// run. Each mechanism's work turns the page red, which the next frame lays out.
@Suite(.freshApplication, .serialized)
struct RunLoopHeadlessTests {
    /// The probe's works wait 0.2 s; none may run early.
    private static let delay = 0.2

    @Test(arguments: ["main-async", "task"])
    func mainQueueWorkRunsAndIsLaidOutBeforeTheRunEnds(mechanism: String) throws {
        let probe = try RunLoopProbeRun("headless", mechanism)
        #expect(probe.waitForEnd(), "\(probe.printed)")
        let lines = probe.lines
        try #require(lines.count == 3, "\(probe.printed)")
        #expect(lines[0].hasPrefix("fired \(mechanism) after "))
        #expect(lines[1] == "laid out red")
        #expect(lines[2].hasPrefix("terminated"))
    }

    /// A scheduled timer keeps an idle run going, in real time, until it has fired; then the
    /// run ends by itself.
    @Test(arguments: ["timer", "common-mode-timer"])
    func aScheduledTimerFiresOnTimeAndThenTheRunEnds(mechanism: String) throws {
        let probe = try RunLoopProbeRun("headless", mechanism)
        #expect(probe.waitForEnd(), "\(probe.printed)")
        #expect(probe.printed.contains("fired \(mechanism)"))
        #expect(probe.printed.contains("laid out red"))
        #expect(try #require(probe.firedAfter) >= Self.delay)
    }

    @Test func anInvalidatedRepeatingTimerFiresNoMoreAndLetsTheRunEnd() throws {
        let probe = try RunLoopProbeRun("headless", "repeating-timer")
        #expect(probe.waitForEnd(), "\(probe.printed)")
        #expect(probe.lines.filter { $0.hasPrefix("repeat ") } == ["repeat 1", "repeat 2", "repeat 3"])
        #expect(probe.printed.contains("laid out red"))
        #expect(probe.printed.contains("done"))
    }

    /// DispatchQueue.main.asyncAfter and Task.sleep wait where the host cannot see them; a
    /// run that goes on until stopped runs them when they are due, and SIGTERM ends it cleanly.
    @Test(arguments: ["async-after", "task-sleep"])
    func delayedWorkRunsOnTimeInARunThatGoesOnUntilStopped(mechanism: String) throws {
        let probe = try RunLoopProbeRun("headless-until-stopped", mechanism)
        #expect(probe.wait(for: "laid out red"), "\(probe.printed)")
        #expect(try #require(probe.firedAfter) >= Self.delay)
        #expect(probe.stop(), "SIGTERM ends the run with status 0")
        #expect(probe.printed.contains("terminated"))
    }

    /// The rule for work the host cannot see: an idle run ends without waiting for it.
    @Test func anIdleRunDoesNotWaitForASleepingTask() throws {
        let probe = try RunLoopProbeRun("headless", "task-sleep")
        #expect(probe.waitForEnd(), "\(probe.printed)")
        #expect(!probe.printed.contains("fired"))
        #expect(probe.printed.contains("terminated"))
    }

    /// An app that only animates ends when its animation does, on the app's clock: the
    /// animation's half second, not 60 s of real time.
    @Test func anAppThatOnlyAnimatesEndsWithItsAnimation() throws {
        let probe = try RunLoopProbeRun("headless", "animation")
        #expect(probe.waitForEnd(), "\(probe.printed)")
        #expect(probe.lines.first == "animated")
        let time = try #require(probe.lines.last?.split(separator: " ").last.flatMap { Double($0) })
        #expect(time >= 0.5 && time < 0.6, "terminated at app time \(time)")
    }
}
