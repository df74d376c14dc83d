import Foundation
import TabBarKit

/// A feed, favourites under the round button, and a profile.
@MainActor
public enum CentreButtonApp {
    static let tabs: [(title: String, symbol: String?)] = [("Feed", "house"), ("Favourites", nil), ("Profile", "person")]

    public static func makeTabBarController() -> UITabBarController {
        let controller = MainTabBarController()
        controller.viewControllers = tabs.enumerated().map { index, tab in
            let page = TitlePage.make(tab.title)
            // The middle item has neither title nor image: the round button stands in for it.
            page.tabBarItem = UITabBarItem(
                title: tab.symbol == nil ? nil : tab.title,
                image: tab.symbol.flatMap { UIImage(systemName: $0) }, tag: index)
            return page
        }
        return controller
    }
}

extension DemoScene {
    public static let centreButton = DemoScene(
        name: "button", title: "Centre button",
        summary: "A round button stands out of a drawn bar",
        makeRootViewController: { CentreButtonApp.makeTabBarController() }
    )
}
