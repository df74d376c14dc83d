import TabBarKit

/// Asked before a self-designed bar's controller changes its selection, as
/// `UITabBarControllerDelegate` is asked by a tab bar controller.
@preconcurrency @MainActor
public protocol SelfDesignedTabBarControllerDelegate: AnyObject {
    /// False keeps the current selection (a tap on a locked tab, say).
    func selfDesignedTabBarController(
        _ controller: SelfDesignedTabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool
}
