import Foundation

// UIKit code installs a bar of its own class with `setValue(CustomTabBar(), forKey: "tabBar")`,
// in the controller's init or viewDidLoad. The new bar takes the old one's place: its place
// among the controller view's subviews and its frame, the items and selection, the
// controller's wiring, and whatever look the app gave the old bar. The bar's own overrides
// (draw, layout, hit testing, size) then take effect, since the controller lays out,
// draws and hit-tests whatever bar `tabBar` holds.
extension UITabBarController {
    func replaceBar(with bar: UITabBar) {
        let old = installedBar
        guard bar !== old else { return }
        if let owner = bar.managingController {
            Log.viewControllers.error(
                "setValue(_:forKey: \"tabBar\"): the bar belongs to another tab bar controller (\(type(of: owner))); ignored")
            return
        }
        // A Configure sheet of the old bar ends first: its session edits the old bar's slots.
        if old.isCustomizing { old.endCustomizing(animated: false) }
        bar.adoptLook(of: old)
        bar.frame = old.frame
        bar.autoresizingMask = old.autoresizingMask
        bar.isHidden = old.isHidden
        bar.alpha = old.alpha
        if let superview = old.superview {
            superview.insertSubview(bar, aboveSubview: old)
            old.removeFromSuperview()
        }
        installedBar = bar
        old.releaseFromController()
        old.showItems([], animated: false)
        bar.delegate = self
        showTabItems(animated: false)
        showBarSelection()
        viewIfLoaded?.setNeedsLayout()
    }
}

extension UITabBar {
    /// Takes what the app set on the bar it replaces; what it left at the defaults stays as
    /// this bar's own initialiser made it.
    func adoptLook(of old: UITabBar) {
        if let color = old.storedTintColor { tintColor = color }
        if let color = old.backgroundColor { backgroundColor = color }
        if let color = old.unselectedItemTintColor { unselectedItemTintColor = color }
        if let color = old.barTintColor { barTintColor = color }
        if old.barStyle != .default { barStyle = old.barStyle }
        if !old.isTranslucent { isTranslucent = false }
        if let image = old.backgroundImage { backgroundImage = image }
        if let image = old.shadowImage { shadowImage = image }
        if let image = old.selectionIndicatorImage { selectionIndicatorImage = image }
        if old.itemPositioning != .automatic { itemPositioning = old.itemPositioning }
        if old.itemWidth != 0 { itemWidth = old.itemWidth }
        if old.itemSpacing != 0 { itemSpacing = old.itemSpacing }
        if let appearance = old.storedStandardAppearance { standardAppearance = appearance }
        if let appearance = old.storedScrollEdgeAppearance { scrollEdgeAppearance = appearance }
        isAtScrollEdge = old.isAtScrollEdge
    }
}
