import Foundation
import TabBarKit

/// Four tabs of a mail app under a bar whose selected item has an arrow above it.
@MainActor
public enum ArrowMarkerApp {
    static let tabs: [(title: String, symbol: String, color: UIColor)] = [
        ("Inbox", "envelope", .systemBlue), ("Chats", "message", .systemGreen),
        ("Files", "folder", .systemOrange), ("Starred", "star", .systemPurple),
    ]

    public static func makeTabBarController() -> UITabBarController {
        let controller = ArrowMarkerTabBarController()
        controller.viewControllers = tabs.enumerated().map { index, tab in
            let page = TitlePage.make(tab.title, color: tab.color, background: .systemBackground)
            page.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: index)
            return page
        }
        return controller
    }
}

extension DemoScene {
    public static let arrowMarker = DemoScene(
        name: "marker", title: "Arrow marker",
        summary: "An arrow slides above the selected tab",
        makeRootViewController: { ArrowMarkerApp.makeTabBarController() }
    )
}
