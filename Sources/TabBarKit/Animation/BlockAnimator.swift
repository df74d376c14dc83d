import Foundation

/// An animator an app is handed (a context menu's, the sidebar's) to add animations and
/// completions to, each run once. They are taken out before they run, so a block that adds
/// another to the same animator adds it for a later run.
@MainActor
class BlockAnimator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations added so far, once.
    func runAnimations() {
        let taken = animations
        animations = []
        for animation in taken { animation() }
    }

    /// Runs the completions added so far, once.
    func runCompletions() {
        let taken = completions
        completions = []
        for completion in taken { completion() }
    }

    /// No motion: everything runs now, animations first.
    func runAtOnce() {
        runAnimations()
        runCompletions()
    }
}
