import Foundation
import TabBarKit

/// The inbox: its tab's badge is the number of unread messages, gone at none.
@MainActor
final class InboxViewController: UIViewController {
    private let summary = PostboxPage.body("")

    var unreadCount = 3 {
        didSet { showCount() }
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
        showCount()
    }

    /// Postbox builds its pages in code; none comes from an archive.
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let markRead = PostboxPage.button("Mark all as read") { [weak self] in self?.unreadCount = 0 }
        PostboxPage.stack([PostboxPage.heading("Inbox"), summary, markRead], on: self)
    }

    private func showCount() {
        tabBarItem.badgeValue = unreadCount > 0 ? String(unreadCount) : nil
        summary.text = unreadCount == 1 ? "1 new message" : "\(unreadCount == 0 ? "No" : String(unreadCount)) new messages"
    }
}
