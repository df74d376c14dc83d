import Foundation
import Testing

/// An app (the demo, or the run loop probe) running in a window on a virtual display:
/// launched with its own state folder, driven with xdotool, seen through ImageMagick's
/// `import`. `quit()` ends it by its pid.
final class AppWindow {
    let display: VirtualDisplay
    let process: ChildProcess
    let windowID: String

    /// The demo showing `scene`.
    convenience init(scene: String, display: VirtualDisplay, stateHome: URL) throws {
        try self.init(
            program: Tools.demo, arguments: [scene, "--report-first-frame", "--report-text-edits"], display: display, stateHome: stateHome)
    }

    /// `program` must print "first frame presented" once its window shows.
    init(program: String, arguments: [String], display: VirtualDisplay, stateHome: URL) throws {
        try Tools.require(Tools.xdotool)
        try Tools.require(Tools.importTool)
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) is not built")
        self.display = display
        let process = try ChildProcess(
            program, arguments,
            environment: [
                "DISPLAY": display.name, "XDG_STATE_HOME": stateHome.path, "TABBARKIT_DEVICE": "iphone-6", "HOME": stateHome.path,
            ])
        self.process = process
        guard process.output.wait(for: "first frame presented", timeout: 20) else {
            process.stop()
            throw VirtualDisplay.DisplayError(message: "\(program) showed no frame: \(process.output.all)")
        }
        // The window counts once the X server shows it (mapped), not merely made.
        var found: Substring?
        let deadline = Date().addingTimeInterval(10)
        while found == nil, Date() < deadline {
            let search = try Tools.run(Tools.xdotool, ["search", "--onlyvisible", "--pid", "\(process.pid)"], display: display.name)
            found = String(decoding: search.output, as: UTF8.self).split(separator: "\n").first
            if found == nil { usleep(20_000) }
        }
        guard let id = found else {
            process.stop()
            throw VirtualDisplay.DisplayError(message: "xdotool found no visible window of \(program)")
        }
        windowID = String(id)
        // Put the window at the screen's corner and wait until the server has it there, so
        // xdotool's window-relative points land on it however SDL first placed it.
        try xdotool(["windowmove", "--sync", windowID, "0", "0"])
        try xdotool(["mousemove", "--sync", "0", "0"])
        // The app has presented its first frame, but the X server may not have drawn it
        // yet on a loaded machine: wait until the window shows more than one colour.
        let drawn = Date().addingTimeInterval(5)
        func undrawn() -> Bool {
            guard let grabbed = try? grabbed(), let shot = grabbed.shot else { return true }
            return shot.isOneColour
        }
        while Date() < drawn, undrawn() { usleep(20_000) }
    }

    var isRunning: Bool { process.isRunning }

    /// Clicks at a point of the window (window pixels = points at the default scale).
    func click(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
    }

    /// Clicks the points in turn in one xdotool run, as fast as the X server takes them
    /// (button down and up: xdotool's `click` waits about 0.1 s after each).
    func clickStorm(_ points: [(Int, Int)]) throws {
        try xdotool(points.flatMap { ["mousemove", "--window", windowID, "\($0.0)", "\($0.1)", "mousedown", "1", "mouseup", "1"] })
    }

    /// The demo's resident memory (VmRSS in /proc/PID/status), in KiB.
    func residentKiB() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }

    func xdotool(_ arguments: [String]) throws {
        let result = try Tools.run(Tools.xdotool, arguments, display: display.name)
        #expect(result.status == 0, "xdotool \(arguments.joined(separator: " ")) failed")
    }

    /// The window's title, as the X server has it.
    func title() throws -> String {
        let result = try Tools.run(Tools.xdotool, ["getwindowname", windowID], display: display.name)
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window as a person or a window manager would.
    func resize(_ width: Int, _ height: Int) throws {
        try xdotool(["windowsize", windowID, "\(width)", "\(height)"])
    }

    /// Lets the demo draw what the last input changed (it presents within a frame or two).
    func settle(_ seconds: TimeInterval = 0.4) {
        usleep(UInt32(seconds * 1_000_000))
    }

    /// The window's pixels, grabbed from the X server.
    func grab() throws -> Screenshot {
        let (shot, size) = try grabbed()
        try #require(shot != nil, "import gave other than \(size.width)×\(size.height) RGB pixels")
        return shot!
    }

    /// The window's pixels, or nil when `import` gave other than the window's size.
    private func grabbed() throws -> (shot: Screenshot?, size: (width: Int, height: Int)) {
        let geometry = try Tools.run(Tools.xdotool, ["getwindowgeometry", "--shell", windowID], display: display.name)
        var size = (width: 0, height: 0)
        for line in String(decoding: geometry.output, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("WIDTH=") { size.width = Int(line.dropFirst(6)) ?? 0 }
            if line.hasPrefix("HEIGHT=") { size.height = Int(line.dropFirst(7)) ?? 0 }
        }
        let shot = try Tools.run(Tools.importTool, ["-window", windowID, "-depth", "8", "rgb:-"], display: display.name)
        guard shot.status == 0, shot.output.count == size.width * size.height * 3 else { return (nil, size) }
        return (Screenshot(width: size.width, height: size.height, rgb: [UInt8](shot.output)), size)
    }

    /// SIGTERM, as a session ending would send; returns the exit status.
    @discardableResult
    func quit() -> Int32 {
        process.stop(with: SIGTERM)
    }
}

/// Runs `body` with a fresh display, a demo window of `scene` and a state folder, and ends
/// the demo and the display after it.
func withDemoWindow(
    _ scene: String, stateHome: URL? = nil,
    _ body: (AppWindow, VirtualDisplay, URL) throws -> Void
) throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    let state = stateHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")
    defer { if stateHome == nil { try? FileManager.default.removeItem(at: state) } }
    let demo = try AppWindow(scene: scene, display: display, stateHome: state)
    defer { demo.quit() }
    try body(demo, display, state)
}

/// A grabbed window: 8-bit RGB rows, top to bottom.
struct Screenshot {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    /// Whether every pixel is the same: a window not drawn yet.
    var isOneColour: Bool {
        rgb.count < 3
            || !stride(from: 3, to: rgb.count, by: 3).contains { rgb[$0] != rgb[0] || rgb[$0 + 1] != rgb[1] || rgb[$0 + 2] != rgb[2] }
    }

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 3
        return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
    }

    /// Pixels close to the system blue tint (0, 122, 255) in a rectangle.
    func tintPixels(x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) {
                let p = pixel(column, row)
                if p.r < 60, abs(p.g - 122) < 40, p.b > 200 { count += 1 }
            }
        }
        return count
    }

    /// Pixels close to the system red (255, 59, 48) in a rectangle.
    func redPixels(x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) {
                let p = pixel(column, row)
                if p.r > 200, p.g < 100, p.b < 100 { count += 1 }
            }
        }
        return count
    }

    /// Gray pixels (an unselected icon or title) in a rectangle.
    func grayInk(x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) {
                let p = pixel(column, row)
                let high = max(p.r, p.g, p.b), low = min(p.r, p.g, p.b)
                if high < 200, high - low < 25 { count += 1 }
            }
        }
        return count
    }

    /// Which of `count` equal columns of the bottom `barHeight` rows holds the most tint:
    /// the selected tab. Nil when no column has a clear icon's worth.
    func selectedTab(count: Int, barHeight: Int) -> Int? {
        let width = self.width / count
        let counts = (0..<count).map { tintPixels(x: ($0 * width)..<(($0 + 1) * width), y: (height - barHeight)..<height) }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] > 40 else { return nil }
        return best
    }
}
