import TabBarKit

// A hardware keyboard selects tabs as on a standard tab bar: Control (or Command) with 1–9
// selects the tab at that place, through the delegate like a tap. The bar is the app's
// own, so there is no focus ring to move; other keys go up the responder chain.
extension SelfDesignedTabBarController {
    /// The tab index a key press selects, if it is Control- or Command-digit.
    func tabIndex(selectedBy press: UIPress) -> Int? {
        guard let key = press.key else { return nil }
        let digits: [UIKeyboardHIDUsage] = [.keyboard1, .keyboard2, .keyboard3, .keyboard4, .keyboard5,
                                            .keyboard6, .keyboard7, .keyboard8, .keyboard9]
        guard let digit = digits.firstIndex(of: key.keyCode) else { return nil }
        let flags = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        return flags == .control || flags == .command ? digit : nil
    }

    /// Selects for the presses that are this controller's keys; returns the others.
    func handleKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var others = Set<UIPress>()
        for press in presses {
            // A digit beyond the tabs is still this controller's key: it selects nothing.
            if let index = tabIndex(selectedBy: press) {
                if viewControllers.indices.contains(index) { select(index) }
            } else {
                others.insert(press)
            }
        }
        return others
    }
}
