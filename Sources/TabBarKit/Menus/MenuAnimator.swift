import Foundation

/// The animations and completions a context menu's delegate adds as the menu appears, ends
/// or commits its preview.
@MainActor
final class MenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.dismiss
    private var blocks = AddedBlocks()

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { blocks.addAnimations(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { blocks.addCompletion(completion) }

    /// Runs the animations added so far, once.
    func runAnimations() {
        for animation in blocks.takeAnimations() { animation() }
    }

    /// Runs the completions added so far, once.
    func runCompletions() {
        for completion in blocks.takeCompletions() { completion() }
    }
}
