import Foundation

// What a view answers when its layer asks for the action of a change (CALayerDelegate's
// `action(for:forKey:)`). Outside an animation block, NSNull: a view's layer never animates
// by itself. Inside a timed block, for the properties blocks animate, a basic animation with
// the block's duration, delay and curve, as UIKit's views answer; apps ask `super` for one to
// learn whether a block is running and copy its timing onto an animation of their own.
extension UIView {
    /// The key paths a view's animation blocks animate on its layer.
    static let blockAnimatedKeyPaths: Set<String> = Set(
        AnimatableKey.allCases.filter { $0 != .transition }.map(\.keyPath))

    /// The one NSNull views answer with: asked on every change of a layer property in a
    /// window, it is not made each time.
    static let noAction = NSNull()

    func blockAction(for layer: CALayer, forKey event: String) -> any CAAction {
        guard layer === self.layer, Self.blockAnimatedKeyPaths.contains(event),
            let context = application.animationEngine.currentContext, case .timed = context.mode,
            context.duration > 0
        else { return Self.noAction }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = context.duration
        if context.delay > 0 { animation.beginTime = CACurrentMediaTime() + context.delay }
        animation.timingFunction = context.curve.mediaTimingFunction
        animation.repeatCount = Float(context.repeatCount)
        animation.autoreverses = context.autoreverses
        return animation
    }
}

extension TimingCurve {
    /// The curve as a media timing function; a spring, which has none, as ease-in-ease-out.
    var mediaTimingFunction: CAMediaTimingFunction {
        switch self {
        case .linear: return CAMediaTimingFunction(name: .linear)
        case .cubic(let curve):
            return CAMediaTimingFunction(
                controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        case .spring: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }
}
