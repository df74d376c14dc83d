import Foundation

/// The user's tab order kept under a tab bar controller's `customizationIdentifier`
/// (iOS 18's idea): a small versioned property list beside the restoration archive,
/// written atomically, read back at the next launch. Tabs are known by their restoration
/// identifier, else their tab bar item's title.
struct CustomizedTabOrder: Codable, Equatable {
    static let format = "TabBarKit.tabOrder"
    static let version = 1

    var format = Self.format
    var version = Self.version
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
        return UIApplication.shared.restorationStore.sibling(named: "tab-order-\(safe).plist")
    }

    /// The saved order, or nil (with a warning for a file that is not one of ours).
    @MainActor
    static func load(_ identifier: String) -> CustomizedTabOrder? {
        let store = store(for: identifier)
        guard let data = store.read() else { return nil }
        guard let saved = try? PropertyListDecoder().decode(CustomizedTabOrder.self, from: data),
              saved.format == format, saved.version <= version else {
            Log.application.warning("customizationIdentifier \(identifier): \(store.fileURL.path) is not a tab order this version reads; ignored")
            return nil
        }
        return saved
    }

    @MainActor
    func save(_ identifier: String) {
        let store = Self.store(for: identifier)
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            try store.write(encoder.encode(self))
        } catch {
            Log.application.error("customizationIdentifier \(identifier): could not save the tab order to \(store.fileURL.path): \(error)")
        }
    }
}
