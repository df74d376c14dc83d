import Foundation

// View transitions: the view's picture before the change, then the change made at once,
// then the old picture giving way to the new one (Rendering/TransitionRenderer.swift).
extension UIView {
    /// Changes `view` with `animations` (not animated themselves, unless
    /// `.allowAnimatedContent`), showing the change with the transition in `options`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let engine = view.application.animationEngine
        let group = AnimationGroup(engine: engine, completion: completion)
        guard let style = TransitionStyle(options), duration > 0, duration.isFinite, engine.areAnimationsEnabled else {
            performWithoutAnimation { animations?() }
            group.seal()
            return
        }
        let snapshot = TransitionSnapshot(of: view, style: style)
        if let running = view.activeAnimation(for: .transition) { engine.cancel(running) }
        if options.contains(.allowAnimatedContent) {
            runBlock(
                duration: duration, delay: 0, curve: TimingCurve(options.curve),
                options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
                animations: { animations?() }, completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
        let timing = ClockTiming(beginTime: engine.now, duration: duration, curve: TimingCurve(options.curve))
        startTransition(
            of: view, from: snapshot, group: group, timing: timing, allowsUserInteraction: options.contains(.allowUserInteraction))
        group.seal()
    }

    /// Shows `view` changing from `snapshot` to what it draws now, over `timing`, through
    /// `progress` of the transition (all of it unless a `CATransition` says otherwise).
    static func startTransition(
        of view: UIView, from snapshot: TransitionSnapshot?, progress: ClosedRange<CGFloat> = 0...1,
        group: AnimationGroup, timing: ClockTiming, allowsUserInteraction: Bool
    ) {
        view.layer.transitionSnapshot = snapshot
        view.application.animationEngine.start(
            PropertyAnimation(
                view: view, key: .transition, from: AnimatableCoding.scalar(progress.lowerBound),
                to: AnimatableCoding.scalar(progress.upperBound), group: group, timing: timing,
                allowsUserInteraction: allowsUserInteraction))
    }

    /// Replaces `fromView` with `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) with a transition.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            Log.animation.warning("transition(from:to:): the view to replace is in no superview; nothing to transition")
            return transition(with: toView, duration: 0, options: [], animations: nil, completion: completion)
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}

/// The ways a transition shows a change. Flips are drawn flat (a squeeze through the
/// middle); curls as the old page sliding off (<doc:DEVIATIONS>).
enum TransitionStyle: Equatable {
    case crossDissolve, flipHorizontal, flipVertical, curlUp, curlDown
    /// Core Animation's transitions: the new picture pushing the old out, moving in over
    /// it, or the old moving off to reveal the new, from `edge`.
    case push(from: Edge), moveIn(from: Edge), reveal(from: Edge)

    enum Edge: Equatable { case left, right, top, bottom }

    init?(_ options: UIView.AnimationOptions) {
        switch options.transition {
        case 1, 2: self = .flipHorizontal
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6, 7: self = .flipVertical
        default: return nil
        }
    }
}
