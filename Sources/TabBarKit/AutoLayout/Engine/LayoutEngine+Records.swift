import Foundation

// Finding a constraint's record (kept on the constraint; see EngineKeeping.swift), and the
// records of the constraints on given items.
extension LayoutEngine {
    func record(of constraint: NSLayoutConstraint) -> Record? {
        records.find(in: constraint.engineRecord, key: ObjectIdentifier(constraint), for: reference)
    }

    /// The records of the constraints that mention any of `entries` and pass `filter`, each
    /// once, in the order of their constraints' identities: a fixed order for the rare paths
    /// that change them one by one.
    func recordsMentioning(_ entries: [TrackedItem], where filter: (Record) -> Bool = { _ in true }) -> [Record] {
        var picked: [ObjectIdentifier: Record] = [:]
        for entry in entries {
            for record in entry.referencing where filter(record) { picked[ObjectIdentifier(record.constraint)] = record }
        }
        // Usually none (a stack view asks for its baseline constraints): sorting even an
        // empty list allocates.
        guard !picked.isEmpty else { return [] }
        return picked.sorted { $0.key < $1.key }.map(\.value)
    }
}
