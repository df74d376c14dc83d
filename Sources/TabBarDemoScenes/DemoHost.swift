import TabBarKit

/// What the program that shows the demo does for it and an app cannot do for itself: draw
/// the phone's status bar in the app's window (iOS draws it in a window of its own), and
/// move the window to another device's screen so that one app can be seen on both. The
/// scenes use UIKit's public API only; the demo program implements this with its hosting
/// hooks.
@MainActor
public protocol DemoHost: AnyObject {
    /// The delegate made `window` and is about to show it.
    func prepare(_ window: UIWindow)
    /// Moves `window` to a screen of `idiom` (an iPhone or the iPad); false when it cannot.
    @discardableResult func show(_ window: UIWindow, on idiom: UIUserInterfaceIdiom) -> Bool
}
