import Foundation

/// USB HID usage codes of keyboard keys, UIKit's names for them. TabBarKit lists the keys a
/// host needs (letters, digits, editing and navigation keys, modifiers); SDL2's scancodes
/// are these same numbers, so `UIKeyboardHIDUsage(rawValue:)` maps them.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardA = 0x04, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH
    case keyboardI, keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP
    case keyboardQ, keyboardR, keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX
    case keyboardY, keyboardZ
    case keyboard1 = 0x1E, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8
    case keyboard9, keyboard0
    case keyboardReturnOrEnter = 0x28, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar
    case keyboardHome = 0x4A, keyboardPageUp, keyboardDeleteForward, keyboardEnd, keyboardPageDown
    case keyboardRightArrow, keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
    case keypadEnter = 0x58
    case keyboardLeftControl = 0xE0, keyboardLeftShift, keyboardLeftAlt, keyboardLeftGUI
    case keyboardRightControl, keyboardRightShift, keyboardRightAlt, keyboardRightGUI

    var isLetter: Bool { (Self.keyboardA.rawValue...Self.keyboardZ.rawValue).contains(rawValue) }

    /// What the key types with no modifiers, as UIKit reports it (arrows as UIKit's
    /// `UIKeyInput…Arrow` strings, modifier keys as nothing).
    var unmodifiedCharacters: String {
        if isLetter { return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(rawValue - Self.keyboardA.rawValue))) }
        if (Self.keyboard1.rawValue...Self.keyboard9.rawValue).contains(rawValue) {
            return String(UnicodeScalar(UInt8(ascii: "1") + UInt8(rawValue - Self.keyboard1.rawValue)))
        }
        switch self {
        case .keyboard0: return "0"
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardEscape: return "\u{1B}"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        case .keyboardDeleteForward: return "\u{7F}"
        case .keyboardRightArrow: return "UIKeyInputRightArrow"
        case .keyboardLeftArrow: return "UIKeyInputLeftArrow"
        case .keyboardDownArrow: return "UIKeyInputDownArrow"
        case .keyboardUpArrow: return "UIKeyInputUpArrow"
        case .keyboardHome: return "UIKeyInputHome"
        case .keyboardEnd: return "UIKeyInputEnd"
        case .keyboardPageUp: return "UIKeyInputPageUp"
        case .keyboardPageDown: return "UIKeyInputPageDown"
        case .keypadEnter: return "\r"
        default: return ""
        }
    }
}
