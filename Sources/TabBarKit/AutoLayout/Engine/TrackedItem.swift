import Foundation

/// A view or guide the engine solves for, and the constraints the engine adds on its own
/// account: a frame kept as it is set (views that translate their autoresizing mask, and
/// the tree's root), an intrinsic content size with its hugging and compression resistance,
/// or a system guide's insets.
@MainActor
final class TrackedItem: KeptByEngine {
    let reference: ObjectReference
    var item: AnyObject? { reference.object }
    /// The item's variables, which keep this entry while `engine` solves for the item.
    let variables: LayoutVariables
    let engine: ObjectReference
    var listIndex = 0
    var objectSlot: TrackedItem? {
        get { variables.trackedEntry }
        set { variables.trackedEntry = newValue }
    }
    var key: ObjectIdentifier { ObjectIdentifier(variables) }
    /// The active constraints that mention the item, in no order (once for each mention).
    /// Each record knows its slots here, so that it leaves in constant time: a list, not a
    /// set, spares hashing every constraint added. (Like the rest of the entry, changed only
    /// by the engine's own methods: no runtime exclusivity check.)
    /// Each record is held without a count: the engine's list of records owns them, and a
    /// record leaves every list it is in before it goes (see LayoutEngine.remove and
    /// discardAll), so no list outlives its records.
    @exclusivity(unchecked) private var references: [Unowned<LayoutEngine.Record>] = []

    var referencing: some Collection<LayoutEngine.Record> { references.lazy.map(\.object) }

    /// The own constraints as the solver holds them, in the order `ownKind` says; nil for
    /// one the app's constraints contradict, which was dropped.
    @exclusivity(unchecked) var own: [CassowarySolver.Held?] = []
    var ownKind: OwnKind = .none

    enum OwnKind: Equatable {
        case none
        /// minX, minY, width, height pinned, in that order.
        case frame
        /// Width then height constraints for the intrinsic size (absent axes left out).
        case intrinsic
        /// minX, minY, width, height of a system guide against its owner's size.
        case guide
    }

    init(_ reference: ObjectReference, variables: LayoutVariables, engine: ObjectReference) {
        self.reference = reference
        self.variables = variables
        self.engine = engine
    }

    /// Lists `record` as mentioning the item; answers its slot.
    func addReference(_ record: LayoutEngine.Record) -> Int {
        // Room for the usual few at once, rather than growing through one, two and four.
        if references.isEmpty { references.reserveCapacity(8) }
        references.append(Unowned(record))
        return references.count - 1
    }

    /// Takes out the record at `slot`; the last one moves into its place and learns so.
    func removeReference(at slot: Int) {
        let last = references.removeLast()
        guard slot < references.count else { return }
        references[slot] = last
        last.object.slotMoved(in: self, from: references.count, to: slot)
    }

    /// Forgets every record (the engine is emptied and its records go).
    func removeAllReferences() {
        references.removeAll()
    }
}

/// What the engine solves for: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    var reference: ObjectReference { get }
}

extension UIView: LayoutItem {}
extension UILayoutGuide: LayoutItem {}

/// The layout guides a view keeps for Auto Layout, set from its insets.
enum SystemGuideRole {
    case safeArea, margins, readableContent
}
