import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A hardware keyboard on the tab bar, as on iPad: Control-digit selects, Tab and the
/// arrows move a focus ring, Space or Return selects the focused tab, Escape goes back.
@Suite(.freshApplication)
@MainActor
struct TabBarKeyboardTests {
    private func makeFixture(_ names: [String] = ["A", "B", "C"]) -> TabBarFixture {
        TabBarFixture(names)
    }

    private func focusedTitle(_ fixture: TabBarFixture) -> String? {
        fixture.controller.tabBar.focusedItem?.title
    }

    @Test func controlDigitSelectsThatTabThroughTheDelegateInUIKitsOrder() {
        let fixture = makeFixture()
        let start = fixture.log.events.count
        fixture.window.sendKey(.keyboard2, modifierFlags: .control)
        #expect(
            fixture.events(since: start) == [
                "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "delegate.didSelect(B)",
            ])
        #expect(fixture.controller.selectedIndex == 1)
        fixture.window.sendKey(.keyboard3, modifierFlags: .command)
        #expect(fixture.controller.selectedIndex == 2)
    }

    @Test func aDigitWithoutControlOrBeyondTheTabsSelectsNothing() {
        let fixture = makeFixture()
        let start = fixture.log.events.count
        fixture.window.sendKey(.keyboard2)
        fixture.window.sendKey(.keyboard9, modifierFlags: .control)
        fixture.window.sendKey(.keyboard2, modifierFlags: [.control, .shift])
        #expect(fixture.events(since: start).isEmpty)
        #expect(fixture.controller.selectedIndex == 0)
    }

    @Test func aVetoFromTheDelegateHoldsForKeysAsForTaps() {
        let fixture = makeFixture()
        fixture.delegate.vetoed = ["C"]
        let start = fixture.log.events.count
        fixture.window.sendKey(.keyboard3, modifierFlags: .control)
        #expect(fixture.events(since: start) == ["delegate.shouldSelect(C)"])
        #expect(fixture.controller.selectedIndex == 0)
    }

    @Test func tabStartsAtTheSelectedItemAndWrapsShiftTabGoesBack() {
        let fixture = makeFixture()
        fixture.controller.selectedIndex = 1
        #expect(focusedTitle(fixture) == nil)
        fixture.window.sendKey(.keyboardTab)
        #expect(focusedTitle(fixture) == "B")
        fixture.window.sendKey(.keyboardTab)
        #expect(focusedTitle(fixture) == "C")
        fixture.window.sendKey(.keyboardTab)
        #expect(focusedTitle(fixture) == "A")
        fixture.window.sendKey(.keyboardTab, modifierFlags: .shift)
        #expect(focusedTitle(fixture) == "C")
        #expect(fixture.controller.selectedIndex == 1, "moving focus selects nothing")
    }

    @Test func arrowsMoveFocusAndStopAtTheEnds() {
        let fixture = makeFixture()
        fixture.window.sendKey(.keyboardLeftArrow)
        #expect(focusedTitle(fixture) == "A")
        fixture.window.sendKey(.keyboardLeftArrow)
        #expect(focusedTitle(fixture) == "A")
        fixture.window.sendKey(.keyboardRightArrow)
        fixture.window.sendKey(.keyboardRightArrow)
        fixture.window.sendKey(.keyboardRightArrow)
        #expect(focusedTitle(fixture) == "C")
    }

    @Test func focusSkipsDisabledItems() {
        let fixture = makeFixture()
        fixture.tabs[1].tabBarItem.isEnabled = false
        fixture.window.sendKey(.keyboardTab)
        fixture.window.sendKey(.keyboardTab)
        #expect(focusedTitle(fixture) == "C")
    }

    @Test func spaceAndReturnSelectTheFocusedTabAsATapWould() {
        let fixture = makeFixture()
        fixture.window.sendKey(.keyboardTab)
        fixture.window.sendKey(.keyboardTab)
        let start = fixture.log.events.count
        fixture.window.sendKey(.keyboardSpacebar)
        #expect(fixture.events(since: start).first == "delegate.shouldSelect(B)")
        #expect(fixture.events(since: start).last == "delegate.didSelect(B)")
        #expect(fixture.controller.selectedIndex == 1)
        fixture.window.sendKey(.keyboardTab)
        fixture.window.sendKey(.keyboardReturnOrEnter)
        #expect(fixture.controller.selectedIndex == 2)
        #expect(focusedTitle(fixture) == "C", "focus stays where it was")
    }

    @Test func spaceWithoutFocusSelectsNothing() {
        let fixture = makeFixture()
        let start = fixture.log.events.count
        fixture.window.sendKey(.keyboardSpacebar)
        #expect(fixture.events(since: start).isEmpty)
    }

    @Test func escapeGoesBackInTheSelectedStackThenDropsFocus() {
        let fixture = makeFixture()
        let app = TestApplication()
        let root = LoggingViewController("Root", log: fixture.log)
        let nav = UINavigationController(rootViewController: root)
        fixture.controller.viewControllers = [nav] + fixture.tabs
        fixture.controller.selectedIndex = 0
        nav.pushViewController(LoggingViewController("Deep", log: fixture.log), animated: false)
        fixture.window.sendKey(.keyboardTab)
        #expect(fixture.controller.tabBar.focusedItem === nav.tabBarItem)
        fixture.window.sendKey(.keyboardEscape)
        app.tick(0)
        app.tick(1)
        #expect(nav.viewControllers.count == 1)
        #expect(fixture.controller.tabBar.focusedItem != nil, "the first Escape goes back")
        fixture.window.sendKey(.keyboardEscape)
        #expect(fixture.controller.tabBar.focusedItem == nil)
    }

    @Test func keysReachTheControllerFromAFirstResponderInsideATab() {
        let fixture = makeFixture()
        let field = KeyTakingView()
        fixture.tabs[0].view.addSubview(field)
        #expect(field.becomeFirstResponder())
        defer { _ = field.resignFirstResponder() }
        fixture.window.sendKey(.keyboard2, modifierFlags: .control)
        #expect(fixture.controller.selectedIndex == 1)
    }

    @Test func otherKeysGoOnUpTheChain() {
        let fixture = makeFixture()
        let window = KeyLoggingWindow(frame: fixture.window.frame)
        let controller = UITabBarController()
        controller.viewControllers = [UIViewController(), UIViewController()]
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.sendKey(.keyboardA)
        window.sendKey(.keyboard2, modifierFlags: .control)
        #expect(window.keys == ["a"])
        #expect(controller.selectedIndex == 1)
        fixture.window.makeKey()
    }

    @Test func theFocusRingIsDrawnInTheTintOrTheFocusedStateColour() {
        let fixture = makeFixture()
        let bar = fixture.controller.tabBar
        bar.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        fixture.window.sendKey(.keyboardTab)
        let renderer = ViewRenderer(rootView: fixture.window, scale: 1)
        renderer.render()
        let button = bar.buttons[0]
        // The ring's left edge, half-way down the button, in window points.
        let edge = button.convert(CGPoint(x: TabBarFocusRing.inset + 1, y: button.bounds.midY), to: fixture.window)
        #expect(pixel(renderer, at: edge) == "255,0,0")

        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.focused.iconColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        bar.standardAppearance = appearance
        fixture.window.sendKey(.keyboardTab)
        fixture.window.sendKey(.keyboardTab, modifierFlags: .shift)
        renderer.render()
        #expect(pixel(renderer, at: edge) == "0,0,255")
    }

    /// "r,g,b" of the pixel at `point` (scale 1), or "outside".
    private func pixel(_ renderer: ViewRenderer, at point: CGPoint) -> String? {
        renderer.withPixels { data, width, height, stride in
            let x = Int(point.x), y = Int(point.y)
            guard x >= 0, y >= 0, x < width, y < height else { return "outside" }
            let value = data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            return "\(value >> 16 & 0xFF),\(value >> 8 & 0xFF),\(value & 0xFF)"
        }
    }
}

/// A view that takes first responder, like a text field would.
@MainActor
private final class KeyTakingView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A window that records the characters of the keys that reach it.
@MainActor
private final class KeyLoggingWindow: UIWindow {
    var keys: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.characters }
    }
}
