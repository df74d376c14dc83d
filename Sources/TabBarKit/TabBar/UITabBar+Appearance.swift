import Foundation

// Tab bar items take their proxies' values when their bar is in a window: an item is no
// view, so it joins a window through the bar that shows it.
extension UITabBar {
    func applyItemAppearance(to items: [UITabBarItem]) {
        let registry = application.appearanceRegistry
        guard !registry.isEmpty else { return }
        for item in items {
            item.applyAppearance(from: registry) { [unowned self] in [self as NSObject] + self.appearanceContainers }
        }
    }
}
