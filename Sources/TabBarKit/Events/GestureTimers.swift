import Foundation

/// Deadlines of recognizers that act when time passes with no new touch: a long press
/// begins, a multi-tap recognizer gives up waiting for the next tap. `UIApplication.tick(at:)`
/// fires those that are due, first in the tick: time reaches them through the application's
/// clock alone, as it reaches animations, and a touch whose timestamp is past a deadline is
/// delivered before the tick that fires it, as UIKit handles the event under way before a
/// timer. With nothing pending, checking costs one empty-array test and allocates nothing.
@MainActor
final class GestureTimers {
    /// The runtime this belongs to, which holds the other parts of input it works with.
    unowned let runtime: ApplicationRuntime

    init(runtime: ApplicationRuntime) { self.runtime = runtime }

    private var pending: [UIGestureRecognizer] = []

    var hasPending: Bool { !pending.isEmpty }

    func schedule(_ recognizer: UIGestureRecognizer, at time: TimeInterval) {
        recognizer.deadline = time
        if !pending.contains(where: { $0 === recognizer }) { pending.append(recognizer) }
    }

    func cancel(_ recognizer: UIGestureRecognizer) {
        guard recognizer.deadline != nil else { return }
        recognizer.deadline = nil
        pending.removeAll { $0 === recognizer }
    }

    /// Fires the deadlines at or before `time`, earliest first, then lets held touches go.
    func fireDue(at time: TimeInterval) {
        guard !pending.isEmpty else { return }
        let due = pending.filter { ($0.deadline ?? .infinity) <= time }
            .sorted { ($0.deadline ?? 0) < ($1.deadline ?? 0) }
        guard !due.isEmpty else { return }
        for recognizer in due {
            cancel(recognizer)
            recognizer.deadlineReached()
        }
        runtime.touchDispatch.settle()
    }
}
