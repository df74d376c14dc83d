import Foundation

/// The recognizers taking part in the current touches, and the rules by which they
/// compete, as UIKit's: a recognizer leaving `.possible` must be allowed to begin (its
/// delegate and its view), must not be prevented by one that already recognized, and waits
/// for the recognizers it requires to fail; once it recognizes, the others sharing its
/// touches fail unless a delegate lets them recognize simultaneously.
@MainActor
final class GestureArena {
    /// The runtime this belongs to, which holds the other parts of input it works with.
    unowned let runtime: ApplicationRuntime

    init(runtime: ApplicationRuntime) { self.runtime = runtime }

    /// Recognizers that received touches since their last reset.
    private(set) var members: [UIGestureRecognizer] = []
    private var reevaluating = false
    private var needsReevaluation = false

    func join(_ recognizer: UIGestureRecognizer) {
        if !members.contains(where: { $0 === recognizer }) { members.append(recognizer) }
    }

    // MARK: State changes

    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, as: newState)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = newState
            recognizer.performActions()
        case (.possible, .failed):
            fail(recognizer)
        case (.possible, .cancelled):
            // Nothing began, so there is nothing to cancel: the gesture simply failed.
            fail(recognizer)
        default:
            Log.events.error("gesture recognizer \(type(of: recognizer)) cannot go from \(old) to \(newState); ignored")
        }
    }

    /// Ends whatever `recognizer` is doing: it was disabled or left its view.
    func abandon(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed: transition(recognizer, to: .cancelled)
        case .possible where members.contains(where: { $0 === recognizer }): fail(recognizer)
        default: break
        }
        runtime.touchDispatch.settle()
    }

    private func fail(_ recognizer: UIGestureRecognizer, reevaluating others: Bool = true) {
        recognizer.pendingState = nil
        recognizer.storedState = .failed
        runtime.gestureTimers.cancel(recognizer)
        if others { reevaluatePending() }
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        guard recognizer.isEnabled,
            recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true,
            recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true
        else { return fail(recognizer) }
        for other in members
        where other !== recognizer && hasRecognized(other) && sharesTouches(other, recognizer)
            && prevents(other, recognizer)
        {
            return fail(recognizer)
        }
        var waits = false
        for other in candidates(for: recognizer) where other !== recognizer && requires(recognizer, toFail: other) {
            if hasRecognized(other) { return fail(recognizer) }
            if isInPlay(other) { waits = true }
        }
        if waits {
            recognizer.pendingState = target
            return
        }
        commit(recognizer, as: target)
    }

    private func commit(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        recognizer.storedState = target
        runtime.gestureTimers.cancel(recognizer)
        for other in members
        where other !== recognizer && other.storedState == .possible
            && sharesTouches(other, recognizer) && prevents(recognizer, other)
        {
            fail(other, reevaluating: false)
        }
        if recognizer.cancelsTouchesInView {
            runtime.touchDispatch.cancelViewDelivery(of: recognizer)
        }
        recognizer.performActions()
        reevaluatePending()
    }

    /// Recognitions held back may go ahead (or must fail) now that another has changed.
    private func reevaluatePending() {
        if reevaluating {
            needsReevaluation = true
            return
        }
        reevaluating = true
        defer { reevaluating = false }
        repeat {
            needsReevaluation = false
            for recognizer in members where recognizer.storedState == .possible {
                if let target = recognizer.pendingState { attemptRecognition(recognizer, as: target) }
            }
        } while needsReevaluation
    }

    // MARK: Relations

    /// Began, changed, or ended and not yet reset: it holds its touches against others.
    private func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState == .began || recognizer.storedState == .changed || recognizer.storedState == .ended
    }

    /// A recognizer that has touches (or a gesture under way) may still recognize; one that
    /// never saw this gesture's touches cannot, and is as good as failed.
    private func isInPlay(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState == .possible && members.contains { $0 === recognizer }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// The recognizers `recognizer` might have to wait for: the arena, and any it was
    /// explicitly told to require.
    private func candidates(for recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        members
            + recognizer.failureRequirements.compactMap(\.recognizer).filter { explicit in
                !members.contains { $0 === explicit }
            }
    }

    private func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !canRecognizeSimultaneously(a, b) && a.canPrevent(b) && b.canBePrevented(by: a)
    }

    private func requires(_ b: UIGestureRecognizer, toFail a: UIGestureRecognizer) -> Bool {
        b.failureRequirements.contains { $0.recognizer === a }
            || b.shouldRequireFailure(of: a) || a.shouldBeRequiredToFail(by: b)
            || b.delegate?.gestureRecognizer(b, shouldRequireFailureOf: a) == true
            || a.delegate?.gestureRecognizer(a, shouldBeRequiredToFailBy: b) == true
    }

    // MARK: Reset

    /// Resets recognizers that are done: at once after recognizing or being cancelled,
    /// and after failing once their touches have lifted.
    func resetFinished() {
        var index = 0
        while index < members.count {
            let recognizer = members[index]
            let done: Bool
            switch recognizer.storedState {
            case .ended, .cancelled: done = true
            case .failed: done = !recognizer.trackedTouches.contains { $0.isActive }
            default: done = false
            }
            if done {
                members.remove(at: index)
                reset(recognizer)
            } else {
                index += 1
            }
        }
    }

    /// Takes `recognizer` out of the arena: it forgets its touches and starts afresh.
    func remove(_ recognizer: UIGestureRecognizer) {
        members.removeAll { $0 === recognizer }
        reset(recognizer)
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches + runtime.touchDispatch.unfinishedTouches(of: recognizer) {
            touch.recognizers.removeAll { $0 === recognizer }
        }
        recognizer.trackedTouches.removeAll()
        recognizer.pendingState = nil
        recognizer.storedState = .possible
        runtime.gestureTimers.cancel(recognizer)
        recognizer.reset()
    }
}
