import Foundation

// PLACEHOLDER for the bar's views (buttons, badges, background); the bar view work replaces it.
extension UITabBar {
    func setUpBar() {}
    var legacyAppearance: UITabBarAppearance { UITabBarAppearance() }
    func lookDidChange() { setNeedsLayout() }
    func itemDidChange(_ item: UITabBarItem) { setNeedsLayout() }
    func itemsDidChange(animated: Bool) { setNeedsLayout() }
    func selectionDidChange() { setNeedsDisplay() }
}
