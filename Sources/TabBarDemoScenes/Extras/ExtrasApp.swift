import Foundation
import TabBarKit
import TabBarKitExtras

/// A standard tab bar controller with what TabBarKitExtras adds to it: a red line that slides
/// to the selected item, a round "+" button in the middle that selects the Post tab, and
/// swipes between the tabs.
@MainActor
public enum ExtrasApp {
    static let tabs: [(title: String, symbol: String?, color: UIColor)] = [
        ("Home", "house", .systemBlue), ("Explore", "magnifyingglass", .systemTeal), ("Post", nil, .systemIndigo),
        ("Inbox", "envelope", .systemOrange), ("Profile", "person", .systemPurple),
    ]

    public static func makeTabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.viewControllers = tabs.enumerated().map { index, tab in
            let page = TitlePage.make(tab.title, color: tab.color, background: .systemBackground)
            // The middle item stays empty: the round button stands over it.
            page.tabBarItem =
                tab.symbol.map { UITabBarItem(title: tab.title, image: UIImage(systemName: $0), tag: index) }
                ?? UITabBarItem(title: nil, image: nil, tag: index)
            return page
        }
        let line = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 3))
        line.backgroundColor = .systemRed
        line.layer.cornerRadius = 1.5
        TabBarSelectionMarker(markerView: line, placement: .top).attach(to: controller.tabBar)
        TabBarCentreButton(button: makePlusButton(), selectingTabAt: 2).attach(to: controller)
        TabBarSwipeTransitions().attach(to: controller)
        return controller
    }

    /// A white "+" on blue; the "+" turns yellow while the Post tab is selected.
    private static func makePlusButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle("+", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 30, weight: .medium)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.systemYellow, for: .selected)
        button.backgroundColor = .systemBlue
        return button
    }
}

extension DemoScene {
    public static let extras = DemoScene(
        name: "extras", title: "Extras on a standard bar",
        summary: "A sliding marker, a centre button, swipes",
        makeRootViewController: { ExtrasApp.makeTabBarController() }
    )
}
