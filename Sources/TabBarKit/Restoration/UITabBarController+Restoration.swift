import Foundation

// What a tab bar controller keeps: the selected tab by its child's restoration identifier,
// not its position, and the order of the tabs that have identifiers. Tabs without one keep
// their places and their default state.
extension UITabBarController {
    static let selectedTabKey = "TabBarKit.selectedTab"
    static let tabOrderKey = "TabBarKit.tabOrder"

    func encodeTabState(with coder: NSCoder) {
        if let identifier = selectedViewController?.restorationIdentifier {
            coder.encode(identifier, forKey: Self.selectedTabKey)
        }
        coder.encode(tabControllers.compactMap(\.restorationIdentifier), forKey: Self.tabOrderKey)
    }

    func decodeTabState(with coder: NSCoder) {
        if let order = coder.decodeObject(forKey: Self.tabOrderKey) as? [String] {
            let reordered = Self.controllers(tabControllers, inSavedOrder: order)
            if !reordered.elementsEqual(tabControllers, by: ===) { setViewControllers(reordered, animated: false) }
        }
        if let identifier = coder.decodeObject(forKey: Self.selectedTabKey) as? String,
            let tab = tabControllers.first(where: { $0.restorationIdentifier == identifier })
        {
            selectedViewController = tab
        }
    }

    /// The tabs with identifiers take the slots such tabs hold, in the saved order (those the
    /// save did not know keep their relative order after the known ones); the others stay put.
    static func controllers(_ tabs: [UIViewController], inSavedOrder order: [String]) -> [UIViewController] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let identified = tabs.enumerated().filter { $0.element.restorationIdentifier != nil }
        let sorted = identified.sorted { a, b in
            let ra = rank[a.element.restorationIdentifier!] ?? Int.max, rb = rank[b.element.restorationIdentifier!] ?? Int.max
            return ra != rb ? ra < rb : a.offset < b.offset
        }
        var result = tabs
        for (slot, tab) in zip(identified.map(\.offset), sorted.map(\.element)) { result[slot] = tab }
        return result
    }
}
