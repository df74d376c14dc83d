import Foundation
@_spi(Hosting) import TabBarKit

/// Runs a script headless as the app's host: time is the application's clock, advanced
/// 1/60 s a tick, so a script gives the same pixels on every run. A failure is printed with
/// its line number and the run returns 1.
@MainActor
@_spi(Hosting) public struct ScriptHost: UIApplicationHost {
    public let lines: [ScriptParser.Line]
    public let scriptName: String
    public let scale: CGFloat

    public init(lines: [ScriptParser.Line], scriptName: String, scale: CGFloat) {
        self.lines = lines
        self.scriptName = scriptName
        self.scale = scale
    }

    public func run(_ application: UIApplication) -> Int32 {
        guard let window = application.keyWindow ?? application.windows.first else {
            FileHandle.standardError.write(Data("\(scriptName): the app shows no window to run the script in\n".utf8))
            return 1
        }
        let runner = ScriptRunner(window: window, scale: scale) { seconds in FrameLoop.advance(application, by: seconds) }
        do {
            try runner.run(lines)
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(scriptName):\(error.line): \(error.message)\n".utf8))
            return 1
        }
    }

}
