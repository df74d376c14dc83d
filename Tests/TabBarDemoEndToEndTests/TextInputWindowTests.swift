import Foundation
import Testing

/// Typing into a text field of the demo in a real window under Xvfb, with the real
/// keyboard (xdotool types through the X server, SDL turns it into text input), read back
/// from the demo's `--report-text-edits` lines.
@Suite(.serialized)
struct TextInputWindowTests {
    /// The Settings scene's Name row, the first under the General header, in window pixels.
    static let nameRow = (x: 150, y: 124)

    @Test func typingIntoTheNameFieldChangesItsText() throws {
        try withDemoWindow("settings") { demo, _, _ in
            try demo.click(Self.nameRow.x, Self.nameRow.y)
            demo.settle()
            try demo.xdotool(["windowfocus", "--sync", demo.windowID])
            // Select the name there and type a new one over it, then take a word back.
            try demo.xdotool(["key", "ctrl+a"])
            try demo.xdotool(["type", "--delay", "30", "Queens Mac"])
            #expect(demo.process.output.wait(for: "reads \"Queens Mac\"", timeout: 10), "\(demo.process.output.all)")
            try demo.xdotool(["key", "ctrl+BackSpace"])
            #expect(demo.process.output.wait(for: "reads \"Queens \"", timeout: 10), "\(demo.process.output.all)")
            try demo.xdotool(["key", "ctrl+z"])
            #expect(
                demo.process.output.wait(
                    for:
                        "reads \"Queens Mac\"\ntabbar-demo: text field \"Name\" reads \"Queens \"\ntabbar-demo: text field \"Name\" reads \"Queens Mac\"",
                    timeout: 10))
        }
    }
}
