import Foundation
import Testing

/// An Xvfb server on a free display number, for one test. `stop()` ends it by its pid.
final class VirtualDisplay {
    let name: String
    private let process: ChildProcess

    /// A screen of `width` by `height` pixels; an iPad-sized window needs more than the
    /// default's height.
    init(width: Int = 1280, height: Int = 1024) throws {
        try Tools.require(Tools.xvfb)
        // -displayfd: Xvfb picks a free display number itself and writes it to stdout.
        let process = try ChildProcess(
            Tools.xvfb, ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"],
            environment: ["PATH": "/usr/bin:/bin"])
        self.process = process
        guard process.output.wait(for: "\n", timeout: 10),
            let number = Int(process.output.all.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.stop()
            throw DisplayError(message: "Xvfb did not report a display number: '\(process.output.all)'")
        }
        name = ":\(number)"
    }

    func stop() {
        process.stop()
    }

    struct DisplayError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
