import ArgumentParser
import Foundation
import TabBarKit

/// `tabbar-demo`: renders the sample scene headless into a PNG.
@main
struct TabBarDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar-demo",
        abstract: "Renders TabBarKit's sample view tree headless into a PNG."
    )

    @Option(name: .shortAndLong, help: "Where to write the PNG.")
    var output = "out/sample.png"

    func run() async throws {
        try await MainActor.run { try render() }
    }

    @MainActor
    private func render() throws {
        let screen: ScreenConfiguration
        do {
            screen = try ScreenConfiguration.fromEnvironment()
        } catch {
            throw ValidationError(error.description)
        }
        let root = SampleScene.make(size: screen.size)
        let renderer = ViewRenderer(rootView: root, scale: screen.scale)
        renderer.render()
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try renderer.pngData().write(to: url)
        print("tabbar-demo: rendered the sample scene (\(screen.name), \(Int(screen.size.width))×\(Int(screen.size.height)) pt @\(Int(screen.scale))x) to \(url.path)")
    }
}

