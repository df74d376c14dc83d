import Foundation
import Testing

/// The built demo run as `make demo` and scripts run it: no display, a good script, a bad one.
@Suite(.serialized)
struct DemoCommandLineTests {
    private func runDemo(_ arguments: [String], state: URL) throws -> (status: Int32, output: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Tools.demo), "the demo is not built at \(Tools.demo)")
        // No DISPLAY and no WAYLAND_DISPLAY: the demo finds no display.
        let process = try ChildProcess(
            Tools.demo, arguments, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path],
            standardErrorToOutput: true)
        // A guard against a hung demo, not a speed check: a loaded machine runs 5,000 taps slowly.
        let status = process.waitForExit(timeout: 180)
        return (status, process.output.all)
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
    }

    @Test func withoutADisplayEverySceneIsRenderedAndListed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDemo(["gallery", "--output-dir", folder.appendingPathComponent("out").path], state: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("no display"))
        for name in ["gallery", "boroughs", "clock", "more", "layout", "marker", "button", "designed", "extras", "postbox"] {
            let path = folder.appendingPathComponent("out/scene-\(name).png").path
            #expect(result.output.contains(path))
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aScriptDrivesTheSceneAndItsExpectationsDecideTheStatus() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("good.txt")
        try "tap 112 642\nexpect-selected 1\nkey ctrl+4\nexpect-selected 3\nscreenshot \(folder.path)/shot.png\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let good = try runDemo(["boroughs", "--script", script.path], state: folder)
        #expect(good.status == 0, "\(good.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shot.png").path))

        try "wait 10\nexpect-selected 2\n".write(to: script, atomically: true, encoding: .utf8)
        let failed = try runDemo(["boroughs", "--script", script.path], state: folder)
        #expect(failed.status == 1)
        #expect(failed.output.contains("\(script.path):2: expect-selected: tab 2 should be selected, but tab 0 is"))
    }

    @Test func aMalformedScriptStopsWithItsLineNumber() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("bad.txt")
        try "tap 1 2\n\ndrag 1 2 3\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try runDemo(["boroughs", "--script", script.path], state: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("\(script.path):3: 'drag' takes 5 arguments (drag X1 Y1 X2 Y2 MS), got 3"))
    }

    /// Tab switches must not leak: what a restyle allocates comes back, so resident memory
    /// after 5,000 switches is within 1 MiB of what it was after 200.
    @Test(.disabled(if: runsUnderAddressSanitizer(), "resident memory is measured without the sanitizer"))
    func memoryStaysFlatOverThousandsOfTabSwitches() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The boroughs' five tabs are 75 points wide on a 375-point bar at y 618...667.
        func switches(_ range: Range<Int>) -> String {
            range.map { "tap \(37 + 75 * ($0 % 5)) 642\n" }.joined()
        }
        let script = folder.appendingPathComponent("switches.txt")
        try (switches(1..<201) + "memory\n" + switches(201..<5001) + "expect-selected 0\nmemory\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let result = try runDemo(["boroughs", "--script", script.path], state: folder)
        #expect(result.status == 0, "\(result.output)")
        let readings = result.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("memory: "), line.hasSuffix(" KiB") else { return nil }
            return Int(line.dropFirst("memory: ".count).dropLast(" KiB".count))
        }
        try #require(readings.count == 2, "\(result.output)")
        #expect(
            readings[1] - readings[0] <= 1024,
            "resident memory went from \(readings[0]) KiB after 200 switches to \(readings[1]) KiB after 5,000")
    }

    /// The More scene opened from the gallery, as when it runs alone: keys select its tabs,
    /// and the next launch opens it again with the order Edit made and the tab selected.
    @Test func aSceneOpenedFromTheGalleryTakesKeysAndIsRestored() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("gallery.txt")
        // The More row (the third under the 64-point navigation bar), then More, Edit, Settings
        // dragged from Configure's grid onto the second slot, Done, and Control-2: Settings.
        try """
        tap 180 224
        wait 600
        key ctrl+3
        expect-selected 2
        tap 337 642
        wait 600
        tap 343 42
        wait 800
        drag 268 410 112 642 600
        wait 500
        tap 338 42
        wait 800
        key ctrl+2
        wait 400
        expect-selected 1

        """.write(to: script, atomically: true, encoding: .utf8)
        let first = try runDemo(["gallery", "--script", script.path], state: folder)
        #expect(first.status == 0, "\(first.output)")

        // Settings is tab 1 only in the order Edit made (it is 11 in the scene's own), and
        // tab 0 would be selected were nothing restored.
        try "wait 300\nexpect-selected 1\n".write(to: script, atomically: true, encoding: .utf8)
        let second = try runDemo(["gallery", "--script", script.path], state: folder)
        #expect(second.status == 0, "\(second.output)")
    }
}
