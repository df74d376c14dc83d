import Foundation
import Testing

/// The scenes of bars an app designs or decorates, and the modal Postbox tabs, in a real
/// window under Xvfb: clicked and swiped with xdotool, checked from the window's pixels.
@Suite(.serialized)
struct CustomBarWindowTests {
    /// The self-designed bar: a click on the third pill fills it with the tint, and the
    /// first page's button slides the dark bar away, leaving the page to the bottom edge.
    @Test func thePillBarSelectsAndHidesOnScreen() throws {
        try withDemoWindow("designed") { demo, _, _ in
            // Three pills share the 343 points between the 16-point insets, 8 apart.
            let pill = 109, bar = (667 - 64)..<667
            func pillTint(_ shot: Screenshot, _ index: Int) -> Int {
                shot.tintPixels(x: (16 + index * (pill + 8))..<(16 + index * (pill + 8) + pill), y: bar)
            }
            let before = try demo.grab()
            #expect(pillTint(before, 0) > 500 && pillTint(before, 2) == 0)
            try demo.click(16 + 2 * (pill + 8) + pill / 2, 667 - 32)
            demo.settle()
            let settings = try demo.grab()
            #expect(pillTint(settings, 2) > 500 && pillTint(settings, 0) == 0)

            try demo.click(16 + pill / 2, 667 - 32)
            demo.settle()
            let dark = try demo.grab().pixel(4, 664)
            #expect(dark.r < 50 && dark.g < 50 && dark.b < 50, "the bar is there: \(dark)")
            // "Hide or show the bar", 40 points below the middle of the 603-point page.
            try demo.click(187, 301 + 40 + 15)
            demo.settle(0.8)
            let page = try demo.grab().pixel(4, 664)
            #expect(page.r > 200 && page.g > 200 && page.b > 200, "the page reaches the bottom: \(page)")
        }
    }

    /// The extras scene: a click on the "+" above the bar selects Post (the "+" turns yellow,
    /// and the red line leaves Home for the place under the button); a swipe to the left over
    /// the page brings Inbox in, and the line comes out over it.
    @Test func theCentreButtonAndASwipeMoveTheRedLine() throws {
        try withDemoWindow("extras") { demo, _, _ in
            let slot = 75, line = (667 - 49)..<(667 - 49 + 4)
            func lineOver(_ shot: Screenshot, _ index: Int) -> Int {
                shot.redPixels(x: (index * slot)..<((index + 1) * slot), y: line)
            }
            let home = try demo.grab()
            #expect(lineOver(home, 0) > 20 && lineOver(home, 2) == 0)
            try demo.click(187, 667 - 49 - 8)
            demo.settle(0.8)
            let post = try demo.grab()
            var yellow = 0
            for y in 618..<642 {
                for x in 175..<200 {
                    let p = post.pixel(x, y)
                    if p.r > 200, p.g > 160, p.b < 90 { yellow += 1 }
                }
            }
            #expect(yellow > 20, "the + is yellow while Post is selected")
            #expect(lineOver(post, 0) == 0 && lineOver(post, 3) == 0)

            var swipe = ["mousemove", "--window", demo.windowID, "300", "300", "mousedown", "1"]
            for step in 1...10 { swipe += ["sleep", "0.02", "mousemove", "--window", demo.windowID, "\(300 - 25 * step)", "300"] }
            swipe += ["sleep", "0.2", "mouseup", "1"]
            try demo.xdotool(swipe)
            demo.settle(0.8)
            let inbox = try demo.grab()
            #expect(lineOver(inbox, 3) > 20 && lineOver(inbox, 2) == 0)
        }
    }

    /// Postbox: "Open Postbox" covers the home screen with four tabs on Account; until the
    /// user signs in a click on Inbox changes nothing and the window will not turn to
    /// landscape (the host sets it back); signed in, Inbox opens and the window turns.
    @Test func postboxOpensLockedAndTurnsOnlyWhenSignedIn() throws {
        try withDemoWindow("postbox") { demo, _, _ in
            func selected() throws -> Int? { try demo.grab().selectedTab(count: 4, barHeight: 49) }
            #expect(try selected() == nil, "the home screen has no bar")
            try demo.click(187, 387)
            demo.settle(0.8)
            #expect(try selected() == 3)
            try demo.click(47, 667 - 24)
            demo.settle()
            #expect(try selected() == 3, "Inbox is closed until sign-in")

            try demo.resize(667, 375)
            demo.settle(0.8)
            let upright = try demo.grab()
            #expect(upright.width == 375 && upright.height == 667)

            // "Sign in", under the heading and the line on the Account page.
            try demo.click(187, 340)
            demo.settle()
            try demo.click(47, 667 - 24)
            demo.settle()
            #expect(try selected() == 0)
            try demo.resize(667, 375)
            demo.settle(0.8)
            let turned = try demo.grab()
            #expect(turned.width == 667 && turned.height == 375)
            #expect(turned.selectedTab(count: 4, barHeight: 32) == 0)
        }
    }
}
