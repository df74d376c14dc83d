import Foundation

// iOS 18's `customizationIdentifier`: the order the user gives the tabs is saved when
// customizing ends with a change, and applied whenever tabs are set, across launches and
// without state restoration (Restoration/CustomizedTabOrder.swift).
extension UITabBarController {
    /// The tabs in the saved order, when an identifier names one.
    func inSavedOrder(_ list: [UIViewController]) -> [UIViewController] {
        guard let customizationIdentifier else { return list }
        if savedOrder?.identifier != customizationIdentifier {
            savedOrder = (customizationIdentifier, CustomizedTabOrder.load(customizationIdentifier))
        }
        return savedOrder?.order?.apply(to: list) ?? list
    }

    /// A new identifier: its saved order applies to the tabs there are now.
    func applySavedOrder() {
        guard !tabControllers.isEmpty else { return }
        let ordered = inSavedOrder(tabControllers)
        guard !zip(ordered, tabControllers).allSatisfy({ $0 === $1 }) else { return }
        performSetViewControllers(ordered, animated: false)
    }

    func saveCustomizedOrder() {
        guard let customizationIdentifier else { return }
        let order = CustomizedTabOrder(order: tabControllers.compactMap(CustomizedTabOrder.key(of:)))
        order.save(customizationIdentifier)
        savedOrder = (customizationIdentifier, order)
    }
}
