import Foundation
@_spi(Hosting) import TabBarKit

/// Runs a parsed script against a window. Time passes only through `advance`, which a
/// headless run implements by ticking the application's clock, so a run is repeatable.
@MainActor
public final class ScriptRunner {
    public let window: UIWindow
    private let renderer: ViewRenderer
    private let advance: (TimeInterval) -> Void

    /// `scale` is the screenshots' pixels per point.
    public init(window: UIWindow, scale: CGFloat, advance: @escaping (TimeInterval) -> Void) {
        self.window = window
        renderer = ViewRenderer(rootView: window, scale: scale)
        self.advance = advance
    }

    /// Runs `lines` in order until the end or `quit`. A failed expectation or an unwritable
    /// screenshot stops the run with the line's number.
    public func run(_ lines: [ScriptParser.Line]) throws(ScriptError) {
        for line in lines {
            if case .quit = line.command { return }
            try perform(line.command, line: line.number)
        }
    }

    private func perform(_ command: ScriptCommand, line: Int) throws(ScriptError) {
        switch command {
        case .tap(let point):
            window.sendTap(at: point)
            advance(0)
        case .drag(let from, let to, let milliseconds):
            drag(from: from, to: to, duration: TimeInterval(milliseconds) / 1000)
        case .key(let key):
            window.sendKey(key.code, modifierFlags: key.modifiers)
            advance(0)
        case .resize(let size):
            window.resize(to: size)
            advance(0)
        case .wait(let milliseconds):
            advance(TimeInterval(milliseconds) / 1000)
        case .screenshot(let path):
            try screenshot(to: path, line: line)
        case .expectSelected(let index):
            try expectSelected(index, line: line)
        case .memory:
            try reportMemory(line: line)
        case .quit:
            break
        }
    }

    /// Moves the finger once a frame (60 Hz) along the straight line.
    private func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        let steps = max(1, Int((duration * 60).rounded()))
        let touch = window.beginTouch(at: from)
        for step in 1...steps {
            advance(duration / TimeInterval(steps))
            let t = CGFloat(step) / CGFloat(steps)
            window.moveTouch(touch, to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        window.endTouch(touch)
        advance(0)
    }

    private func screenshot(to path: String, line: Int) throws(ScriptError) {
        renderer.render()
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try renderer.pngData().write(to: url)
        } catch {
            throw ScriptError(line: line, message: "could not write the screenshot to \(url.path): \(error.localizedDescription)")
        }
    }

    private func expectSelected(_ index: Int, line: Int) throws(ScriptError) {
        guard let tabs = Self.tabBarController(in: window.rootViewController) else {
            throw ScriptError(line: line, message: "expect-selected: no tab bar controller is on screen")
        }
        guard tabs.selectedIndex == index else {
            let shown = tabs.selectedIndex == NSNotFound ? "More" : "\(tabs.selectedIndex)"
            throw ScriptError(line: line, message: "expect-selected: tab \(index) should be selected, but tab \(shown) is")
        }
    }

    /// Resident memory from Linux's /proc/self/statm (its second field, in pages), so a script
    /// can show whether a long run keeps growing.
    private func reportMemory(line: Int) throws(ScriptError) {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw ScriptError(line: line, message: "memory: /proc/self/statm cannot be read on this system") }
        let kibibytes = pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        FileHandle.standardOutput.write(Data("memory: \(kibibytes) KiB\n".utf8))
    }

    /// The first tab bar controller in the tree, presented controllers last.
    static func tabBarController(in controller: UIViewController?) -> UITabBarController? {
        guard let controller else { return nil }
        if let tabs = controller as? UITabBarController { return tabs }
        for child in controller.children {
            if let found = tabBarController(in: child) { return found }
        }
        return tabBarController(in: controller.presentedViewController)
    }
}
