@_spi(TabBarKitExtras) import TabBarKit

// A hardware keyboard selects tabs as on a standard tab bar: Control (or Command) with 1–9
// selects the tab at that place, through the delegate like a tap. The bar is the app's
// own, so there is no focus ring to move; other keys go up the responder chain.
extension SelfDesignedTabBarController {
    /// The tab index a key press selects, if it is Control- or Command-digit.
    func tabIndex(selectedBy press: UIPress) -> Int? {
        press.key?.tabIndexForSelectionShortcut
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
