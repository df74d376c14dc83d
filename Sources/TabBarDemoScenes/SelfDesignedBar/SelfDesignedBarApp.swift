import Foundation
import TabBarKit

/// Three pages under a bar of the app's own design; the first page hides and shows it.
@MainActor
public enum SelfDesignedBarApp {
    public static func makeController() -> UIViewController {
        let controller = PillBarController()
        let home = page("Home", color: .systemBlue)
        let toggle = UIButton(type: .system, primaryAction: UIAction { [weak controller] _ in
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
        controller.viewControllers = [home, page("Search", color: .systemGreen), page("Settings", color: .systemOrange)]
        return controller
    }

    private static func page(_ title: String, color: UIColor) -> UIViewController {
        let page = UIViewController()
        page.title = title
        page.view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        return page
    }
}

extension DemoScene {
    public static let selfDesignedBar = DemoScene(
        name: "designed", title: "Self-designed bar",
        summary: "A bar of pill buttons that hides animated",
        makeRootViewController: { SelfDesignedBarApp.makeController() }
    )
}
