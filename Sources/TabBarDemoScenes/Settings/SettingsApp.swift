import Foundation
import TabBarKit

/// A settings screen in the first of three tabs, built from UIKit's standard controls as an
/// iOS settings page is: switches, a segmented control, a slider, a stepper, a progress view
/// with a spinner, and a page control of tips.
extension DemoScene {
    public static let settings = DemoScene(
        name: "settings", title: "Settings",
        summary: "Switches, a slider, a stepper and more on a settings page",
        makeRootViewController: { SettingsApp.makeTabBarController() }
    )
}

@MainActor
public enum SettingsApp {
    public static func makeTabBarController() -> UITabBarController {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 0)
        let people = TitlePage.make("People")
        people.tabBarItem = UITabBarItem(title: "People", image: UIImage(systemName: "person.2"), tag: 1)
        let about = TitlePage.make("About")
        about.tabBarItem = UITabBarItem(title: "About", image: UIImage(systemName: "info.circle"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [settings, people, about]
        return tabs
    }
}
