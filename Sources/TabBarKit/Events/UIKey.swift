import Foundation

/// Modifier keys held during a key press.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard, as one press reports it.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key typed, modifiers applied (Shift and Caps Lock capitalise letters).
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    /// `characters` defaults to what the key types with `modifierFlags`; a host that knows
    /// the keyboard layout passes what it typed.
    init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags, characters: String?) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        charactersIgnoringModifiers = keyCode.unmodifiedCharacters
        let capitalised = !modifierFlags.isDisjoint(with: [.shift, .alphaShift]) && keyCode.isLetter
        self.characters = characters ?? (capitalised ? charactersIgnoringModifiers.uppercased() : charactersIgnoringModifiers)
    }
}
