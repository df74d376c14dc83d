import Foundation

/// An animation a layer runs: the layer's own copy, its key, and when it began. A class,
/// so that stepping through them each tick copies nothing.
final class RunningLayerAnimation {
    let key: String?
    let animation: CAAnimation
    /// Set when a view's animation block made the animation: it keeps its own timing.
    let block: PropertyAnimation?
    let begin: CFTimeInterval
    let timing: LayerAnimationTiming.Parameters
    /// The transaction it was added in, which waits for it to end.
    let transaction: AnimationGroup?
    var started = false
    var finished = false

    @MainActor init(key: String?, animation: CAAnimation, begin: CFTimeInterval, transaction: AnimationGroup?) {
        (self.key, self.animation, self.begin, self.transaction) = (key, animation, begin, transaction)
        block = nil
        timing = LayerAnimationTiming.Parameters(animation)
    }

    /// A block's animation, under its key path; it answers to its block and transaction itself.
    @MainActor init(block: PropertyAnimation) {
        (key, animation, self.block, begin, transaction) = (block.key.keyPath, block, block, 0, nil)
        timing = LayerAnimationTiming.Parameters(block)
    }
}

// Animations on a layer, in the order they were added: those added with `add(_:forKey:)`
// and those a view's animation blocks made. Each tick the layer's presentation copy takes
// the model's values and every running animation sets its key path on it, in that order,
// so a later one wins. A free-standing layer is drawn from that copy; a view's layer hands
// the values its view draws from (position, bounds, transform, opacity, background, corner
// radius) to the presented values it keeps for its view (`viewPresentation`).
extension CALayer {
    /// Runs `copy`, the layer's own copy of an animation, under `key`.
    func addAnimation(_ copy: CAAnimation, forKey key: String?) {
        if let keyPath = (copy as? CAPropertyAnimation)?.keyPath, !LayerKeyPaths.isAnimatable(keyPath, on: self) {
            Log.layers.warning("add(_:forKey:): \(type(of: self)) has no animatable key path '\(keyPath)'; the animation shows nothing")
        }
        if let key { removeLayerAnimations { $0.key == key } }
        let engine = application.animationEngine
        // A begin time is on the layer's timeline, as is the moment it is added.
        let begin = copy.beginTime > 0 ? copy.beginTime : localTime(fromMedia: engine.now)
        let transaction = engine.currentTransaction(opening: false)?.group
        transaction?.animationStarted()
        runningAnimations.append(RunningLayerAnimation(key: key, animation: copy, begin: begin, transaction: transaction))
        engine.layerStartedAnimating(self)
        advanceAnimations(to: engine.now)
    }

    /// Ends the animations that `matching` picks: their delegates and blocks hear
    /// `finished` (false unless a property animator ends its own at their end).
    func removeLayerAnimations(finished: Bool = false, where matching: (RunningLayerAnimation) -> Bool) {
        let removed = runningAnimations.filter(matching)
        guard !removed.isEmpty else { return }
        runningAnimations.removeAll(where: matching)
        // What they set must go back to the model's values on the copy.
        presentationIsStale = true
        advanceAnimations(to: application.animationEngine.now)
        for entry in removed where !entry.finished {
            if let block = entry.block {
                block.end(finished: finished)
                continue
            }
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
            entry.transaction?.animationEnded(finished: false)
        }
    }

    var hasUnfinishedAnimations: Bool { runningAnimations.contains { !$0.finished } }

    /// Shows the animations at `time` (on the application's clock), repainting where the
    /// layer was and is, then tells delegates which started and which finished (after the
    /// values are in place, so a delegate that adds or removes animations sees a settled layer).
    func advanceAnimations(to time: CFTimeInterval) {
        advanceAnimations(atLocalTime: localTime(fromMedia: time))
    }

    /// `advanceAnimations(to:)` at a moment already on the layer's timeline.
    func advanceAnimations(atLocalTime local: CFTimeInterval) {
        var events = StepEvents()
        if isViewLayer, let view = hostingView {
            // A view's layer passes the presented values to its view, which repaints
            // through its own bookkeeping. (No closure here: the step runs every tick.)
            let styleWasAnimating = animatesLayerStyle
            stepPresentation(atLocalTime: local, into: &events)
            view.showLayerAnimations(presentationLayer)
            // What the layer draws itself (a shape, gradient or text, a border or shadow) is
            // drawn from its presentation: repaint while that animates and once after.
            animatesLayerStyle = animatesOwnStyle
            if drawsOwnContent || styleWasAnimating || animatesLayerStyle { view.invalidateVisualArea() }
        } else if !repaintOnlyChangedPart(across: { stepPresentation(atLocalTime: local, into: &events) }) {
            // A free-standing layer repaints its area before and after.
            invalidateOwnArea { stepPresentation(atLocalTime: local, into: &events) }
        }
        for (block, finished) in events.endedBlocks { block.end(finished: finished) }
        for animation in events.started { animation.delegate?.animationDidStart(animation) }
        for entry in events.stopped {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            entry.transaction?.animationEnded(finished: true)
        }
    }

    /// What one step started and ended, told once the values are in place.
    struct StepEvents {
        var started: [CAAnimation] = []
        var stopped: [RunningLayerAnimation] = []
        var endedBlocks: [(PropertyAnimation, finished: Bool)] = []
    }

    /// Sets the presentation copy from the model and lets every running animation set its
    /// key path on it, in the order added; takes off those that ended.
    private func stepPresentation(atLocalTime local: CFTimeInterval, into events: inout StepEvents) {
        guard !runningAnimations.isEmpty else {
            presentationLayer = nil
            return
        }
        let shown = presentationLayer ?? makePresentationLayer()
        if presentationIsStale {
            shown.copyAnimatableState(from: self)
            shown.freeSuperlayer = freeSuperlayer
            presentationIsStale = false
        } else {
            for entry in runningAnimations { shown.resetAnimatedProperties(of: entry.animation, from: self) }
        }
        var index = 0
        while index < runningAnimations.count {
            let entry = runningAnimations[index]
            if let block = entry.block {
                if let ended = block.show(atLocalTime: local, on: shown) {
                    events.endedBlocks.append((block, ended))
                    runningAnimations.remove(at: index)
                    presentationIsStale = true
                } else {
                    index += 1
                }
                continue
            }
            let state = LayerAnimationTiming.state(of: entry.timing, atLocalTime: local - entry.begin)
            if state.started, !entry.started {
                entry.started = true
                events.started.append(entry.animation)
            }
            if state.shows { shown.applyAnimation(entry.animation, at: state) }
            if state.finished, !entry.finished {
                entry.finished = true
                events.stopped.append(entry)
                if entry.animation.isRemovedOnCompletion {
                    runningAnimations.remove(at: index)
                    presentationIsStale = true
                    continue
                }
            }
            index += 1
        }
        if runningAnimations.isEmpty { presentationLayer = nil }
    }

    /// Whether an added animation changes what the layer draws itself (not a view property).
    private var animatesOwnStyle: Bool {
        for entry in runningAnimations where entry.block == nil {
            if let key = entry.animation.animatedKey {
                if UIView.animatableKey(for: key) == nil { return true }
            } else if entry.animation is CAAnimationGroup {
                return true
            }
        }
        return false
    }

    /// Puts back the model's values of what `animation` sets (the whole property a sub-path
    /// belongs to), so this tick's values start from the model again.
    private func resetAnimatedProperties(of animation: CAAnimation, from model: CALayer) {
        if let group = animation as? CAAnimationGroup {
            for child in group.animations ?? [] { resetAnimatedProperties(of: child, from: model) }
            return
        }
        guard let property = animation.animatedKey?.root else {
            // Asked only of animations without a key path: a cast every tick costs.
            if animation is CATransition { shownTransition = nil }
            return
        }
        // The stored values straight across: no unboxing, and no colour made each step.
        switch property {
        case .position: stored.position = model.stored.position
        case .bounds: stored.bounds = model.stored.bounds
        case .transform: stored.transform = model.stored.transform
        case .opacity: stored.opacity = model.stored.opacity
        case .backgroundColor: stored.backgroundColor = model.stored.backgroundColor
        default:
            if let value = LayerKeyPaths.value(of: model, at: property) { LayerKeyPaths.set(value, at: property, on: self) }
        }
    }

    private func makePresentationLayer() -> CALayer {
        let copy = makeBlankPresentationCopy()
        copy.isPresentationCopy = true
        presentationLayer = copy
        return copy
    }

    /// Sets `animation`'s value at `state` on this presentation copy.
    func applyAnimation(_ animation: CAAnimation, at state: LayerAnimationTiming.State) {
        if animation is CAAnimationGroup {
            animation.applyChildren(atLocalTime: state.cycleTime, to: self)
            return
        }
        guard let keyPath = animation.animatedKey else {
            if let transition = animation as? CATransition {
                shownTransition = transition.startingPicture.map { ($0, transition.progress(atFraction: state.fraction)) }
            }
            return
        }
        let property = animation as? CAPropertyAnimation
        let readsCurrent = animation.readsModelValue || property?.isAdditive == true
        let current = readsCurrent ? LayerKeyPaths.value(of: self, at: keyPath) : nil
        guard var value = animation.value(atFraction: state.fraction, model: current) else { return }
        if let property {
            // Cumulative: each repeat starts where the last ended.
            if property.isCumulative, state.completedCycles > 0,
                let start = animation.value(atFraction: 0, model: current), let end = animation.value(atFraction: 1, model: current),
                let step = end.subtracting(start)
            {
                for _ in 0..<min(state.completedCycles, 10_000) { value = value.adding(step) ?? value }
            }
            if property.isAdditive, let current, let sum = current.adding(value) { value = sum }
        }
        LayerKeyPaths.set(value, at: keyPath, on: self)
        animation.didApply(atFraction: state.fraction, model: current, to: self)
    }
}
