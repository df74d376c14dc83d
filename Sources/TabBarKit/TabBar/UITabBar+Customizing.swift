import Foundation

// Customizing (docs/reference/CALL_ORDERS.md, "Customizing"): the Configure sheet over the
// bar's superview, drags onto the bar's slots, Done. A standalone bar puts a dropped item in
// the slot (swapping when it is already on the bar); a tab bar controller's bar moves the
// tabs instead (UITabBarController+Customizing.swift).
extension UITabBar {
    func startCustomizing(
        _ items: [UITabBarItem], canReplace: @escaping (UITabBarItem) -> Bool,
        place: @escaping TabBarCustomizer.Placement
    ) {
        guard customizer == nil else {
            Log.viewControllers.error("UITabBar.beginCustomizingItems: the bar is being customized already; ignored")
            return
        }
        let session = TabBarCustomizer(bar: self, items: items, canReplace: canReplace, place: place)
        customizer = session
        restyleButtons()
        session.open(animated: window != nil)
    }

    func customizingDidEnd(_ session: TabBarCustomizer) {
        guard customizer === session else { return }
        customizer = nil
        restyleButtons()
    }

    /// A standalone bar: the item takes the slot; if it was on the bar already, the two swap.
    func putStandalone(_ item: UITabBarItem, at slot: Int) -> Bool {
        var items = storedItems
        guard items.indices.contains(slot), items[slot] !== item else { return false }
        if let from = items.firstIndex(where: { $0 === item }) {
            items.swapAt(from, slot)
        } else {
            items[slot] = item
        }
        showItems(items, animated: true)
        return true
    }
}
