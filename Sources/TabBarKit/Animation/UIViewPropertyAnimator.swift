import Foundation

/// Animates view properties with a start, pause, scrub, reverse and stop of its own:
/// what interactive transitions drive.
///
/// Its blocks run when it becomes active (started, paused, or scrubbed), changing the
/// model values at once; the animator then sets the progress of the resulting animations
/// on each tick. Misuse that UIKit answers with an exception (finishing an animator that
/// was not stopped, say) is logged and ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: UITimingCurveProvider?
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// While paused, scrubbing sets progress linearly instead of along the curve.
    open var scrubsLinearly = true
    /// At the end the animator stays active and paused instead of completing.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    /// The animation engine of the application the animator was made in, which runs its
    /// animations on that application's clock.
    private let engine = UIApplication.current.animationEngine

    private let curve: TimingCurve
    /// How long the main animations run (a physical spring decides for itself).
    private let runDuration: TimeInterval
    private var blocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var animations: [PropertyAnimation] = []
    private lazy var group = AnimationGroup(engine: engine, completion: nil)
    /// What a stopped animator remembers to put back on finishAnimation(at:).
    private var stoppedValues: [(view: UIView, key: AnimatableKey, start: AnimatableValue, end: AnimatableValue)] = []

    /// Fraction of the time elapsed (0...1) and the curve's progress there.
    private var fraction: CGFloat = 0
    private var progress: CGFloat = 0
    private var reversed = false
    private var run: Run?

    /// How fraction and progress move from a point in time while the animator runs.
    private struct Run {
        var begin: TimeInterval
        var fraction0: CGFloat
        var progress0: CGFloat
        /// The fraction it heads to: 1 forwards, 0 reversed.
        var target: CGFloat
        var duration: TimeInterval
        var curve: TimingCurve
        /// Progress is the curve at the fraction (an unscrubbed, unretimed run); otherwise
        /// it goes from progress0 to the target along the curve over this run's time.
        var followsCurve: Bool
    }

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingParameters = parameters
        (curve, runDuration) = TimingCurve.from(parameters, duration: self.duration)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { blocks.append(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { blocks.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { blocks.append(animations) }
    }

    /// Makes, starts and returns an animator, as UIView.animate does with a block.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Added to an active animator, the block runs at once and its animations take the
    /// remaining time, starting `delayFactor` of the way through it.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            return Log.animation.warning("addAnimations on a stopped UIViewPropertyAnimator is ignored")
        }
        if state == .inactive {
            blocks.append(animation)
        } else {
            let factor = min(max(delayFactor, 0), 1)
            joiningProgress = curve.progress(at: fraction + factor * (1 - fraction))
            runBlock(animation)
            joiningProgress = nil
        }
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// The progress from which animations made now run to the end.
    private var joiningProgress: CGFloat?

    private func runBlock(_ block: () -> Void) {
        engine.push(AnimationContext(mode: .animator(self), group: group, duration: runDuration))
        block()
        engine.pop()
    }

    /// A setter inside one of this animator's blocks is about to store `newValue`.
    func propertyWillChange(_ view: UIView, _ key: AnimatableKey, to newValue: AnimatableValue, existing: PropertyAnimation?) {
        let model = view.modelValue(for: key)
        guard existing != nil || model != newValue else { return }
        let start = joiningProgress ?? progress
        if let existing, existing.group === group, start == existing.startProgress {
            existing.retarget(to: newValue)
            return
        }
        // Animators start from what is on screen, interrupting what ran before.
        let from = existing != nil ? view.presentedValue(for: key) : model
        if let existing { engine.cancel(existing) }
        let animation = PropertyAnimation(
            view: view, key: key, from: from, to: newValue, group: group, timing: nil,
            startProgress: start, allowsUserInteraction: isUserInteractionEnabled)
        animations.append(animation)
        engine.start(animation)
    }

    // MARK: UIViewAnimating

    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if let current = run {
                // Turn round where it is, keeping to the curve it follows.
                run = Run(
                    begin: engine.now, fraction0: fraction, progress0: progress,
                    target: reversed ? 0 : 1, duration: remainingTime(), curve: current.curve,
                    followsCurve: current.followsCurve)
            }
        }
    }

    public var fractionComplete: CGFloat {
        get { fraction }
        set {
            guard !isRunning else {
                return Log.animation.warning("fractionComplete set on a running UIViewPropertyAnimator is ignored; pause it first")
            }
            guard state != .stopped else { return }
            activate()
            fraction = min(max(newValue.isFinite ? newValue : 0, 0), 1)
            progress = scrubsLinearly ? fraction : curve.progress(at: fraction)
            applyProgress()
        }
    }

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return Log.animation.warning("startAnimation on a stopped UIViewPropertyAnimator is ignored; finish it first")
        }
        guard !isRunning else { return }
        let wasInactive = state == .inactive
        activate()
        self.delay = max(0, delay.isFinite ? delay : 0)
        let resumesOnCurve = wasInactive || abs(progress - curve.progress(at: fraction)) < 1e-9
        run = Run(
            begin: engine.now + self.delay, fraction0: fraction, progress0: progress,
            target: reversed ? 0 : 1, duration: remainingTime(), curve: curve, followsCurve: resumesOnCurve)
        isRunning = true
        engine.animatorStartedRunning(self)
    }

    public func pauseAnimation() {
        guard state != .stopped else {
            return Log.animation.warning("pauseAnimation on a stopped UIViewPropertyAnimator is ignored")
        }
        activate()
        guard isRunning else { return }
        advance(to: engine.now)
        run = nil
        isRunning = false
        engine.animatorStoppedRunning(self)
    }

    /// Continues a paused animator, to its end (or start, reversed), with new timing over
    /// `durationFactor` × the original duration (0 keeps the time that remains).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            return Log.animation.warning("continueAnimation on an inactive or stopped UIViewPropertyAnimator is ignored")
        }
        guard !isRunning else { return }
        let time = durationFactor > 0 ? Double(durationFactor) * duration : remainingTime()
        let newCurve = parameters.map { TimingCurve.from($0, duration: time) }
        run = Run(
            begin: engine.now, fraction0: fraction, progress0: progress, target: reversed ? 0 : 1,
            duration: newCurve?.duration ?? time, curve: newCurve?.curve ?? curve, followsCurve: false)
        isRunning = true
        engine.animatorStartedRunning(self)
    }

    /// Stops where it is: the views keep what is on screen as their values. Without
    /// finishing, the animator is done (no completions run); otherwise it waits, stopped,
    /// for finishAnimation(at:).
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            return Log.animation.warning("stopAnimation on an animator that is not active is ignored")
        }
        if isRunning { advance(to: engine.now) }
        endRunning()
        stoppedValues = animations.filter { !$0.isDone }.compactMap { animation in
            animation.view.map { ($0, animation.key, animation.from, animation.to) }
        }
        settle(at: .current)
        if withoutFinishing {
            state = .inactive
            stoppedValues = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take the values at `finalPosition` and the
    /// completions run with it.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return Log.animation.warning("finishAnimation(at:) needs a stopped UIViewPropertyAnimator; call stopAnimation(false) first")
        }
        UIView.performWithoutAnimation {
            for (view, key, start, end) in stoppedValues {
                switch finalPosition {
                case .start: view.setModelValue(start, for: key)
                case .end: view.setModelValue(end, for: key)
                case .current: break
                }
            }
        }
        stoppedValues = []
        complete(at: finalPosition)
    }

    // MARK: Driving

    /// Runs the blocks once, turning the animator active.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        fraction = 0
        progress = 0
        let pending = blocks
        blocks = []
        for block in pending { runBlock(block) }
    }

    private func remainingTime() -> TimeInterval {
        runDuration * Double(reversed ? fraction : 1 - fraction)
    }

    /// Called by the engine on each tick while running.
    func advance(to time: TimeInterval) {
        guard let run else { return }
        guard time >= run.begin else { return }
        // Within a nanosecond of the end counts as the end: tick times are sums of floats.
        let elapsed = time - run.begin
        let local = run.duration > 0 && elapsed < run.duration - 1e-9 ? CGFloat(elapsed / run.duration) : 1
        fraction = run.fraction0 + (run.target - run.fraction0) * local
        progress =
            run.followsCurve
            ? run.curve.progress(at: fraction)
            : run.progress0 + (run.target - run.progress0) * run.curve.progress(at: local)
        if local >= 1 {
            finishRun(at: run.target == 1 ? .end : .start)
        } else {
            applyProgress()
        }
    }

    private func applyProgress() {
        for animation in animations where !animation.isDone {
            let start = animation.startProgress
            let local = start < 1 ? max(0, (progress - start) / (1 - start)) : 1
            engine.apply(animation, progress: local)
        }
    }

    private func finishRun(at position: UIViewAnimatingPosition) {
        fraction = position == .end ? 1 : 0
        progress = fraction
        if pausesOnCompletion {
            applyProgress()
            endRunning()
            return
        }
        endRunning()
        settle(at: position)
        complete(at: position)
    }

    private func endRunning() {
        run = nil
        if isRunning {
            isRunning = false
            engine.animatorStoppedRunning(self)
        }
    }

    /// Ends the animations, leaving the views at the values of `position`.
    private func settle(at position: UIViewAnimatingPosition) {
        let running = animations.filter { !$0.isDone }
        animations = []
        UIView.performWithoutAnimation {
            for animation in running {
                guard let view = animation.view else { continue }
                switch position {
                case .end:
                    break // the model already holds the end values
                case .start:
                    view.setModelValue(animation.from, for: animation.key)
                case .current:
                    view.setModelValue(animation.value(at: animation.lastProgress), for: animation.key)
                }
                engine.end(animation, finished: position == .end)
            }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        fraction = position == .start ? 0 : (position == .end ? 1 : fraction)
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
