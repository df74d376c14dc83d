import Foundation

/// The animations and completions a context menu's delegate adds as the menu appears, ends
/// or commits its preview.
@MainActor
final class MenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.dismiss
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations added so far, once.
    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs the completions added so far, once.
    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
