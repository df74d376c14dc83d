import Foundation

/// The keyboard shortcut that selects a tab, as on iPad: Control or Command with 1–9 picks
/// the tab at that place (Caps Lock and the keypad do not matter). Shared by the tab bar
/// controller and TabBarKitExtras' self-designed bars. Not UIKit's API: visible only to
/// `@_spi(TabBarKitExtras) import TabBarKit` outside TabBarKit.
@_spi(TabBarKitExtras)
extension UIKey {
    /// The index (0 for the digit 1) of the tab this key selects, or nil.
    public var tabIndexForSelectionShortcut: Int? {
        let digits: [UIKeyboardHIDUsage] = [
            .keyboard1, .keyboard2, .keyboard3, .keyboard4, .keyboard5,
            .keyboard6, .keyboard7, .keyboard8, .keyboard9,
        ]
        guard let digit = digits.firstIndex(of: keyCode) else { return nil }
        let flags = modifierFlags.subtracting([.alphaShift, .numericPad])
        return flags == .control || flags == .command ? digit : nil
    }
}
