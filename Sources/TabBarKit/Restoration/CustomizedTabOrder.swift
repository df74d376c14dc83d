import Foundation

/// The user's tab order kept under a tab bar controller's `customizationIdentifier`
/// (iOS 18's idea): a state file of kind `.tabOrder` (StateFileFormat.swift) beside the
/// restoration archive, whose body is a dictionary holding "order", an array of strings;
/// written atomically, read back at the next launch. Tabs are known by their restoration
/// identifier, else their tab bar item's title.
struct CustomizedTabOrder: Equatable {
    var order: [String]

    init(order: [String]) {
        self.order = order
    }

    /// The name a tab is kept under, or nil when it has none.
    @MainActor
    static func key(of tab: UIViewController) -> String? {
        tab.restorationIdentifier ?? tab.tabBarItem.title ?? tab.title
    }

    /// `tabs` in the saved order: the known ones first, as saved, then the rest as given.
    @MainActor
    func apply(to tabs: [UIViewController]) -> [UIViewController] {
        var rank: [String: Int] = [:]
        for (index, key) in order.enumerated() where rank[key] == nil { rank[key] = index }
        let ranked = tabs.enumerated().map { (offset, tab) in (tab, Self.key(of: tab).flatMap { rank[$0] }, offset) }
        let known = ranked.filter { $0.1 != nil }.sorted { ($0.1!, $0.2) < ($1.1!, $1.2) }
        return known.map(\.0) + ranked.filter { $0.1 == nil }.map(\.0)
    }

    /// Where the order for `identifier` lives: beside the app's restoration archive.
    @MainActor
    static func store(for identifier: String) -> RestorationStore {
        let safe = identifier.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "tabs"
        return UIApplication.shared.restorationStore.sibling(named: "tab-order-\(safe).state")
    }

    /// The order in a file's bytes, or the first thing wrong with them.
    static func decode(_ data: Data) -> Result<CustomizedTabOrder, StateFileFault> {
        StateFileReader.read(data, as: .tabOrder).flatMap { body in
            guard case .dictionary(let entries) = body, case .array(let names)? = entries["order"] else {
                return .failure(StateFileFault(reason: .unexpected("the body is not a dictionary holding an array \"order\"")))
            }
            var order: [String] = []
            for name in names {
                guard case .string(let text) = name else {
                    return .failure(StateFileFault(reason: .unexpected("the order holds \(name.kind)")))
                }
                order.append(text)
            }
            return .success(CustomizedTabOrder(order: order))
        }
    }

    func encoded() -> Result<Data, StateFileFormat.OverLimit> {
        StateFileFormat.encode(.dictionary(["order": .array(order.map(StateValue.string))]), as: .tabOrder)
    }

    /// The saved order, or nil (with a warning for a file that cannot be used).
    @MainActor
    static func load(_ identifier: String) -> CustomizedTabOrder? {
        let store = store(for: identifier)
        let read = store.read(limit: StateFileFormat.largestFile).flatMap { data -> Result<CustomizedTabOrder?, StateFileFault> in
            guard let data else { return .success(nil) }
            return decode(data).map(Optional.some)
        }
        switch read {
        case .success(let saved):
            return saved
        case .failure(let fault):
            Log.application.warning("customizationIdentifier \(identifier): \(store.fileURL.path) \(fault); the tabs keep the order given")
            return nil
        }
    }

    @MainActor
    func save(_ identifier: String) {
        let store = Self.store(for: identifier)
        do {
            try store.write(encoded().get())
        } catch {
            Log.application.error("customizationIdentifier \(identifier): could not save the tab order to \(store.fileURL.path): \(error)")
        }
    }
}
