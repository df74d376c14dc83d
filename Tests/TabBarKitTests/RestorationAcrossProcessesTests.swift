import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// State restoration and the customized order across real processes (Tests/RestorationProbe):
/// a run that customizes, selects and quits, and a second run that finds the same state;
/// kill -9 at varying moments while 3,000 tabs' order is rewritten, which must leave a whole
/// file (the same atomic store writes the restoration archive); kill -9 right after a change,
/// which the next run finds; a run that dies while restoring, after which the next starts
/// clean; and bad state files, with which the app still launches.
@Suite(.freshApplication, .serialized)
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

    private func launch(_ arguments: [String], state: URL) throws -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = Self.probe
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        // The sidebar is iPad's.
        environment["TABBARKIT_DEVICE"] = arguments.first?.hasPrefix("sidebar") == true ? "ipad" : nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    /// Runs the probe to its end and returns what it printed.
    private func run(_ arguments: String..., state: URL) throws -> String {
        try runLogging(arguments, state: state).output
    }

    /// Runs the probe to its end; returns what it printed and the lines it logged about
    /// restoration.
    private func runLogging(_ arguments: [String], state: URL) throws -> (output: String, log: [String]) {
        let (process, output, errors) = try launch(arguments, state: state)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let logged = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0 && process.terminationReason == .exit,
            "restoration-probe \(arguments.joined(separator: " ")) ended with \(process.terminationStatus)")
        let log = String(decoding: logged, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.contains("restoration") }
        return (String(decoding: printed, as: UTF8.self), log)
    }

    private func stateFile(in state: URL) -> URL {
        state.appendingPathComponent("restoration-probe/state.archive")
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
        try FileManager.default.removeItem(at: stateFile(in: state))
        #expect(try run("second", state: state) == "order: T7,T2,T3,T4,T5,T6,T1,T8\nselected: T7\n")
    }

    /// The tabs the user hid or showed in the sidebar and the group they reordered come back
    /// in the next process, from the customization identifier alone.
    @Test func aSecondRunFindsTheSidebarAsTheFirstLeftIt() throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(try run("sidebar-report", state: state) == "hidden: Podcasts\nlibrary: Favourites,Recent,Artists\n")
        let edited = "hidden: Radio\nlibrary: Artists,Favourites,Recent\n"
        #expect(try run("sidebar-edit", state: state) == edited)
        #expect(try run("sidebar-report", state: state) == edited)
    }

    @Test func killingAWriterAtAnyMomentLeavesAWholeOrder() async throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = state.appendingPathComponent("restoration-probe/tab-order-probe.state")
        let names = Set((1...3_000).map { "T\($0)" })
        for round in 0..<12 {
            let (process, output, _) = try launch(["hammer"], state: state)
            // Once it has written at least once, let it write on for a varying while.
            _ = output.fileHandleForReading.availableData
            try await Task.sleep(for: .milliseconds(3 + (round * 7) % 40))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let data = try #require(FileManager.default.contents(atPath: file.path), "round \(round): the order file is gone")
            let saved = try TabCustomization.decode(data).get()
            #expect(Set(saved.order) == names && saved.order.count == 3_000, "round \(round): \(saved.order.count) names")
        }
    }

    @Test func aKillRightAfterAChangeKeepsTheChange() throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        let (process, output, _) = try launch(["select-and-wait", "T2"], state: state)
        // It says so once the frame after the tap has passed; no terminate ever runs.
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            said += more
        }
        #expect(String(decoding: said, as: UTF8.self) == "selected T2\n")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try run("second", state: state) == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T2\n")
    }

    /// As UIKit does: a launch that dies while restoring loses the saved state, so the next
    /// starts as built (saying why), and the one after that restores as usual.
    @Test func aLaunchThatDiesWhileRestoringIsFollowedByACleanOne() throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(try run("select", "T3", state: state) == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T3\n")
        let (process, _, _) = try launch(["crash-restoring"], state: state)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the probe was meant to die while restoring")

        let clean = try runLogging(["second"], state: state)
        #expect(clean.output == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T1\n")
        #expect(clean.log.count == 1, "\(clean.log)")
        #expect(clean.log.first?.contains("and did not finish; it is discarded, starting in the default state") == true, "\(clean.log)")
        #expect(try run("select", "T4", state: state) == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T4\n")
        let normal = try runLogging(["second"], state: state)
        #expect(normal.output == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T4\n")
        #expect(normal.log.isEmpty, "\(normal.log)")
    }

    /// A few of the bad files of StateFileCorpusTests, in a real launch: exit status 0, the
    /// app as built, one line saying why.
    @Test(arguments: BadStateFiles.acrossProcesses)
    func aBadStateFileStillLaunches(_ bad: BadStateFiles.Case) throws {
        let state = folder()
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: stateFile(in: state).deletingLastPathComponent(), withIntermediateDirectories: true)
        try bad.bytes().write(to: stateFile(in: state))
        let launched = try runLogging(["second"], state: state)
        #expect(launched.output == "order: T1,T2,T3,T4,T5,T6,T7,T8\nselected: T1\n", "\(bad.name)")
        #expect(launched.log.count == 1, "\(bad.name): \(launched.log)")
        #expect(
            launched.log.first?.contains(bad.says) == true && launched.log.first?.contains("starting in the default state") == true,
            "\(bad.name): \(launched.log)")
    }
}
