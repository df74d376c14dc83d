import Foundation
import TabBarKit

/// Postbox's home screen, under its tabs: it presents them full screen, and shows again
/// when they are closed.
@MainActor
final class PostboxHomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let open = PostboxPage.button("Open Postbox") { [weak self] in
            self?.present(PostboxTabBarController(), animated: true)
        }
        PostboxPage.stack([PostboxPage.heading("Postbox"), PostboxPage.body("Your mail, in four tabs."), open], on: self)
    }
}
