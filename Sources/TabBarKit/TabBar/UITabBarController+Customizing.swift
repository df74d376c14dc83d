import Foundation

// Customizing a tab bar controller's bar (docs/reference/CALL_ORDERS.md, "Customizing"): Edit
// in the More list opens the Configure sheet with the customizable tabs; dropping one on a
// bar slot swaps the two tabs in `viewControllers`, so the displaced one goes to More. The
// controller is its bar's delegate and tells its own delegate willBegin, willEnd and didEnd
// with its controllers.
extension UITabBarController {
    /// The customizable tabs, in tab order (`customizableViewControllers` may name
    /// controllers that are no longer tabs; they are left out).
    var customizableTabs: [UIViewController] {
        guard let allowed = customizableViewControllers, !allowed.isEmpty else { return [] }
        let ids = Set(allowed.map(ObjectIdentifier.init))
        return tabControllers.filter { ids.contains(ObjectIdentifier($0)) }
    }

    /// The More list shows Edit only when something may be customized.
    func updateEditButton() {
        guard needsMore else { return }
        moreNavigation.list.showsEditButton = !customizableTabs.isEmpty
    }

    /// Opens the Configure sheet for the tabs behind `items` (all customizable tabs when
    /// Edit is tapped).
    func beginCustomizing(_ items: [UITabBarItem]? = nil) {
        let customizable = customizableTabs
        let offered = items.map { items in customizable.filter { tab in items.contains { $0 === tab.tabBarItem } } } ?? customizable
        guard !offered.isEmpty else {
            Log.viewControllers.error("beginCustomizingItems: none of the items belongs to a customizable tab; ignored")
            return
        }
        let movable = Set(offered.map(ObjectIdentifier.init))
        tabBar.startCustomizing(
            offered.map(\.tabBarItem),
            canReplace: { [weak self] item in
                guard let self, let tab = barTabs.first(where: { $0.tabBarItem === item }) else { return false }
                return movable.contains(ObjectIdentifier(tab))
            },
            place: { [weak self] item, slot in
                self?.swapTab(with: item, intoSlot: slot) ?? false
            })
    }

    /// A drop: the tab behind `item` and the bar tab in `slot` trade places.
    private func swapTab(with item: UITabBarItem, intoSlot slot: Int) -> Bool {
        let onBar = Array(barTabs)
        guard onBar.indices.contains(slot),
            let from = tabControllers.firstIndex(where: { $0.tabBarItem === item }), from != slot
        else { return false }
        let shown = selectedViewController
        changingTabs {
            tabControllers.swapAt(from, slot)
            if let selected = selectedChild, let index = tabControllers.firstIndex(where: { $0 === selected }) { lastSelectedIndex = index }
            arrangeTabs(keeping: shown, animated: true)
        }
        adoptControllerOrderForTabs()
        return true
    }

    // MARK: The bar's delegate calls (declared in the class body), passed on with the controllers

    func barWillBeginCustomizing(_ items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: controllers(for: items))
    }

    func barWillEndCustomizing(changed: Bool) {
        if changed { saveCustomizedOrder() }
        delegate?.tabBarController(self, willEndCustomizing: tabControllers, changed: changed)
    }

    func barDidEndCustomizing(changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: tabControllers, changed: changed)
    }

    private func controllers(for items: [UITabBarItem]) -> [UIViewController] {
        items.compactMap { item in tabControllers.first { $0.tabBarItem === item } }
    }
}
