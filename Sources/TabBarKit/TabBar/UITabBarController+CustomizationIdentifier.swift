import Foundation

// iOS 18's `customizationIdentifier`: what the user made of the tabs (the order they gave
// them, and in the sidebar the tabs they hid and the groups they reordered) is saved as they
// change it, and applied whenever tabs are set, across launches and without state
// restoration (Restoration/TabCustomization.swift).
extension UITabBarController {
    /// What is saved under the identifier, read once per identifier.
    private var customization: TabCustomization? {
        guard let customizationIdentifier else { return nil }
        if savedCustomization?.identifier != customizationIdentifier {
            savedCustomization = (customizationIdentifier, TabCustomization.load(customizationIdentifier, of: tabBar.application))
        }
        return savedCustomization?.customization
    }

    /// The tabs in the saved order, when an identifier names one.
    func inSavedOrder(_ list: [UIViewController]) -> [UIViewController] {
        customization?.apply(to: list) ?? list
    }

    /// The user's choices saved for these tabs (and the tabs in their groups) become theirs:
    /// the visibility of each tab they showed or hid, each reordered group's order, the
    /// sidebar sections they collapsed.
    func applySavedChoices(to tabs: [UITab]) {
        guard let customization else { return }
        sidebar.collapsedGroups = Set(customization.collapsed)
        guard !customization.hidden.isEmpty || !customization.groups.isEmpty else { return }
        // Once, when all are applied: a bar rebuilt between two would apply the saved order
        // to tabs about to be hidden.
        applyingSavedChoices = true
        defer {
            applyingSavedChoices = false
            if tabs.contains(where: { $0.owner === self }) { tabsDidChange() }
        }
        for tab in Self.withDescendants(tabs) {
            if let hidden = customization.hidden[tab.identifier], tab.isHidden != hidden { tab.isHidden = hidden }
            if let group = tab as? UITabGroup, let order = customization.groups[group.identifier],
                group.displayOrderIdentifiers != order
            {
                group.displayOrderIdentifiers = order
            }
        }
    }

    /// A new identifier: what it saved applies to the tabs there are now.
    func applySavedCustomization() {
        applySavedChoices(to: rootTabs)
        guard !tabControllers.isEmpty else { return }
        let ordered = inSavedOrder(tabControllers)
        guard !zip(ordered, tabControllers).allSatisfy({ $0 === $1 }) else { return }
        performSetViewControllers(ordered, animated: false)
    }

    /// Saves the bar's order as it is now, with the sidebar choices made before.
    func saveCustomizedOrder() {
        saveCustomization { _ in }
    }

    /// Records a choice the user made, with the bar's order, and saves it all.
    func saveCustomization(_ change: (inout TabCustomization) -> Void) {
        guard let customizationIdentifier else { return }
        var saved = customization ?? TabCustomization(order: [])
        saved.order = tabControllers.compactMap(TabCustomization.key(of:))
        change(&saved)
        saved.save(customizationIdentifier, of: tabBar.application)
        savedCustomization = (customizationIdentifier, saved)
    }
}
