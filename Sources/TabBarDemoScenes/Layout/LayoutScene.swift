import Foundation
import TabBarKit

/// Two tabs laid out only with Auto Layout — anchors, stack views, the safe area, margins
/// and the readable width — so that turning the phone re-solves them.
@MainActor
public enum LayoutApp {
    public static func makeTabBarController() -> UITabBarController {
        let profile = ProfileViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 0)
        let settings = SettingsListViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        let controller = UITabBarController()
        controller.viewControllers = [profile, settings]
        return controller
    }
}

extension DemoScene {
    public static let layout = DemoScene(
        name: "layout", title: "Auto Layout",
        summary: "Anchors, stacks and guides; turns with the phone",
        makeRootViewController: { LayoutApp.makeTabBarController() }
    )
}
