import ArgumentParser
@_spi(Hosting) import DemoScript
import Foundation
import TabBarDemoHosting
import TabBarDemoScenes
@_spi(Hosting) import TabBarKit
@_spi(Hosting) import TabBarKitSDL

/// `tabbar-demo`: a scene in a window, a script run headless, or every scene rendered to PNGs.
@main
struct TabBarDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar-demo",
        abstract: "Shows TabBarKit's demo scenes in a window (SDL2), runs scripts against them, or renders them to PNGs.",
        discussion: """
            Without a display (no DISPLAY or WAYLAND_DISPLAY, or SDL cannot open one) the demo says so \
            and renders the scenes headless instead. State is saved as it changes and on exit, and restored at \
            launch, under $XDG_STATE_HOME/tabbar-demo/. Keys in the window: Ctrl+1…9 select tabs, Tab and the arrows \
            move focus, Space or Enter selects, Escape goes back. See Sources/TabBarKit/TabBarKit.docc/HOST.md.
            """
    )

    @Argument(help: "The scene: \(DemoScene.all.map(\.name).joined(separator: ", ")). Headless, leave it out to render every scene.")
    var scene: String?

    @Option(help: "Window pixels per point (the drawing is at the device's own scale).")
    var scale: Double = 1

    @Option(
        help:
            "The device imitated: \(ScreenConfiguration.presets.map(\.name).joined(separator: ", ")). Default: $TABBARKIT_DEVICE, else iphone-6."
    )
    var device: String?

    @Option(help: "Run the script FILE headless against the scene (Sources/TabBarKit/TabBarKit.docc/HOST.md) and exit with its result.")
    var script: String?

    @Flag(help: "Render headless into --output-dir instead of opening a window.")
    var headless = false

    @Option(help: "Where headless renders go, as scene-NAME.png.")
    var outputDir = "out"

    @Flag(help: "Print when the first frame was presented in the window.")
    var reportFirstFrame = false

    @Flag(help: "Print a text field's text each time the user changes it.")
    var reportTextEdits = false

    func validate() throws {
        guard scale > 0, scale <= 8, scale.isFinite else { throw ValidationError("--scale must be above 0 and at most 8, got \(scale)") }
        if let scene, DemoScene.named(scene) == nil {
            throw ValidationError("no scene is called '\(scene)'; the scenes are: \(DemoScene.all.map(\.name).joined(separator: ", "))")
        }
        if let device {
            do {
                _ = try ScreenConfiguration.preset(named: device)
            } catch {
                throw ValidationError(
                    "--device \(device) names no device; use one of: \(ScreenConfiguration.presets.map(\.name).joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        // UIScreen.main reads the device once, on first use: set it before anything draws.
        if let device { setenv("TABBARKIT_DEVICE", device, 1) }
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let screen: ScreenConfiguration
            do {
                screen = try ScreenConfiguration.fromEnvironment()
            } catch {
                throw ValidationError("\(error)")
            }
            if let script { return try runScript(at: script, screen: screen) }
            if headless { return try renderHeadless(scene.flatMap(DemoScene.named).map { [$0] } ?? DemoScene.all, screen: screen) }
            guard SDLHost.canOpenWindow else {
                print("tabbar-demo: no display to open a window on; rendering every scene headless instead")
                return try renderHeadless(DemoScene.all, screen: screen)
            }
            return openWindow(screen: screen)
        }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func openWindow(screen: ScreenConfiguration) -> Int32 {
        let chosen = DemoScene.named(scene ?? "gallery") ?? DemoScene.all[0]
        let delegate = DemoAppDelegate(scene: chosen, host: DemoWindowHost())
        let report = reportFirstFrame
        if reportTextEdits { TextEditReport.start() }
        var host = SDLHost(screen: screen, windowScale: windowScale(for: screen), title: Self.windowTitle(chosen)) {
            if report { FirstFrameReport.print() }
        }
        // The host asks every frame: hand it titles made once, not a new string each time.
        let titles = Dictionary(uniqueKeysWithValues: DemoScene.all.map { ($0.name, Self.windowTitle($0)) })
        host.currentTitle = { titles[delegate.shownScene.name] ?? Self.windowTitle(delegate.shownScene) }
        return UIApplicationMain(delegate: delegate, host: host)
    }

    private static func windowTitle(_ scene: DemoScene) -> String {
        "TabBarKit — \(scene.title)"
    }

    /// `--scale`, or less when the window would not fit on the screen, with a line saying so.
    @MainActor
    private func windowScale(for screen: ScreenConfiguration) -> CGFloat {
        let asked = CGFloat(scale)
        guard let fitting = SDLHost.largestWindowScale(fitting: screen.size), asked > fitting else { return asked }
        // Two decimals, rounded down, so the window stays inside.
        let used = (fitting * 100).rounded(.down) / 100
        print(
            String(
                format: "tabbar-demo: --scale %g would make a %.0f×%.0f window, larger than the screen; using --scale %g",
                Double(asked), Double(screen.size.width * asked), Double(screen.size.height * asked), Double(used)))
        return used
    }

    @MainActor
    private func runScript(at path: String, screen: ScreenConfiguration) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("cannot read the script \(path) (missing, unreadable or not UTF-8)")
        }
        let lines: [ScriptParser.Line]
        do {
            lines = try ScriptParser.parse(text)
        } catch {
            FileHandle.standardError.write(Data("\(path):\(error.line): \(error.message)\n".utf8))
            return 1
        }
        let chosen = DemoScene.named(scene ?? "gallery") ?? DemoScene.all[0]
        return UIApplicationMain(
            delegate: DemoAppDelegate(scene: chosen, host: DemoWindowHost()),
            host: ScriptHost(lines: lines, scriptName: path, scale: screen.scale))
    }

    /// `scenes`, each through the scenes' own headless renderer (the window shows the same
    /// pixels: both draw the window with ViewRenderer).
    @MainActor
    private func renderHeadless(_ scenes: [DemoScene], screen: ScreenConfiguration) throws -> Int32 {
        let folder = URL(fileURLWithPath: outputDir, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for scene in scenes {
            let url = folder.appendingPathComponent("scene-\(scene.name).png")
            try scene.renderPNG(scale: screen.scale, drawsStatusBar: true).write(to: url)
            print(url.path)
        }
        return 0
    }
}
