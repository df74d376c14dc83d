import Foundation

/// What an object that proxies can style knows about its appearance properties: whether it
/// is itself a proxy (its setters record instead of styling), and which properties its own
/// code set, which proxies then leave alone.
struct AppearanceState {
    var isProxy = false
    /// A proxy's registry, where its setters record.
    weak var registry: AppearanceRegistry?
    /// Set while proxy values are being applied, so those do not count as the instance's own.
    var isApplying = false
    var ownKeys: Set<AnyHashable> = []
}

/// Views and bar items: the objects with appearance properties.
@MainActor
protocol AppearanceStyled: NSObject {
    var appearanceState: AppearanceState { get set }
}

extension UIView: AppearanceStyled {}
extension UIBarItem: AppearanceStyled {}

extension AppearanceStyled {
    /// Called by an appearance property's setter once the new value is stored.
    func appearancePropertyDidChange<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) {
        guard appearanceState.isProxy else { return noteOwnValue(for: keyPath) }
        let value = self[keyPath: keyPath]
        record(key: keyPath) { target in (target as? Self)?[keyPath: keyPath] = value }
    }

    /// The same for a setter with a state or other argument: `key` names property and argument.
    func appearanceSetterDidRun(key: AnyHashable, replay: @escaping (Self) -> Void) {
        guard appearanceState.isProxy else { return noteOwnValue(for: key) }
        record(key: key) { target in if let target = target as? Self { replay(target) } }
    }

    private func noteOwnValue(for key: AnyHashable) {
        if !appearanceState.isApplying { appearanceState.ownKeys.insert(key) }
    }

    private func record(key: AnyHashable, apply: @escaping (NSObject) -> Void) {
        appearanceState.registry?.record(key: key, apply: apply, from: self)
    }

    /// Applies the values of `registry`'s proxies that match this object among `containers`
    /// (innermost first), leaving the properties its own code set.
    func applyAppearance(from registry: AppearanceRegistry, containers: () -> [NSObject]) {
        guard !appearanceState.isProxy, !registry.isEmpty else { return }
        let setters = registry.setters(for: self, containers: containers)
        guard !setters.isEmpty else { return }
        appearanceState.isApplying = true
        defer { appearanceState.isApplying = false }
        for (key, apply) in setters where !appearanceState.ownKeys.contains(key) { apply(self) }
    }
}

/// Names of appearance setters that take a state: each state is a property of its own.
enum AppearanceKey: Hashable {
    case titleTextAttributes(UInt)
    case badgeTextAttributes(UInt)
}

extension UIView {
    /// What encloses this view for `appearance(whenContainedInInstancesOf:)`, innermost
    /// first: each superview, and the controller whose root view it is.
    var appearanceContainers: [NSObject] {
        var containers: [NSObject] = []
        var view = superview
        while let current = view {
            containers.append(current)
            if let controller = current.owningViewController { containers.append(controller) }
            view = current.superview
        }
        return containers
    }
}
