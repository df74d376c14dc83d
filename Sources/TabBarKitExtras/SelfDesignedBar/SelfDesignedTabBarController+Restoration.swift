import Foundation
import TabBarKit

// State restoration keeps the selected tab by its restoration identifier, as a tab bar
// controller does, so a new version of the app that reorders its tabs still restores the
// right one. Restoring is not the user choosing: the delegate is not asked.
extension SelfDesignedTabBarController {
    static let selectedTabKey = "TabBarKitExtras.selectedTab"

    func encodeSelection(with coder: NSCoder) {
        if let identifier = selectedViewController?.restorationIdentifier {
            coder.encode(identifier, forKey: Self.selectedTabKey)
        }
    }

    func decodeSelection(with coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: Self.selectedTabKey) as? String else { return }
        guard let index = viewControllers.firstIndex(where: { $0.restorationIdentifier == identifier }) else {
            return Self.log.notice("restoring: no tab is \(identifier) any more; the selection stays")
        }
        if index != selectedIndex { show(index) }
    }
}
