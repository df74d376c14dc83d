import Foundation

// Keyframe animations: the block's addKeyframe calls record when each change happens;
// each property then gets one keyframe track over the whole duration.
extension UIView {
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let engine = UIApplication.current.animationEngine
        let recorder = KeyframeRecorder()
        let group = AnimationGroup(engine: engine, completion: completion)
        let viewOptions = options.animationOptions
        var context = AnimationContext(
            mode: .keyframes(recorder), group: group,
            duration: max(0, duration.isFinite ? duration : 0),
            delay: max(0, delay.isFinite ? delay : 0),
            curve: TimingCurve(viewOptions.curve), options: viewOptions.flags)
        context.repeatCount = context.options.contains(.repeat) ? .infinity : 1
        context.autoreverses = context.options.contains(.autoreverse)
        engine.push(context)
        animations()
        engine.pop()
        if context.duration > 0, engine.areAnimationsEnabled {
            let timing = context.timing(beginningAt: engine.now)
            for (view, key, start, track) in recorder.tracks(calculation: options.calculation) {
                engine.start(
                    PropertyAnimation(
                        view: view, key: key, from: start, to: track.values[track.values.count - 1],
                        keyframes: track, group: group, timing: timing,
                        allowsUserInteraction: context.options.contains(.allowUserInteraction)))
            }
        }
        group.seal()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen between
    /// `frameStartTime` and `frameStartTime + frameDuration`, both fractions of the whole.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard case .keyframes(let recorder) = UIApplication.current.animationEngine.currentContext?.mode else {
            Log.animation.warning(
                "addKeyframe(withRelativeStartTime:relativeDuration:) outside animateKeyframes; the changes are not animated")
            return performWithoutAnimation(animations)
        }
        let saved = recorder.span
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        recorder.span = (start, min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start))
        animations()
        recorder.span = saved
    }
}
