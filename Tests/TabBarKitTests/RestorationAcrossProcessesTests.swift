import Foundation
import Testing
@testable import TabBarKit

/// State restoration and the customized order across real processes (Tests/RestorationProbe):
/// a run that customizes, selects and quits, and a second run that finds the same state; and
/// kill -9 at varying moments while 3,000 tabs' order is rewritten, which must leave a whole
/// file (the same atomic store writes the restoration archive).
@Suite(.serialized)
struct RestorationAcrossProcessesTests {
    /// The probe, built beside the test bundle by `swift build --build-tests`.
    private static let probe: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("restoration-probe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/restoration-probe")
    }()

    private func launch(_ mode: String, state: URL) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = Self.probe
        process.arguments = [mode]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    /// Runs the probe to its end and returns what it printed.
    private func run(_ mode: String, state: URL) throws -> String {
        let (process, output) = try launch(mode, state: state)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "restoration-probe \(mode) exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabbarkit-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSecondRunFindsTheOrderAndTheSelectionTheFirstLeft() throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let customized = "order: T7,T2,T3,T4,T5,T6,T1,T8\nselected: T6\n"
        #expect(try run("first", state: state) == customized)
        #expect(try run("second", state: state) == customized)
        // Without the restoration archive the order still comes back, from the
        // customization identifier; the selection is the default one.
        try FileManager.default.removeItem(at: state.appendingPathComponent("restoration-probe/state.archive"))
        #expect(try run("second", state: state) == "order: T7,T2,T3,T4,T5,T6,T1,T8\nselected: T7\n")
    }

    @Test func killingAWriterAtAnyMomentLeavesAWholeOrder() async throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = state.appendingPathComponent("restoration-probe/tab-order-probe.plist")
        let names = Set((1...3_000).map { "T\($0)" })
        for round in 0..<12 {
            let (process, output) = try launch("hammer", state: state)
            // Once it has written at least once, let it write on for a varying while.
            _ = output.fileHandleForReading.availableData
            try await Task.sleep(for: .milliseconds(3 + (round * 7) % 40))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let data = try #require(FileManager.default.contents(atPath: file.path), "round \(round): the order file is gone")
            let saved = try PropertyListDecoder().decode(CustomizedTabOrder.self, from: data)
            #expect(saved.format == CustomizedTabOrder.format && Set(saved.order) == names && saved.order.count == 3_000,
                    "round \(round): \(saved.order.count) names")
        }
    }
}
