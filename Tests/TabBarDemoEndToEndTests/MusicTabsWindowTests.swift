import Foundation
import Testing

/// The iOS 18 tabs scene in a real window: the page's button moves the app from the iPhone
/// to the iPad and back, and the window on the display follows, its tabs a bar along the
/// bottom on the phone and floating at the top on the iPad.
@Suite(.serialized)
struct MusicTabsWindowTests {
    @Test func thePageButtonMovesTheWindowBetweenIPhoneAndIPad() throws {
        // Tall enough for the iPad's 1366 points at one pixel each.
        let display = try VirtualDisplay(width: 1400, height: 1400)
        defer { display.stop() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let demo = try AppWindow(scene: "tabs", display: display, stateHome: state)
        defer { demo.quit() }

        let phone = try demo.grab()
        #expect(phone.width == 375 && phone.height == 667)
        #expect(phone.tintPixels(x: 0..<75, y: (667 - 49)..<667) > 40, "the first tab selected on the bottom bar")
        let pad = try #require(try pressButton(in: phone, x: 60..<315, y: 200..<560, of: demo), "no Show on iPad button")
        #expect(pad.width == 1024 && pad.height == 1366)
        // The selected title on the floating bar, under the 24-point status bar; no bar below.
        #expect(pad.tintPixels(x: 200..<824, y: 28..<80) > 100)
        #expect(pad.tintPixels(x: 0..<1024, y: (1366 - 70)..<1366) == 0)
        let back = try #require(try pressButton(in: pad, x: 300..<724, y: 500..<1000, of: demo), "no Show on iPhone button")
        #expect(back.width == 375 && back.height == 667)
        #expect(back.tintPixels(x: 0..<75, y: (667 - 49)..<667) > 40)
        #expect(demo.isRunning)
    }
}

/// Clicks the tint-coloured button in a rectangle of `shot` and returns the window after it,
/// or nil when there is no such button.
private func pressButton(in shot: Screenshot, x: Range<Int>, y: Range<Int>, of demo: AppWindow) throws -> Screenshot? {
    guard let button = shot.tintCentre(x: x, y: y) else { return nil }
    try demo.click(button.x, button.y)
    demo.settle(1.2)
    return try demo.grab()
}

extension Screenshot {
    /// The middle of the tint-coloured pixels in a rectangle, or nil when there are none.
    func tintCentre(x: Range<Int>, y: Range<Int>) -> (x: Int, y: Int)? {
        var sum = (x: 0, y: 0, count: 0)
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) where tintPixels(x: column..<(column + 1), y: row..<(row + 1)) == 1 {
                sum = (sum.x + column, sum.y + row, sum.count + 1)
            }
        }
        return sum.count == 0 ? nil : (sum.x / sum.count, sum.y / sum.count)
    }
}
