import Foundation
import TabBarKit

/// Twelve tabs: four on the bar and More, navigation stacks in four of them, badges on
/// some, and restoration identifiers everywhere so the selected tab, the order the user
/// chose in Edit and the stacks survive a restart.
@MainActor
public enum MoreApp {
    public static func makeTabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.restorationIdentifier = "more-tabs"
        // customizableViewControllers stays at its default, all tabs, so More shows Edit.
        controller.viewControllers = MoreTab.all.map { $0.makeViewController() }
        return controller
    }

    /// The controllers restoration asks for that the scene did not build at launch: the
    /// detail pages of saved stacks.
    public static func restoreViewController(identifierPath: [String]) -> UIViewController? {
        identifierPath.last.flatMap(MoreDetailViewController.restored(identifier:))
    }
}

extension DemoScene {
    public static let more = DemoScene(
        name: "more", title: "More",
        summary: "Twelve tabs, More and Edit, kept on restart",
        makeRootViewController: { MoreApp.makeTabBarController() },
        restoreViewController: { MoreApp.restoreViewController(identifierPath: $0) }
    )
}
