import Foundation

/// Scrolling to the top the way a tap on the status bar does, for TabBarKitExtras (which
/// does it when the selected tab is tapped again). Not UIKit's API: visible only to
/// `@_spi(TabBarKitExtras) import TabBarKit`.
@_spi(TabBarKitExtras)
extension UIScrollView {
    /// Glides to the top if the delegate's `scrollViewShouldScrollToTop` agrees, then tells it
    /// `scrollViewDidScrollToTop`. Returns whether it scrolls.
    @discardableResult
    public func scrollToTopAsIfStatusBarTapped() -> Bool {
        scrollToTopForStatusBarTap()
    }
}
