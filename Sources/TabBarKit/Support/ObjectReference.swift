import Foundation

/// Points at a view, a layout guide or a layout engine without keeping it alive, where a
/// weak reference would otherwise do. The first weak reference to an object gives it a side
/// table, and from then on every retain and release of that object takes the runtime's
/// slow path; views are retained and released at every step of every walk through the tree.
/// So a view or guide owns one of these, handed to what refers to it (its layer, anchors,
/// constraints, the layout engine's entries), and clears it in its deinit: a reference that
/// outlives its object answers nil, as a weak one would. (Sendable only so that a deinit, which Swift
/// runs outside the main actor, may clear it: only the main actor reads it.)
final class ObjectReference: @unchecked Sendable {
    /// Never dangling: the object sets it to nil as it goes.
    unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject? = nil) {
        self.object = object
    }

    /// The object, known to be an `Object`, without a checked cast.
    func object<Object: AnyObject>(as type: Object.Type) -> Object? {
        object.map { unsafeDowncast($0, to: type) }
    }

    /// The object, known to be an `Object`, read without a count (see Unowned): valid for as
    /// long as this answers, since the object clears it as it goes.
    func unowned<Object: AnyObject>(as type: Object.Type) -> Unowned<Object>? {
        object.map { Unowned(unsafeDowncast($0, to: type)) }
    }

    /// The object of a view's reference.
    var view: UIView? { object(as: UIView.self) }

    /// The view, for a reference known to name one, without a count taken (the engine's
    /// walks read it for every item of every constraint).
    var unretainedView: Unowned<UIView>? { unowned(as: UIView.self) }
}
