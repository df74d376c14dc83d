import Foundation
import Testing

/// Main-queue jobs, timers and main-actor tasks in a real window under Xvfb (the probe app,
/// Tests/RunLoopProbe): each must run while the window waits for input, and what it changed
/// must reach the screen. An idle window must sleep, and no display must be said so.
@Suite(.serialized)
struct RunLoopWindowTests {
    /// Runs `body` with a fresh display and the probe's window for `mechanism`.
    private func withProbe(_ mechanism: String, _ body: (AppWindow) throws -> Void) throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let probe = try AppWindow(program: Tools.runLoopProbe, arguments: ["window", mechanism], display: display, stateHome: state)
        defer { probe.quit() }
        try body(probe)
    }

    /// Whether the middle of the window turns red within `timeout` seconds.
    private func turnsRed(_ probe: AppWindow, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let shot = try probe.grab()
            let middle = shot.pixel(shot.width / 2, shot.height / 2)
            if middle.r > 200, middle.g < 60, middle.b < 60 { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    @Test(arguments: ["main-async", "async-after", "timer", "common-mode-timer", "task", "task-sleep"])
    func workRunsWhileTheWindowWaitsAndIsDrawn(mechanism: String) throws {
        try withProbe(mechanism) { probe in
            #expect(probe.process.output.wait(for: "laid out red", timeout: 20), "\(probe.process.output.all)")
            #expect(probe.process.output.all.contains("fired \(mechanism)"))
            let red = try turnsRed(probe)
            #expect(red, "the window shows what the \(mechanism) work changed")
            #expect(probe.quit() == 0)
            #expect(probe.process.output.wait(for: "terminated", timeout: 5))
        }
    }

    @Test func anInvalidatedRepeatingTimerFiresNoMore() throws {
        try withProbe("repeating-timer") { probe in
            #expect(probe.process.output.wait(for: "done", timeout: 20), "\(probe.process.output.all)")
            let lines = probe.process.output.all.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("repeat ") } == ["repeat 1", "repeat 2", "repeat 3"])
            let red = try turnsRed(probe)
            #expect(red)
            #expect(probe.quit() == 0)
        }
    }

    /// A window with work due only in an hour sleeps: over 2 s its process takes at most
    /// 2 clock ticks of CPU and its main thread wakes a handful of times, not at a frame rate.
    @Test func anIdleWindowSleeps() throws {
        try withProbe("idle") { probe in
            probe.settle(0.5)
            let before = try Usage(of: probe.process.pid)
            usleep(2_000_000)
            let after = try Usage(of: probe.process.pid)
            #expect(after.cpuTicks - before.cpuTicks <= 2, "CPU ticks over 2 s idle: \(after.cpuTicks - before.cpuTicks)")
            #expect(
                after.mainThreadWakes - before.mainThreadWakes <= 10,
                "main thread woke \(after.mainThreadWakes - before.mainThreadWakes) times in 2 s idle")
            #expect(probe.isRunning)
        }
    }

    /// Without a display, or with one of SDL's drivers that show nothing, the window host
    /// says why on standard error and the app exits with status 1.
    @Test(arguments: [[:], ["DISPLAY": ":0", "SDL_VIDEODRIVER": "offscreen"], ["DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"]])
    func noDisplayIsSaidAndEndsTheApp(environment: [String: String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Tools.runLoopProbe), "\(Tools.runLoopProbe) is not built")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let process = try ChildProcess(
            Tools.runLoopProbe, ["window", "timer"],
            environment: environment.merging(["HOME": state.path, "XDG_STATE_HOME": state.path]) { $1 },
            standardErrorToOutput: true)
        let status = process.waitForExit(timeout: 20)
        #expect(status == 1, "\(process.output.all)")
        #expect(process.output.all.contains("SDLHost: no window can be shown"), "\(process.output.all)")
    }
}

/// A process's CPU time and its main thread's voluntary context switches, from /proc.
private struct Usage {
    let cpuTicks: Int
    let mainThreadWakes: Int

    init(of pid: pid_t) throws {
        // utime and stime are fields 14 and 15; those after the command name start at field 3.
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let close = try #require(stat.lastIndex(of: ")"))
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        cpuTicks = try #require(Int(fields[11])) + #require(Int(fields[12]))
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        mainThreadWakes = try #require(Int(line.split(separator: "\t").last.map(String.init) ?? ""))
    }
}
