import Foundation

/// The run loop probe (Tests/RunLoopProbe) running headless: what it printed so far, read
/// as the test waits, and how it ended.
final class RunLoopProbeRun {
    /// The probe, built beside the test bundle by `swift build --build-tests`.
    private static let probe: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("runloop-probe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/runloop-probe")
    }()

    private let process = Process()
    private let output = Pipe()
    private let state = FileManager.default.temporaryDirectory.appendingPathComponent("runloop-\(UUID().uuidString)")
    private(set) var printed = ""
    private var ended = false

    init(_ host: String, _ mechanism: String) throws {
        process.executableURL = Self.probe
        process.arguments = [host, mechanism]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: state)
    }

    /// Reads until `line` is printed or the probe ends (it ends itself after 60 s at most);
    /// returns whether it was printed.
    @discardableResult
    func wait(for line: String) -> Bool {
        while !printed.contains(line), !ended {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { ended = true }
            printed += String(decoding: data, as: UTF8.self)
        }
        return printed.contains(line)
    }

    /// Waits for the probe to end by itself; returns whether it exited with status 0.
    func waitForEnd() -> Bool {
        printed += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ended = true
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// Ends the probe with SIGTERM; returns whether it then exited with status 0.
    func stop() -> Bool {
        process.terminate()
        return waitForEnd()
    }

    /// The seconds the probe measured between starting the work and its running.
    var firedAfter: Double? {
        guard let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("fired ") }),
            let seconds = line.split(separator: " ").dropLast().last
        else { return nil }
        return Double(seconds)
    }

    /// The lines printed, in order.
    var lines: [Substring] { printed.split(separator: "\n") }
}
