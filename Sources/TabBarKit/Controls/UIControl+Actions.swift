import Foundation

// Closure actions (UIKit's UIAction API). Selector-based target/action needs the
// Objective-C runtime and is not offered.
extension UIControl {
    /// Adds `action` for `controlEvents`. Actions are unique by identifier: adding one whose
    /// identifier is already registered replaces it (and it runs for both sets of events).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionEntries.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actionEntries[index] = (action, actionEntries[index].events.union(controlEvents))
        } else {
            actionEntries.append((action, controlEvents))
        }
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = actionEntries.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        let remaining = actionEntries[index].events.subtracting(controlEvents)
        if remaining.isEmpty {
            actionEntries.remove(at: index)
        } else {
            actionEntries[index].events = remaining
        }
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event {
        actionEntries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs, in the order they were added, the actions registered for any of `controlEvents`.
    public func sendActions(for controlEvents: Event) {
        for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// Runs `action` with this control as its sender.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
