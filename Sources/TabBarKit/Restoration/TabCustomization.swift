import Foundation

/// What the user made of the tabs, kept under a tab bar controller's
/// `customizationIdentifier` (iOS 18's idea): a state file of kind `.tabOrder`
/// (StateFileFormat.swift) beside the restoration archive, written atomically and read back
/// at the next launch. Its body is a dictionary holding "order", an array of strings (the
/// bar's tabs, known by their restoration identifier, else their tab bar item's title), and,
/// since the sidebar lets the user hide tabs and reorder groups, "hidden", a dictionary of
/// `UITab` identifiers to Booleans, and "groups", a dictionary of group identifiers to
/// arrays of their children's identifiers, and "collapsed", an array of the identifiers of
/// the groups whose sidebar sections the user collapsed. A file without the last three is
/// read as having none of them.
struct TabCustomization: Equatable {
    var order: [String]
    /// The tabs whose visibility the user chose, by identifier.
    var hidden: [String: Bool]
    /// The groups the user reordered: each one's children's identifiers in display order.
    var groups: [String: [String]]
    /// The groups whose sidebar sections the user collapsed, by identifier, sorted.
    var collapsed: [String]

    init(order: [String], hidden: [String: Bool] = [:], groups: [String: [String]] = [:], collapsed: [String] = []) {
        self.order = order
        self.hidden = hidden
        self.groups = groups
        self.collapsed = collapsed
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

    /// Where the order for `identifier` lives: beside `application`'s restoration archive.
    @MainActor
    static func store(for identifier: String, of application: UIApplication) -> RestorationStore {
        let safe = identifier.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "tabs"
        return application.restorationStore.sibling(named: "tab-order-\(safe).state")
    }

    /// The customization in a file's bytes, or the first thing wrong with them.
    static func decode(_ data: Data) -> Result<TabCustomization, StateFileFault> {
        StateFileReader.read(data, as: .tabOrder).flatMap { body in Result { () throws(StateFileFault) in try parse(body) } }
    }

    private static func parse(_ body: StateValue) throws(StateFileFault) -> TabCustomization {
        guard case .dictionary(let entries) = body, case .array(let names)? = entries["order"] else {
            throw unexpected("the body is not a dictionary holding an array \"order\"")
        }
        var hidden: [String: Bool] = [:]
        for (identifier, flag) in try dictionary(entries["hidden"], named: "hidden") {
            guard case .bool(let value) = flag else { throw unexpected("\"hidden\" holds \(flag.kind) for \(identifier)") }
            hidden[identifier] = value
        }
        var groups: [String: [String]] = [:]
        for (identifier, value) in try dictionary(entries["groups"], named: "groups") {
            guard case .array(let children) = value else { throw unexpected("\"groups\" holds \(value.kind) for \(identifier)") }
            groups[identifier] = try strings(children, in: "the order of group \(identifier)")
        }
        var collapsed: [String] = []
        switch entries["collapsed"] {
        case nil: break
        case .array(let identifiers)?: collapsed = try strings(identifiers, in: "\"collapsed\"")
        case let other?: throw unexpected("\"collapsed\" is \(other.kind), not an array")
        }
        return TabCustomization(
            order: try strings(names, in: "the order"), hidden: hidden, groups: groups, collapsed: collapsed)
    }

    /// An optional entry that must be a dictionary when it is there.
    private static func dictionary(_ value: StateValue?, named name: String) throws(StateFileFault) -> [String: StateValue] {
        switch value {
        case nil: return [:]
        case .dictionary(let entries)?: return entries
        case let other?: throw unexpected("\"\(name)\" is \(other.kind), not a dictionary")
        }
    }

    private static func unexpected(_ reason: String) -> StateFileFault {
        StateFileFault(reason: .unexpected(reason))
    }

    private static func strings(_ values: [StateValue], in place: String) throws(StateFileFault) -> [String] {
        var texts: [String] = []
        for value in values {
            guard case .string(let text) = value else { throw unexpected("\(place) holds \(value.kind)") }
            texts.append(text)
        }
        return texts
    }

    func encoded() -> Result<Data, StateFileFormat.OverLimit> {
        var body: [String: StateValue] = ["order": .array(order.map(StateValue.string))]
        if !hidden.isEmpty { body["hidden"] = .dictionary(hidden.mapValues(StateValue.bool)) }
        if !groups.isEmpty { body["groups"] = .dictionary(groups.mapValues { .array($0.map(StateValue.string)) }) }
        if !collapsed.isEmpty { body["collapsed"] = .array(collapsed.map(StateValue.string)) }
        return StateFileFormat.encode(.dictionary(body), as: .tabOrder)
    }

    /// The saved customization, or nil (with a warning for a file that cannot be used).
    @MainActor
    static func load(_ identifier: String, of application: UIApplication) -> TabCustomization? {
        let store = store(for: identifier, of: application)
        let read = store.read(limit: StateFileFormat.largestFile).flatMap { data -> Result<TabCustomization?, StateFileFault> in
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
    func save(_ identifier: String, of application: UIApplication) {
        let store = Self.store(for: identifier, of: application)
        do {
            try store.write(encoded().get())
        } catch {
            Log.application.error("customizationIdentifier \(identifier): could not save the tab order to \(store.fileURL.path): \(error)")
        }
    }
}
