import Foundation

// Moving a window to another device's screen (a TabBarKit addition, for hosts and demos that
// show one app as it looks on a phone and on an iPad): the window takes the screen's idiom,
// scale and safe areas, and its portrait size, as a size transition, so traits change and
// controllers hear `willTransition(to:with:)`, `viewWillTransition(to:with:)` and
// `traitCollectionDidChange(_:)`.
extension UIWindow {
    /// Shows the window on a screen of `configuration`, at that screen's portrait size.
    /// Returns whether it is there (false when the interface cannot take that size).
    @discardableResult
    @_spi(Hosting) public func switchScreen(to configuration: ScreenConfiguration) -> Bool {
        resize(to: configuration.size, duration: 0, on: UIScreen(configuration: configuration))
    }
}
