import Foundation
import Testing

/// The X tools the end-to-end tests drive the demo with. A missing tool fails the test
/// (scripts/bootstrap installs xvfb, xdotool and imagemagick); it never skips it.
enum Tools {
    static let xvfb = "/usr/bin/Xvfb"
    static let xdotool = "/usr/bin/xdotool"
    /// ImageMagick's screen grabber, by its full path: a stub of the same name may be on PATH.
    static let importTool = "/usr/bin/import"

    static func require(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "\(path) is missing: run scripts/bootstrap (it installs xvfb, xdotool and imagemagick)",
            sourceLocation: sourceLocation)
    }

    /// The demo built beside this test bundle by `swift build --build-tests`.
    static var demo: String { built("tabbar-demo") }

    /// The run loop probe (Tests/RunLoopProbe), built beside the demo.
    static var runLoopProbe: String { built("runloop-probe") }

    private static func built(_ name: String) -> String {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [bundle, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .map { $0.appendingPathComponent(name).path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Runs `tool` to its end; returns its status and standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}

/// Lines a child process printed, collected as they come.
final class OutputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var closed = false

    /// The writer closed its end: everything printed is in.
    func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }

    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed
    }

    func append(_ data: Data) {
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
    }

    var all: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }

    /// Waits up to `timeout` seconds for `needle` to be printed.
    func wait(for needle: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if all.contains(needle) { return true }
            usleep(10_000)
        }
        return all.contains(needle)
    }
}
