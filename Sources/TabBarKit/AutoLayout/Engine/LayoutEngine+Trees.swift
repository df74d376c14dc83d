import Foundation

// Trees join and part. A subtree added under another view brings its constraints into the
// engine of its new tree; a subtree removed takes along the constraints installed inside
// it, and the constraints that reached out of it are deactivated, as UIKit does.
extension LayoutEngine {
    /// Takes over what `other` (a root that has just joined this tree) held.
    func absorb(_ other: LayoutEngine) {
        let constraints = other.records.all.map(\.constraint).sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        other.discardAll()
        for constraint in constraints { add(constraint) }
        valuesChanged()
    }

    /// `subtree` is about to leave this tree: answers the constraints installed inside it,
    /// which leave this engine for the subtree's own; deactivates those that reach out.
    func release(_ subtree: UIView) -> [NSLayoutConstraint] {
        var leaving: [NSLayoutConstraint] = []
        var items: [AnyObject] = []
        var stack = [subtree]
        while let view = stack.popLast() {
            items.append(view)
            if let storage = view.autoLayoutStorage { items += (storage.layoutGuides + storage.systemGuides) as [AnyObject] }
            stack += view.subviews
        }
        for record in recordsMentioning(items.compactMap(entry(of:))) {
            // Each goes alone (a constraint deactivated takes only itself out).
            let constraint = record.constraint
            guard self.record(of: constraint) === record else { continue }
            if let host = constraint.installedOn, host === subtree || host.isDescendant(of: subtree) {
                remove(constraint)
                leaving.append(constraint)
            } else {
                constraint.isActive = false
            }
        }
        for item in items { untrack(item) }
        valuesChanged()
        return leaving
    }

    /// Empties the engine (its root joined another tree).
    private func discardAll() {
        for record in records.all { if let solved = record.solved { solver.remove(solved) } }
        // The items' lists first: they hold the records without a count.
        for entry in entries.all { entry.removeAllReferences() }
        records.removeAll()
        for item in entries.all.compactMap(\.item) { untrack(item) }
    }
}
