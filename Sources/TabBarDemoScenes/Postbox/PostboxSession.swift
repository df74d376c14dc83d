import Foundation
import TabBarKit

/// Whether the user has signed in, and the tab bar controller's delegate that acts on it:
/// until the user signs in, only the Account tab can be selected and the app stays upright;
/// signed in, every tab opens and each decides how it may turn.
@MainActor
final class PostboxSession: NSObject, UITabBarControllerDelegate {
    var isSignedIn = false
    weak var accountPage: UIViewController?

    func hasValidLogin() -> Bool {
        isSignedIn
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        hasValidLogin() || viewController === accountPage
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        guard hasValidLogin() else { return .portrait }
        return tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
}
