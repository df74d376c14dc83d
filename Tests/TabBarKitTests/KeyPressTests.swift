import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct KeyPressTests {
    @Test func keysGoToTheFirstResponderAndUpTheChain() {
        let scene = TouchScene()
        scene.inner.acceptsFirstResponder = true
        #expect(scene.inner.becomeFirstResponder())
        defer { scene.inner.resignFirstResponder() }
        scene.window.sendKey(.keyboardA, modifierFlags: .shift)
        #expect(scene.log.events == ["inner.pressesBegan A", "outer.pressesBegan A", "inner.pressesEnded A", "outer.pressesEnded A"])
    }

    @Test func withoutAFirstResponderTheWindowGetsTheKey() {
        let window = TouchSceneWindow()
        window.sendKey(.keyboardReturnOrEnter)
        #expect(window.log.events == ["began \r", "ended \r"])
    }

    @Test func keysReportTheirCharactersAndCodes() {
        let window = TouchSceneWindow()
        let press = window.beginPress(.keyboardUpArrow, modifierFlags: [.command])
        #expect(press.key?.keyCode == .keyboardUpArrow)
        #expect(press.key?.charactersIgnoringModifiers == "UIKeyInputUpArrow")
        #expect(press.key?.modifierFlags == .command)
        #expect(press.phase == .began)
        #expect(press.responder === window)
        window.endPress(press)
        #expect(press.phase == .ended)
        window.endPress(press) // already up: logged, ignored
        #expect(window.log.events == ["began UIKeyInputUpArrow", "ended UIKeyInputUpArrow"])
        #expect(UIKeyboardHIDUsage(rawValue: 0x2B) == .keyboardTab, "SDL2 scancodes map directly")
        #expect(UIKeyboardHIDUsage.keyboard0.unmodifiedCharacters == "0")
        #expect(UIKeyboardHIDUsage.keyboard7.unmodifiedCharacters == "7")
        #expect(UIKeyboardHIDUsage.keyboardZ.unmodifiedCharacters == "z")
    }
}

/// A window that logs the presses that reach it.
@MainActor
final class TouchSceneWindow: UIWindow {
    let log = EventLog()

    convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("began \(presses.first?.key?.characters ?? "")")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("ended \(presses.first?.key?.characters ?? "")")
    }
}
