@_spi(Hosting) import DemoScript
import Foundation
@_spi(Hosting) import TabBarKit
import TabBarKitTestSupport
import Testing

/// Scripts run headless against a tab bar controller: taps, keys, resizes, screenshots
/// and expectations, with the failing line's number when one fails.
@Suite(.freshApplication)
@MainActor
struct ScriptRunnerTests {
    @MainActor
    final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()

        init() {
            tabs.viewControllers = ["One", "Two", "Three"].map { title in
                let page = UIViewController()
                page.title = title
                return page
            }
            window.rootViewController = tabs
            window.makeKeyAndVisible()
        }

        func run(_ text: String) throws {
            let runner = ScriptRunner(window: window, scale: 1) { seconds in
                FrameLoop.advance(UIApplication.shared, by: seconds)
            }
            try runner.run(ScriptParser.parse(text))
        }

        /// Lets gesture deadlines a tap or drag left pass: tests share one application.
        func settle() {
            FrameLoop.advance(UIApplication.shared, by: 1)
        }
    }

    @Test func tapsAndKeysSelectTabsAndExpectationsHold() throws {
        let scene = Scene()
        defer { scene.settle() }
        try scene.run(
            """
            expect-selected 0
            tap 187 640
            expect-selected 1
            key ctrl+3
            expect-selected 2
            key tab
            key left
            key space
            expect-selected 1
            """)
        #expect(scene.tabs.selectedIndex == 1)
    }

    @Test func aFailedExpectationStopsTheRunAtItsLine() {
        let scene = Scene()
        #expect(throws: ScriptError(line: 2, message: "expect-selected: tab 2 should be selected, but tab 0 is")) {
            try scene.run("wait 10\nexpect-selected 2\nkey ctrl+3")
        }
        #expect(scene.tabs.selectedIndex == 0, "the line after the failure did not run")
    }

    @Test func quitEndsTheScript() throws {
        let scene = Scene()
        try scene.run("quit\nkey ctrl+2")
        #expect(scene.tabs.selectedIndex == 0)
    }

    @Test func resizeIsASizeTransitionAndWaitLetsTimePass() throws {
        let scene = Scene()
        let start = UIApplication.shared.currentTime
        try scene.run("resize 667 375\nwait 250")
        #expect(scene.window.bounds.size == CGSize(width: 667, height: 375))
        #expect(scene.tabs.tabBar.frame.height == 32, "the compact landscape bar")
        #expect(abs(UIApplication.shared.currentTime - start - 0.25) < 1e-6)
    }

    @Test func aDragMovesTheFingerOncePerFrame() throws {
        let scene = Scene()
        defer { scene.settle() }
        let start = UIApplication.shared.currentTime
        try scene.run("drag 10 100 200 100 500\nexpect-selected 0")
        #expect(abs(UIApplication.shared.currentTime - start - 0.5) < 1e-6)
    }

    @Test func screenshotsArePNGsOfTheWindow() throws {
        let scene = Scene()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/shot.png").path
        try scene.run("screenshot \(path)")
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.size == CGSize(width: 375, height: 667))
    }

    @Test func anUnwritableScreenshotIsAnErrorOnItsLine() {
        let scene = Scene()
        #expect {
            try scene.run("wait 0\nscreenshot /proc/no/such/place.png")
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.line == 2 && error.message.hasPrefix("could not write the screenshot to /proc/no/such/place.png")
        }
    }

    @Test func withoutATabBarControllerExpectSelectedFails() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        let runner = ScriptRunner(window: window, scale: 1) { _ in }
        #expect(throws: ScriptError(line: 1, message: "expect-selected: no tab bar controller is on screen")) {
            try runner.run(ScriptParser.parse("expect-selected 0"))
        }
    }
}
