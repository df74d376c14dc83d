import Foundation

/// The effect and shape for a region, or a hidden pointer.
@preconcurrency @MainActor
public class UIPointerStyle: NSObject {
    let effect: UIPointerEffect?
    let shape: UIPointerShape?
    let constrainedAxes: UIAxis

    required init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [])
    }

    /// A shape alone: the cursor would morph into it, which the host's cursor does not, so
    /// nothing is drawn.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: constrainedAxes)
    }

    /// No effect; UIKit also hides the cursor, which stays here.
    public class func hidden() -> Self {
        Self(effect: nil, shape: nil, constrainedAxes: [])
    }
}
