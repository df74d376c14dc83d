import Foundation

/// One property of one view on its way from one value to another, made by an animation
/// block: a Core Animation animation that runs on the view's layer, in the one list of
/// that layer's animations, under its key path ("position", "opacity", ...), as UIKit adds
/// the animations its blocks make. Either the clock drives it (`timing`) or a property
/// animator sets its progress. What `CALayer.animation(forKey:)` gives back is its
/// description as a basic, keyframe or transition animation (`copy()`).
@MainActor
final class PropertyAnimation: CAAnimation {
    /// Weak: a view that goes away takes its animations with it.
    private(set) weak var view: UIView?
    /// The layer it runs on (the view's). Not a weak reference, which would slow every
    /// retain of the layer: the layer holds the animation until it ends, and the engine
    /// holds the layer, so it is read only while the animation runs.
    var layer: CALayer { unownedLayer.object }
    private let unownedLayer: Unowned<CALayer>
    let key: AnimatableKey
    var from: AnimatableValue
    var to: AnimatableValue
    /// Keyframe animations interpolate through these instead of from → to.
    let keyframes: KeyframeTrack?
    let group: AnimationGroup
    /// The `CATransaction` open when it started, whose completion waits for it.
    var transaction: AnimationGroup?
    /// Nil when a property animator drives the animation. A legacy block's commit sets it again.
    var timing: ClockTiming?
    /// For an animator: its progress when this animation joined, from where it runs to the end.
    let startProgress: CGFloat
    /// Without UIView.AnimationOptions.allowUserInteraction, an animating view ignores touches.
    let allowsUserInteraction: Bool
    /// Set once the animation has ended; the engine drops it from its list.
    var isDone = false
    /// The progress last shown, so that an interruption can start from what is on screen.
    var lastProgress: CGFloat = 0
    /// The layer property it sets on the layer's presentation (none for a view transition).
    private let layerKey: LayerKey?

    init(
        view: UIView, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue, keyframes: KeyframeTrack? = nil,
        group: AnimationGroup, timing: ClockTiming?, startProgress: CGFloat = 0, allowsUserInteraction: Bool
    ) {
        self.view = view
        self.unownedLayer = Unowned(view.layer)
        self.key = key
        self.from = from
        self.to = key == .transform ? AnimatableCoding.nearestTurn(to, from: from) : to
        self.keyframes = keyframes
        self.group = group
        self.timing = timing
        self.startProgress = startProgress
        self.allowsUserInteraction = allowsUserInteraction
        layerKey = LayerKey(key.keyPath)
        super.init()
    }

    override var animatedKey: LayerKey? { layerKey }

    /// What a layer gives back for it: the animation UIKit adds for a block (see `layerAnimation()`).
    override func copy(with zone: NSZone? = nil) -> Any { layerAnimation() }

    /// Sets the value at `progress` on `shown`, the view's layer's presentation copy,
    /// straight into its stored values (no rounding through the public types); a view
    /// transition's progress goes to the view's presented values, as no layer property
    /// holds it.
    func show(progress: CGFloat, on shown: CALayer) {
        lastProgress = progress
        let value = value(at: progress)
        switch key {
        case .position: shown.stored.position = AnimatableCoding.point(value)
        case .bounds: shown.stored.bounds = AnimatableCoding.rect(value)
        case .transform: shown.stored.transform = CATransform3DMakeAffineTransform(AnimatableCoding.transform(value))
        case .opacity: shown.stored.opacity = min(max(AnimatableCoding.scalar(value), 0), 1)
        case .backgroundColor: shown.stored.backgroundColor = AnimatableCoding.color(value).cgColor
        case .cornerRadius: shown.cornerRadius = max(0, AnimatableCoding.scalar(value))
        case .transition: layer.viewPresentation.transitionProgress = min(max(AnimatableCoding.scalar(value), 0), 1)
        }
    }

    /// Shows its value at `time` on the layer's timeline (an animator's at the progress it
    /// set last). Nil while it runs; once over, whether it finished (false: its view went away).
    func show(atLocalTime time: CFTimeInterval, on shown: CALayer) -> Bool? {
        guard view != nil else { return false }
        guard let timing else {
            show(progress: lastProgress, on: shown)
            return nil
        }
        let (progress, finished) = timing.progress(at: time)
        if finished { return true }
        show(progress: progress, on: shown)
        return nil
    }

    /// Its block hears that it ended (`finished` is false when it was cut short or its
    /// view went away), and so does the transaction it was made in. Once only.
    func end(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        let completed = finished && view != nil
        group.animationEnded(finished: completed)
        transaction?.animationEnded(finished: completed)
    }

    /// The value at `progress` of the curve (a spring may pass 1).
    func value(at progress: CGFloat) -> AnimatableValue {
        if let keyframes { return keyframes.value(at: progress) }
        return from.interpolated(to: to, progress)
    }

    /// Retargets an animation set twice in the same block; it keeps its start.
    func retarget(to value: AnimatableValue) {
        to = key == .transform ? AnimatableCoding.nearestTurn(value, from: from) : value
    }
}

/// The animations made by one animation block. Its completion runs once they have all
/// ended, with `finished` false if any was cut short, at the next tick, as UIKit calls
/// completions on a later turn of the run loop.
@MainActor
final class AnimationGroup {
    /// Settable until the group is sealed: a transaction's completion block may be set late.
    var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    /// True once the block has returned: until then more animations may join.
    private var sealed = false
    private var queued = false
    /// The engine whose tick runs the completion.
    private unowned let engine: AnimationEngine

    init(engine: AnimationEngine, completion: ((Bool) -> Void)?) {
        self.engine = engine
        self.completion = completion
    }

    func animationStarted() { running += 1 }

    func animationEnded(finished: Bool) {
        running -= 1
        if !finished { allFinished = false }
        queueCompletionIfDone()
    }

    /// The block has returned; with nothing animating, the completion is due at once.
    func seal() {
        sealed = true
        queueCompletionIfDone()
    }

    private func queueCompletionIfDone() {
        guard sealed, running == 0, !queued else { return }
        queued = true
        if completion != nil { engine.queueCompletion(of: self) }
    }

    func runCompletion() {
        completion?(allFinished)
    }
}
