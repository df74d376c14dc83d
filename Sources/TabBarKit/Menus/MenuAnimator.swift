import Foundation

/// The animations and completions a context menu's delegate adds as the menu appears, ends
/// or commits its preview.
@MainActor
final class MenuAnimator: BlockAnimator, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.dismiss

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }
}
