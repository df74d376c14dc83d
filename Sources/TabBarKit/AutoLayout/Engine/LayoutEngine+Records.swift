import Foundation

// Finding a constraint's record. Every constraint added is looked up at least twice, so a
// constraint keeps its engine's record itself rather than the engine hashing it. A constraint
// can be in two engines at once (its tree's and a fitting-size engine's): the second
// engine keeps its record in a table.
extension LayoutEngine {
    func record(of constraint: NSLayoutConstraint) -> Record? {
        if let record = constraint.engineRecord, record.engine === reference { return record }
        return sharedRecords.isEmpty ? nil : sharedRecords[ObjectIdentifier(constraint)]
    }

    func keep(_ record: Record) {
        records.appendListed(record)
        let constraint = record.constraint
        if let holder = constraint.engineRecord, holder.engine.object != nil {
            sharedRecords[ObjectIdentifier(constraint)] = record
        } else {
            constraint.engineRecord = record
        }
    }

    func forget(_ record: Record) {
        let constraint = record.constraint
        if constraint.engineRecord === record {
            constraint.engineRecord = nil
        } else {
            sharedRecords[ObjectIdentifier(constraint)] = nil
        }
        records.removeListed(record)
    }

    /// Forgets every record (the engine is emptied).
    func forgetAllRecords() {
        for record in records where record.constraint.engineRecord === record { record.constraint.engineRecord = nil }
        records.removeAll()
        sharedRecords.removeAll()
    }

    /// The records of the constraints that mention any of `entries` and pass `filter`, each
    /// once, in the order of their constraints' identities: a fixed order for the rare paths
    /// that change them one by one.
    func recordsMentioning(_ entries: [TrackedItem], where filter: (Record) -> Bool = { _ in true }) -> [Record] {
        var picked: [ObjectIdentifier: Record] = [:]
        for entry in entries {
            for record in entry.referencing where filter(record) { picked[ObjectIdentifier(record.constraint)] = record }
        }
        return picked.sorted { $0.key < $1.key }.map(\.value)
    }
}
