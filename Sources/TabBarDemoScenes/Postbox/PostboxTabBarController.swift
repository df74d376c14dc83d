import Foundation
import TabBarKit

/// Postbox's tabs, shown modally over its home screen: the inbox with its badge, sent mail,
/// tips that go away once read, and the account, where it opens until the user signs in.
@MainActor
final class PostboxTabBarController: UITabBarController {
    let session = PostboxSession()

    init() {
        super.init(nibName: nil, bundle: nil)
        let sent = TitlePage.make("Sent", background: .systemBackground)
        sent.tabBarItem = UITabBarItem(title: "Sent", image: UIImage(systemName: "folder"), tag: 1)
        let account = AccountViewController(session: session)
        session.accountPage = account
        viewControllers = [InboxViewController(), sent, TipsViewController(), account]
        selectedViewController = account
        delegate = session
        modalPresentationStyle = .fullScreen
    }

    /// Postbox builds its pages in code; none comes from an archive.
    required init?(coder: NSCoder) { return nil }
}
