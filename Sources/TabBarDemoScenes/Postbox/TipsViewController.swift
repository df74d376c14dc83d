import Foundation
import TabBarKit

/// Tips for a first run: once read, the tab removes itself from the bar.
@MainActor
final class TipsViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Tips"
        tabBarItem = UITabBarItem(title: "Tips", image: UIImage(systemName: "star"), tag: 2)
    }

    /// Postbox builds its pages in code; none comes from an archive.
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let gotIt = PostboxPage.button("Got it") { [weak self] in self?.removeTab() }
        PostboxPage.stack(
            [PostboxPage.heading("Tips"), PostboxPage.body("Swipe a message to file it. You will not see this tab again."), gotIt], on: self
        )
    }

    /// Takes this tab off the bar; the tab bar controller selects another.
    private func removeTab() {
        if let index = tabBarController?.viewControllers?.firstIndex(of: self) {
            tabBarController?.viewControllers?.remove(at: index)
        }
    }
}
