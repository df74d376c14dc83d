import Foundation

/// The values set on appearance proxies, per class and containment, in the order they were
/// set. UIKit's proxies are app-wide, so the application owns the one registry
/// (`UIApplication.appearanceRegistry`) rather than each class keeping statics: there is
/// one place that holds them, and tests can clear it.
@MainActor
final class AppearanceRegistry {
    private final class Entry {
        let proxy: NSObject
        let matches: (NSObject) -> Bool
        /// Innermost container first, as UIKit lists them.
        let containers: [(NSObject) -> Bool]
        /// How far the proxy's class lies below NSObject: a subclass's proxy wins over its superclass's.
        let depth: Int
        var keys: [AnyHashable] = []
        var setters: [AnyHashable: (NSObject) -> Void] = [:]

        init(proxy: NSObject, matches: @escaping (NSObject) -> Bool, containers: [(NSObject) -> Bool]) {
            self.proxy = proxy
            self.matches = matches
            self.containers = containers
            var depth = 0
            var mirror = Mirror(reflecting: proxy).superclassMirror
            while let next = mirror { depth += 1; mirror = next.superclassMirror }
            self.depth = depth
        }
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private var entries: [Key: Entry] = [:]
    private var entriesByProxy: [ObjectIdentifier: Entry] = [:]
    /// Entries with at least one value, in the order their first value was set.
    private var styling: [Entry] = []

    /// Whether no proxy holds a value: then joining a window costs one check.
    var isEmpty: Bool { styling.isEmpty }

    /// The proxy for `type` inside `containerTypes`, made on first use. It is an instance of
    /// `type` made with `init?(coder:)`, which every view and bar item class has.
    func proxy<T: NSObject & AppearanceStyled & ProxyMakeable>(
        of type: T.Type, containedIn containerTypes: [any UIAppearanceContainer.Type]
    ) -> T {
        let key = Key(type: ObjectIdentifier(type), containers: containerTypes.map { ObjectIdentifier($0) })
        if let entry = entries[key], let proxy = entry.proxy as? T { return proxy }
        guard let proxy = T(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(type).init?(coder:) returned nil: it makes the appearance proxy")
        }
        proxy.appearanceState.isProxy = true
        proxy.appearanceState.registry = self
        let entry = Entry(proxy: proxy, matches: { $0 is T }, containers: containerTypes.map { Self.matcher(for: $0) })
        entries[key] = entry
        entriesByProxy[ObjectIdentifier(proxy)] = entry
        return proxy
    }

    private static func matcher<C: UIAppearanceContainer>(for type: C.Type) -> (NSObject) -> Bool {
        { $0 is C }
    }

    func record(key: AnyHashable, apply: @escaping (NSObject) -> Void, from proxy: NSObject) {
        guard let entry = entriesByProxy[ObjectIdentifier(proxy)] else { return }
        if entry.setters.isEmpty { styling.append(entry) }
        if entry.setters.updateValue(apply, forKey: key) == nil { entry.keys.append(key) }
    }

    /// What to set on `object`, one setter per property: the most specific proxy's (more
    /// containers first, then the deeper class). `containers` is asked only when needed.
    func setters(for object: NSObject, containers: () -> [NSObject]) -> [(AnyHashable, (NSObject) -> Void)] {
        var chain: [NSObject]?
        var matching = styling.filter { $0.matches(object) }
        guard !matching.isEmpty else { return [] }
        matching = matching.filter { entry in
            guard !entry.containers.isEmpty else { return true }
            if chain == nil { chain = containers() }
            return Self.chain(chain ?? [], satisfies: entry.containers)
        }
        // A stable sort keeps the order of setting among equally specific proxies.
        let ranked = matching.enumerated().sorted {
            ($0.element.containers.count, $0.element.depth, $0.offset) < ($1.element.containers.count, $1.element.depth, $1.offset)
        }
        var order: [AnyHashable] = []
        var chosen: [AnyHashable: (NSObject) -> Void] = [:]
        for (_, entry) in ranked {
            for key in entry.keys {
                if chosen[key] == nil { order.append(key) }
                chosen[key] = entry.setters[key]
            }
        }
        return order.compactMap { key in chosen[key].map { (key, $0) } }
    }

    /// Each container type, innermost first, found further out than the one before.
    private static func chain(_ chain: [NSObject], satisfies containers: [(NSObject) -> Bool]) -> Bool {
        var index = 0
        for matches in containers {
            while index < chain.count, !matches(chain[index]) { index += 1 }
            guard index < chain.count else { return false }
            index += 1
        }
        return true
    }
}

/// Classes whose proxies can be made: UIKit's views and bar items all decode from a coder.
@MainActor
protocol ProxyMakeable: NSObject {
    init?(coder: NSCoder)
}

extension UIView: ProxyMakeable {}
extension UIBarItem: ProxyMakeable {}

/// The empty coder a proxy is made from; it holds no values.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
