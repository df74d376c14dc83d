import Foundation
import TabBarKit

// A tab bar controller as apps commonly write one in Swift 5: a subclass that builds its tabs
// in viewDidLoad with symbol images, styles its bar, installs a bar of its own class, is its
// own delegate through an extension, keeps one tab closed until the user signs in, fades
// the content when a tab is picked, and bounces the picked tab's view, read by key.

final class RaisedTabBar: UITabBar {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitted = super.sizeThatFits(size)
        fitted.height += 6
        return fitted
    }
}

final class MainTabBarController: UITabBarController {
    var isSignedIn = false
    private(set) var refusedTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(RaisedTabBar(), forKey: "tabBar")
        delegate = self
        viewControllers = [
            makeTab(title: "Home", symbol: "house"),
            makeTab(title: "Search", symbol: "magnifyingglass"),
            makeTab(title: "Inbox", symbol: "envelope"),
            makeTab(title: "Profile", symbol: "person"),
        ]
        tabBar.tintColor = #colorLiteral(red: 0.8, green: 0.1, blue: 0.3, alpha: 1)
        tabBar.unselectedItemTintColor = .secondaryLabel
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        viewControllers?[2].tabBarItem.badgeValue = "4"
        viewControllers?[2].tabBarItem.badgeColor = .systemBlue
    }

    private(set) var bouncedViews: [UIView] = []

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let itemView = item.value(forKey: "view") as? UIView else { return }
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1.0, 1.3, 0.9, 1.0]
        bounce.duration = 0.3
        bounce.calculationMode = .cubic
        itemView.layer.add(bounce, forKey: "bounce")
        bouncedViews.append(itemView)
    }

    private func makeTab(title: String, symbol: String) -> UIViewController {
        let root = UIViewController()
        root.title = title
        root.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(
            title: title, image: UIImage(systemName: symbol),
            selectedImage: UIImage(systemName: symbol + ".fill") ?? UIImage(systemName: symbol))
        return navigation
    }
}

extension MainTabBarController: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard viewController.tabBarItem.title == "Profile", !isSignedIn else { return true }
        refusedTitles.append(viewController.tabBarItem.title ?? "")
        return false
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let view = viewController.view else { return }
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: nil)
    }
}
