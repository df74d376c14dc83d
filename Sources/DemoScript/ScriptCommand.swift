import Foundation
import TabBarKit

/// One line of a demo script (Sources/TabBarKit/TabBarKit.docc/HOST.md), with points in the window's coordinates.
public enum ScriptCommand: Equatable, Sendable {
    /// A finger down and up at a point.
    case tap(CGPoint)
    /// A finger down at `from`, moved to `to` over `milliseconds`, then lifted.
    case drag(from: CGPoint, to: CGPoint, milliseconds: Int)
    /// A key pressed and released, with modifiers held.
    case key(ScriptKey)
    /// The window resized to a size in points (a size transition; wider than tall is landscape).
    case resize(CGSize)
    /// Time passes (the app is ticked at 60 Hz).
    case wait(milliseconds: Int)
    /// The window's pixels written as PNG.
    case screenshot(path: String)
    /// The tab bar controller on screen must have this `selectedIndex` (counted from 0).
    case expectSelected(Int)
    /// The process's resident memory printed to standard output as `memory: N KiB`.
    case memory
    /// The script ends here; the app quits.
    case quit
}

/// A key as a script names it: `ctrl+3`, `shift+tab`, `escape`, `a`.
public struct ScriptKey: Equatable, Sendable {
    public let code: UIKeyboardHIDUsage
    public let modifiers: UIKeyModifierFlags

    public init(code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        self.code = code
        self.modifiers = modifiers
    }

    static let modifierNames: [String: UIKeyModifierFlags] = [
        "ctrl": .control, "control": .control, "shift": .shift, "alt": .alternate, "cmd": .command, "command": .command,
    ]

    static let keyNames: [String: UIKeyboardHIDUsage] = {
        var names: [String: UIKeyboardHIDUsage] = [
            "tab": .keyboardTab, "space": .keyboardSpacebar, "enter": .keyboardReturnOrEnter, "return": .keyboardReturnOrEnter,
            "escape": .keyboardEscape, "esc": .keyboardEscape, "backspace": .keyboardDeleteOrBackspace,
            "delete": .keyboardDeleteForward, "left": .keyboardLeftArrow, "right": .keyboardRightArrow,
            "up": .keyboardUpArrow, "down": .keyboardDownArrow,
        ]
        let letters = "abcdefghijklmnopqrstuvwxyz"
        for (offset, letter) in letters.enumerated() {
            names[String(letter)] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)
        }
        for digit in 1...9 {
            names[String(digit)] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + digit - 1)
        }
        names["0"] = .keyboard0
        return names
    }()
}
