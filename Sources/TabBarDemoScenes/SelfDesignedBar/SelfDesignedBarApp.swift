import Foundation
import TabBarKit

/// Three pages under a bar of the app's own design; the first page hides and shows it.
@MainActor
public enum SelfDesignedBarApp {
    public static func makeController() -> UIViewController {
        let controller = PillBarController()
        let home = TitlePage.make("Home", color: .systemBlue)
        let toggle = UIButton(
            type: .system,
            primaryAction: UIAction { [weak controller] _ in
                guard let controller else { return }
                controller.setTabBarVisible(!controller.isTabBarVisible, animated: true)
            })
        toggle.setTitle("Hide or show the bar", for: .normal)
        toggle.translatesAutoresizingMaskIntoConstraints = false
        home.view.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.centerXAnchor.constraint(equalTo: home.view.centerXAnchor),
            toggle.topAnchor.constraint(equalTo: home.view.centerYAnchor, constant: 40),
        ])
        controller.viewControllers = [
            home, TitlePage.make("Search", color: .systemGreen), TitlePage.make("Settings", color: .systemOrange),
        ]
        // Identifiers opt the controller and its tabs in to state restoration.
        controller.restorationIdentifier = "designed"
        for tab in controller.viewControllers { tab.restorationIdentifier = "designed-" + (tab.title ?? "").lowercased() }
        return controller
    }
}

extension DemoScene {
    public static let selfDesignedBar = DemoScene(
        name: "designed", title: "Self-designed bar",
        summary: "A bar of pill buttons that hides animated",
        makeRootViewController: { SelfDesignedBarApp.makeController() }
    )
}
