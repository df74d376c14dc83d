import Foundation

// UIKit's block-based view animations. Each block pushes its settings; the setters the
// block calls turn into animations (AnimationEngine.modelWillChange).
extension UIView {
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, curve: TimingCurve(options.curve), options: options,
            animations: animations, completion: completion)
    }

    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` is in whole distances per second. It ends after `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        runBlock(
            duration: duration, delay: delay, curve: .spring(spring), options: options.union(.overrideInheritedCurve),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, nested blocks included.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let engine = UIApplication.current.animationEngine
        let saved = engine.areAnimationsEnabled
        engine.areAnimationsEnabled = false
        actionsWithoutAnimation()
        engine.areAnimationsEnabled = saved
    }

    public static var areAnimationsEnabled: Bool { UIApplication.current.animationEngine.areAnimationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.current.animationEngine.areAnimationsEnabled = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        let engine = UIApplication.current.animationEngine
        guard let context = engine.currentContext, engine.areAnimationsEnabled else { return 0 }
        switch context.mode {
        case .timed, .keyframes: return context.duration
        case .animator(let animator): return animator.duration
        case .disabled: return 0
        }
    }

    /// Inside an animation block: the animations made by `animations` repeat `count`
    /// times (fractions stop part-way) and, with `autoreverses`, run back each time.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let engine = UIApplication.current.animationEngine
        guard var context = engine.currentContext else {
            Log.animation.warning(
                "modifyAnimations(withRepeatCount:autoreverses:) outside an animation block; the changes are not animated")
            return animations()
        }
        context.repeatCount = max(0, Double(count))
        context.autoreverses = autoreverses
        engine.push(context)
        animations()
        engine.pop()
    }

    /// Pushes the block's settings, inheriting an enclosing block's duration, curve and
    /// options unless told to override them, runs it, and seals its completion group.
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let engine = UIApplication.current.animationEngine
        let group = AnimationGroup(engine: engine, completion: completion)
        var context = AnimationContext(
            mode: .timed, group: group, duration: max(0, duration.isFinite ? duration : 0),
            delay: max(0, delay.isFinite ? delay : 0), curve: curve, options: options.flags)
        if let outer = engine.currentContext, case .timed = outer.mode {
            if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { context.curve = outer.curve }
            if !options.contains(.overrideInheritedOptions) { context.options = outer.options.union(options.flags) }
        }
        context.repeatCount = context.options.contains(.repeat) ? .infinity : 1
        context.autoreverses = context.options.contains(.autoreverse)
        engine.push(context)
        animations()
        layOutChangedViews(engine)
        engine.pop()
        group.seal()
    }

    /// With `.layoutSubviews`, the layout the block's changes call for runs now, inside
    /// the block, so the subviews animate with their parents.
    static func layOutChangedViews(_ engine: AnimationEngine) {
        guard let context = engine.currentContext, context.options.contains(.layoutSubviews) else { return }
        for view in context.changedViews { view.layoutIfNeeded() }
    }
}
