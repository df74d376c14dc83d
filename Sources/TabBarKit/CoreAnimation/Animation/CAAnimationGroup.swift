import Foundation

/// Runs its animations together on its own timeline: each child's times are relative to
/// the group, and the group's duration cuts them off.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimationGroup()
        copy.copyTiming(from: self)
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
        return copy
    }

    override func applyChildren(atLocalTime time: CFTimeInterval, to layer: CALayer) {
        for child in animations ?? [] {
            layer.applyAnimation(child, at: LayerAnimationTiming.state(of: child, atLocalTime: time - child.beginTime))
        }
    }
}
