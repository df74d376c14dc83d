import Foundation

/// What an engine keeps for an object it solves with: an item's entry, a constraint's
/// record. It knows its engine, its place in the engine's list, and its slot on the object.
@MainActor
protocol KeptByEngine: AnyObject {
    /// The engine's reference, held so that no later engine can share its address.
    var engine: ObjectReference { get }
    var listIndex: Int { get set }
    /// The slot on the object (the item's variables, the constraint) for its engine's keeping.
    var objectSlot: Self? { get set }
    /// What identifies the object while this is kept.
    var key: ObjectIdentifier { get }
}

/// Where an engine keeps them. Every constraint added looks its record and its items' entries
/// up, so each is found in its slot, without hashing. An object can be in two engines at
/// once (its tree's and a fitting-size engine's): the slot is the first live engine's, and
/// the second keeps its own in a table. The list is what the engine walks, and each knows
/// its place in it, so that it leaves in constant time.
@MainActor
struct EngineKeeping<Kept: KeptByEngine> {
    private(set) var all: [Kept] = []
    private var shared: [ObjectIdentifier: Kept] = [:]

    /// The one `engine` keeps, given the object's slot and key.
    @inline(__always)
    func find(in slot: Kept?, key: ObjectIdentifier, for engine: ObjectReference) -> Kept? {
        if let slot, slot.engine === engine { return slot }
        return shared.isEmpty ? nil : shared[key]
    }

    mutating func add(_ kept: Kept) {
        kept.listIndex = all.count
        all.append(kept)
        if let holder = kept.objectSlot, holder.engine.object != nil {
            shared[kept.key] = kept
        } else {
            kept.objectSlot = kept
        }
    }

    mutating func remove(_ kept: Kept) {
        if kept.objectSlot === kept { kept.objectSlot = nil } else { shared[kept.key] = nil }
        // The last one takes its place in the list.
        let last = all.removeLast()
        guard last !== kept else { return }
        last.listIndex = kept.listIndex
        all[kept.listIndex] = last
    }

    /// Lets go of all of them, slots included (the engine is emptied or goes).
    mutating func removeAll() {
        for kept in all where kept.objectSlot === kept { kept.objectSlot = nil }
        all.removeAll()
        shared.removeAll()
    }
}
