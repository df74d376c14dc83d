import Foundation

/// Collects what a delegate adds while entering or leaving a region, then runs the
/// animations as one `UIView.animate` block, on the application's clock like any other.
@MainActor
final class PointerInteractionAnimator: NSObject, UIPointerInteractionAnimating {
    /// How long the effect's companions animate; UIKit's pointer springs settle about as fast.
    static let duration: TimeInterval = 0.2

    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Starts what was added; completions alone still run, once the duration has passed.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = animations, completions = completions
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { for animation in animations { animation() } },
            completion: { finished in for completion in completions { completion(finished) } })
    }
}
