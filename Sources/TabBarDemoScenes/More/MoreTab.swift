import Foundation
import TabBarKit

/// One of the More scene's twelve tabs: its name, its bar item and, for the tabs with a
/// navigation stack, the rows whose taps push a detail page.
struct MoreTab {
    let name: String
    let systemItem: UITabBarItem.SystemItem?
    let badge: String?
    let rows: [String]?

    /// The twelve tabs: the eleven system items that name a kind of content, and Settings
    /// with a drawn gear, since no system item fits it. Four show on the bar; More lists
    /// the rest.
    static let all: [MoreTab] = [
        MoreTab(name: "Favorites", systemItem: .favorites, badge: "3", rows: ["Prospect Park", "The High Line", "Flushing Meadows"]),
        MoreTab(name: "Featured", systemItem: .featured, badge: nil, rows: nil),
        MoreTab(name: "Top Rated", systemItem: .topRated, badge: nil, rows: ["Coney Island", "Central Park", "Snug Harbor"]),
        MoreTab(name: "Recents", systemItem: .recents, badge: nil, rows: nil),
        MoreTab(name: "Contacts", systemItem: .contacts, badge: nil, rows: ["Ada Lovelace", "Grace Hopper", "Alan Kay"]),
        MoreTab(name: "History", systemItem: .history, badge: nil, rows: nil),
        MoreTab(name: "Bookmarks", systemItem: .bookmarks, badge: "1", rows: ["Borough Hall", "Yankee Stadium"]),
        MoreTab(name: "Search", systemItem: .search, badge: nil, rows: nil),
        MoreTab(name: "Downloads", systemItem: .downloads, badge: "12", rows: nil),
        MoreTab(name: "Most Recent", systemItem: .mostRecent, badge: nil, rows: nil),
        MoreTab(name: "Most Viewed", systemItem: .mostViewed, badge: "New", rows: nil),
        MoreTab(name: "Settings", systemItem: nil, badge: nil, rows: nil),
    ]

    /// The restoration identifier of the tab's controller: its name in lower case, dashed.
    var identifier: String { name.lowercased().replacingOccurrences(of: " ", with: "-") }

    @MainActor
    func makeItem() -> UITabBarItem {
        let item =
            systemItem.map { UITabBarItem(tabBarSystemItem: $0, tag: 0) }
            ?? UITabBarItem(title: name, image: MoreIcons.gear(), tag: 0)
        item.badgeValue = badge
        return item
    }

    /// A navigation controller over the list when the tab has rows, else a plain page.
    @MainActor
    func makeViewController() -> UIViewController {
        let controller: UIViewController
        if let rows {
            let list = MoreListViewController(title: name, rows: rows)
            list.restorationIdentifier = identifier + "-list"
            controller = UINavigationController(rootViewController: list)
        } else {
            controller = MorePageViewController(title: name, text: "The \(name) tab")
        }
        controller.tabBarItem = makeItem()
        controller.restorationIdentifier = identifier
        return controller
    }
}
