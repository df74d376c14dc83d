import Foundation

/// Runs every animation on the application's clock, each on the layer it animates: those
/// added with `CALayer.add(_:forKey:)` and those a view's animation blocks make. Property
/// setters report their changes here; inside an animation block a change becomes an
/// animation on the view's layer of what the screen shows, while the model value changes
/// at once, as in UIKit.
@MainActor
final class AnimationEngine {
    /// The application's clock, whose time is the latest tick's. Animations begin at it.
    private let clock: ApplicationClock
    var now: TimeInterval { clock.now }
    /// How many times a transaction has been committed (an outermost `CATransaction.commit()`,
    /// or the end of a tick): a layer made after the last commit is not yet on screen, and
    /// its changes run no actions (`CALayer.isCommitted`).
    private(set) var commits: UInt64 = 0
    /// Running property animators, kept alive while they run, as UIKit keeps them.
    private var runningAnimators: [UIViewPropertyAnimator] = []
    private var pendingCompletions: [AnimationGroup] = []
    /// Asked at every change of a view's geometry (is an animation block open?), and only
    /// pushed and popped: no runtime exclusivity check.
    @exclusivity(unchecked) private(set) var contexts: [AnimationContext] = []
    /// Layers running animations, of either kind, held while they run. (Walked on every
    /// tick: no runtime exclusivity check.)
    @exclusivity(unchecked) private var animatingLayers: [CALayer] = []
    /// Open Core Animation transactions, innermost last; the first may be the implicit one
    /// that a change outside `CATransaction.begin()` opened, which the next tick commits.
    private(set) var transactions: [LayerTransaction] = []
    var areAnimationsEnabled = true
    /// Set while the animators move on a tick: their layers' step comes after, once each.
    private var isAdvancingAnimators = false

    init(clock: ApplicationClock) {
        self.clock = clock
        // Reserve up front so that steady-state ticks never grow these arrays.
        animatingLayers.reserveCapacity(64)
        pendingCompletions.reserveCapacity(16)
        contexts.reserveCapacity(8)
    }

    /// Whether anything will change on a later tick without new input. A layer whose time
    /// stands still (a speed of 0 on it or above it: paused) changes nothing until code,
    /// run by an event or a timer, sets it going again.
    var isAnimating: Bool {
        !runningAnimators.isEmpty || !pendingCompletions.isEmpty
            || animatingLayers.contains { $0.hasUnfinishedAnimations && !$0.isTimeStopped }
    }

    // MARK: Blocks

    func push(_ context: AnimationContext) { contexts.append(context) }

    @discardableResult
    func pop() -> AnimationContext? { contexts.popLast() }

    var currentContext: AnimationContext? { contexts.last }

    /// Changes the innermost block's settings, if it is one `beginAnimations` opened.
    func modifyLegacyBlock(_ change: (inout AnimationContext) -> Void) -> Bool {
        guard let last = contexts.indices.last, contexts[last].isLegacyBlock else { return false }
        change(&contexts[last])
        return true
    }

    /// A legacy block's settings may change after its changes were made; its animations
    /// take the settings in force at the commit and start then, as UIKit's do.
    func retime(_ group: AnimationGroup, to timing: ClockTiming) {
        for layer in animatingLayers where layer.runningAnimations.contains(where: { $0.block?.group === group }) {
            let local = layer.localTime(fromMedia: now)
            for entry in layer.runningAnimations {
                guard let animation = entry.block, animation.group === group, animation.timing != nil else { continue }
                guard timing.duration > 0 else {
                    end(animation, finished: true)
                    continue
                }
                animation.timing = timing.moved(by: local - now)
            }
            layer.advanceAnimations(atLocalTime: local)
        }
    }

    /// Notes a view changed in the innermost block, for `.layoutSubviews`.
    private func noteChanged(_ view: UIView) {
        guard let last = contexts.indices.last, contexts[last].options.contains(.layoutSubviews) else { return }
        if !contexts[last].changedViews.contains(where: { $0 === view }) { contexts[last].changedViews.append(view) }
    }

    // MARK: Changes

    /// Called by a setter before it stores `newValue` as the model value of `key`.
    func modelWillChange(_ view: UIView, _ key: AnimatableKey, to newValue: AnimatableValue) {
        let existing = view.activeAnimation(for: key)
        guard areAnimationsEnabled, let context = contexts.last else {
            if let existing { cancel(existing) }
            return
        }
        switch context.mode {
        case .disabled:
            if let existing { cancel(existing) }
        case .timed:
            timedChange(view, key, to: newValue, existing: existing, context: context)
        case .keyframes(let recorder):
            let fromScreen = existing != nil && context.options.contains(.beginFromCurrentState)
            let start = fromScreen ? view.presentedValue(for: key) : view.modelValue(for: key)
            if let existing { cancel(existing) }
            recorder.record(view, key, start: start, value: newValue)
        case .animator(let animator):
            animator.propertyWillChange(view, key, to: newValue, existing: existing)
        }
        noteChanged(view)
    }

    private func timedChange(
        _ view: UIView, _ key: AnimatableKey, to newValue: AnimatableValue,
        existing: PropertyAnimation?, context: AnimationContext
    ) {
        let model = view.modelValue(for: key)
        guard let group = context.group, existing != nil || model != newValue else { return }
        if let existing, existing.group === group {
            existing.retarget(to: newValue)
            return
        }
        // Without beginFromCurrentState a new animation starts from the model value, which
        // is where an interrupted one was heading; with it, from what is on screen now.
        let from = existing != nil && context.options.contains(.beginFromCurrentState) ? view.presentedValue(for: key) : model
        if let existing { cancel(existing) }
        guard context.duration > 0 else { return }
        start(
            PropertyAnimation(
                view: view, key: key, from: from, to: newValue, group: group,
                timing: context.timing(beginningAt: now),
                allowsUserInteraction: context.options.contains(.allowUserInteraction)))
    }

    /// Adds an animation to its view's layer, under its key path (replacing an animation
    /// added under that key, as UIKit's blocks do), and shows its first value. Its timing
    /// comes on the application's clock (beginning now, or after a delay) and runs on the
    /// layer's. Made inside a `CATransaction`, it is one of the animations the
    /// transaction's completion waits for.
    func start(_ animation: PropertyAnimation) {
        guard let view = animation.view else { return }
        animation.group.animationStarted()
        animation.transaction = currentTransaction(opening: false)?.group
        animation.transaction?.animationStarted()
        let layer = view.layer
        layer.removeLayerAnimations { $0.key == animation.key.keyPath }
        if let timing = animation.timing {
            animation.timing = timing.moved(by: layer.localTime(fromMedia: now) - now)
        } else {
            animation.lastProgress = animation.startProgress
        }
        layer.runningAnimations.append(RunningLayerAnimation(block: animation))
        layerStartedAnimating(layer)
        layer.advanceAnimations(to: now)
    }

    /// Shows an animator's `animation` at `progress`, with whatever else its layer runs,
    /// repainting where the view was and is. On a tick the layer's step, which follows
    /// the animators', shows it.
    func apply(_ animation: PropertyAnimation, progress: CGFloat) {
        guard !animation.isDone else { return }
        animation.lastProgress = progress
        if !isAdvancingAnimators { animation.layer.advanceAnimations(to: now) }
    }

    /// Ends an animation early: the view shows its model value; the block's completion
    /// will report `finished == false`.
    func cancel(_ animation: PropertyAnimation) {
        end(animation, finished: false)
    }

    func end(_ animation: PropertyAnimation, finished: Bool) {
        guard !animation.isDone else { return }
        animation.layer.removeLayerAnimations(finished: finished) { $0.block === animation }
        animation.end(finished: finished)
    }

    func queueCompletion(of group: AnimationGroup) {
        pendingCompletions.append(group)
    }

    // MARK: Animators

    func animatorStartedRunning(_ animator: UIViewPropertyAnimator) {
        if !runningAnimators.contains(where: { $0 === animator }) { runningAnimators.append(animator) }
    }

    func animatorStoppedRunning(_ animator: UIViewPropertyAnimator) {
        runningAnimators.removeAll { $0 === animator }
    }

    // MARK: Ticks

    /// Moves every animation to `time`: property animators first, then each animating
    /// layer's; then the completions that fell due run, in the order they fell due.
    func advance(to time: TimeInterval) {
        commitImplicitTransaction()
        var i = 0
        isAdvancingAnimators = true
        while i < runningAnimators.count {
            let animator = runningAnimators[i]
            animator.advance(to: time)
            if i < runningAnimators.count, runningAnimators[i] === animator { i += 1 }
        }
        isAdvancingAnimators = false
        advanceLayers(to: time)
        runDueCompletions()
    }

    // MARK: Layer animations

    /// The innermost open transaction; with `opening`, the implicit one is opened if none is.
    func currentTransaction(opening: Bool) -> LayerTransaction? {
        if let last = transactions.last { return last }
        guard opening else { return nil }
        let implicit = LayerTransaction(in: self, inheriting: nil, isImplicit: true)
        transactions.append(implicit)
        return implicit
    }

    func beginTransaction() {
        transactions.append(LayerTransaction(in: self, inheriting: transactions.last, isImplicit: false))
    }

    func commitTransaction() {
        guard let last = transactions.last, !last.isImplicit else {
            Log.animation.warning("CATransaction.commit() without CATransaction.begin(); nothing to commit")
            return
        }
        transactions.removeLast()
        if transactions.isEmpty { commits += 1 }
        last.group.seal()
    }

    /// Commits the implicit transaction (and any explicit ones left open inside it, with a
    /// warning), as the end of a run loop turn does: the layers made so far are on screen.
    func commitImplicitTransaction() {
        if let first = transactions.first {
            // Inside an explicit transaction nothing commits until its own commit().
            guard first.isImplicit else { return }
            if transactions.count > 1 {
                Log.animation.warning(
                    "\(transactions.count - 1) CATransaction.begin() without commit() at the end of a tick; committed now")
            }
            let open = transactions
            transactions.removeAll()
            for transaction in open.reversed() { transaction.group.seal() }
        }
        commits += 1
    }

    func layerStartedAnimating(_ layer: CALayer) {
        if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
    }

    /// Moves every layer's animations to `time`; a layer whose animations are all gone
    /// leaves the list.
    private func advanceLayers(to time: TimeInterval) {
        guard !animatingLayers.isEmpty else { return }
        let layers = animatingLayers
        for layer in layers where !layer.runningAnimations.isEmpty { layer.advanceAnimations(to: time) }
        animatingLayers.removeAll { $0.runningAnimations.isEmpty }
    }

    /// Runs the completions queued so far; ones queued by them wait for the next tick.
    private func runDueCompletions() {
        let due = pendingCompletions.count
        guard due > 0 else { return }
        for index in 0..<due { pendingCompletions[index].runCompletion() }
        pendingCompletions.removeFirst(due)
    }
}
