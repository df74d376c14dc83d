import Foundation

// A tap on the status bar scrolls to the top. TabBarKit has no status bar, so a host (or
// a test) reports the tap itself: an addition (Sources/TabBarKit/TabBarKit.docc/DEVIATIONS.md).
extension UIWindow {
    /// Does what a tap on the status bar does in UIKit: if exactly one visible scroll view
    /// in the window has `scrollsToTop` set and its delegate agrees, it glides to its top
    /// and then tells the delegate `scrollViewDidScrollToTop`. Returns whether it scrolls.
    @discardableResult
    @_spi(Hosting) public func handleStatusBarTap() -> Bool {
        var candidates: [UIScrollView] = []
        collectScrollsToTop(in: self, into: &candidates)
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        return scrollView.scrollToTopForStatusBarTap()
    }

    private func collectScrollsToTop(in view: UIView, into found: inout [UIScrollView]) {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
            if let scrollView = subview as? UIScrollView, scrollView.scrollsToTop { found.append(scrollView) }
            collectScrollsToTop(in: subview, into: &found)
        }
    }
}

extension UIScrollView {
    func scrollToTopForStatusBarTap() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        stopMotion()
        guard top != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        startMotion(
            .animating(
                ScrollOffsetAnimation(from: contentOffset, to: top, start: application.currentTime),
                toTop: true))
        return true
    }
}
