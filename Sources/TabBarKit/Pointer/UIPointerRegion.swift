import Foundation

/// A rectangle of the interaction's view (in its coordinates) that shares one pointer style.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// Kept for source compatibility; nothing here latches, as there is no click to latch on.
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }

    /// Two regions are the same region when rectangle and identifier agree: moving between
    /// them changes nothing.
    func isSame(as other: UIPointerRegion) -> Bool {
        rect == other.rect && identifier == other.identifier
    }
}

/// Where the pointer is, in the interaction's view, when a region is asked for.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
