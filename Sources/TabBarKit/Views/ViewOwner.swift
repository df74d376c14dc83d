import Foundation

/// What owns a view as its root: in UIKit, its view controller. Views reach it only through
/// these calls, so that the view layer never depends on the controllers built on it.
@MainActor
protocol ViewOwner: UIResponder {
    /// Insets the owner adds to the safe area its root view inherits.
    var extraSafeAreaInsets: UIEdgeInsets { get }
    /// The root view's safe area changed.
    func viewSafeAreaInsetsDidChange()
    /// The root view is about to move to `window` (nil: off every window).
    func rootViewWillMove(toWindow window: UIWindow?)
    /// The root view has moved to a window or off one.
    func rootViewDidMoveToWindow()
    /// Runs the root view's `layoutSubviews` (`layout`) inside the owner's own layout calls.
    func layOutRootView(_ layout: () -> Void)
}
