import Foundation

/// A view or guide the engine solves for, and the constraints the engine adds on its own
/// account: a frame kept as it is set (views that translate their autoresizing mask, and
/// the tree's root), an intrinsic content size with its hugging and compression resistance,
/// or a system guide's insets.
@MainActor
final class TrackedItem {
    let reference: ObjectReference
    var item: AnyObject? { reference.object }
    /// The active constraints that mention the item.
    // Changed only by the engine's own methods (see LayoutEngine.records).
    @exclusivity(unchecked) var referencing: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var own: [SolverConstraint] = []
    @exclusivity(unchecked) var ownKind: OwnKind = .none

    enum OwnKind: Equatable {
        case none
        /// minX, minY, width, height pinned, in that order.
        case frame
        /// Width then height constraints for the intrinsic size (absent axes left out).
        case intrinsic
        /// minX, minY, width, height of a system guide against its owner's size.
        case guide
    }

    init(_ reference: ObjectReference) {
        self.reference = reference
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
