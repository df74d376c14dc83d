import Foundation

// What `CALayer.animation(forKey:)` answers for an animation a view's block made: the
// Core Animation object UIKit adds to the layer for it, read back as a copy.
extension PropertyAnimation {
    /// A basic animation from and to the block's values (a keyframe animation through
    /// them, a transition for a view transition), with the block's timing; one an
    /// animator drives has its speed at 0, as a paused layer animation.
    func layerAnimation() -> CAAnimation {
        let animation: CAAnimation
        if key == .transition {
            animation = CATransition()
        } else if let keyframes {
            let keyframe = CAKeyframeAnimation(keyPath: key.keyPath)
            keyframe.values = keyframes.values.map(boxed)
            keyframe.keyTimes = keyframes.times.map { NSNumber(value: $0) }
            animation = keyframe
        } else {
            let basic = CABasicAnimation(keyPath: key.keyPath)
            basic.fromValue = boxed(from)
            basic.toValue = boxed(to)
            animation = basic
        }
        if let timing {
            animation.beginTime = timing.beginTime
            animation.duration = timing.duration
            animation.repeatCount = Float(timing.repeatCount)
            animation.autoreverses = timing.autoreverses
            if case .cubic = timing.curve { animation.timingFunction = timing.curve.mediaTimingFunction }
        } else {
            animation.speed = 0
        }
        return animation
    }

    /// The value as UIKit code boxes it for this key path.
    private func boxed(_ value: AnimatableValue) -> Any {
        switch key {
        case .position: return NSValue(cgPoint: AnimatableCoding.point(value))
        case .bounds: return NSValue(cgRect: AnimatableCoding.rect(value))
        case .transform: return NSValue(caTransform3D: CATransform3DMakeAffineTransform(AnimatableCoding.transform(value)))
        case .opacity: return NSNumber(value: Float(AnimatableCoding.scalar(value)))
        case .backgroundColor: return AnimatableCoding.color(value).cgColor
        case .cornerRadius, .transition: return NSNumber(value: Double(AnimatableCoding.scalar(value)))
        }
    }
}
