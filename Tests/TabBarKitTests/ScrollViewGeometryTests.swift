import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ScrollViewGeometryTests {
    private func makeScrollView(content: CGSize = CGSize(width: 320, height: 2000)) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = content
        return scrollView
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = makeScrollView()
        root.addSubview(scrollView)
        let child = UIView(frame: CGRect(x: 0, y: 600, width: 50, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 550)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 550))
        #expect(scrollView.bounds.size == CGSize(width: 320, height: 480))
        // The child at content y 600 shows 50 pt below the scroll view's top.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func scrollViewsClipToTheirBoundsByDefault() {
        #expect(UIScrollView(frame: .zero).clipsToBounds)
        #expect(UIScrollView().clipsToBounds)
    }

    @Test func everyOffsetChangeTellsTheDelegateAndLaysOutAgain() {
        let scrollView = makeScrollView()
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(delegate.scrollCount == 1)
        #expect(scrollView.needsLayout)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(delegate.scrollCount == 1, "an unchanged offset is not a scroll")
    }

    @Test func adjustedContentInsetAddsTheSafeAreaAsTheBehaviourSays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 12))
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 1, bottom: 6, right: 2)
        scrollView.contentSize = CGSize(width: 380, height: 400) // shorter and narrower than the view

        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 12))
        // .automatic: the vertical safe area always; the horizontal one only if it scrolls sideways.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 52, left: 1, bottom: 40, right: 2))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 1, bottom: 6, right: 2))
        scrollView.contentSize = CGSize(width: 380, height: 3000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 52, left: 1, bottom: 40, right: 2))
        scrollView.contentSize = CGSize(width: 800, height: 3000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 52, left: 11, bottom: 40, right: 14))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 52, left: 11, bottom: 40, right: 14))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }

    @Test func aChangedAdjustedInsetIsReportedAndKeepsContentAtItsTop() {
        final class Probe: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                changes += 1
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = Probe(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        root.addSubview(scrollView)
        #expect(scrollView.changes == 0)
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.changes == 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47), "content resting at the top stays at the top")
        scrollView.contentOffset.y = 300
        scrollView.contentInset.top = 10
        #expect(scrollView.changes == 2)
        #expect(scrollView.contentOffset.y == 300, "scrolled content stays where it is")
    }

    @Test func animatedOffsetGlidesOnTicksAndReportsItsEnd() {
        let app = TestApplication()
        let scrollView = makeScrollView()
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(scrollView.contentOffset == .zero, "nothing moves before a tick")
        app.tick(0.15)
        // Ease-in-ease-out is symmetric: half the time is half the distance.
        #expect(abs(scrollView.contentOffset.y - 200) < 0.01)
        app.tick(0.3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        app.tick(0.4)
        #expect(delegate.log.events == ["didScroll", "didEndScrollingAnimation"])
        #expect(!UIApplication.shared.wantsFrames, "an idle scroll view asks for no frames")
    }

    @Test func unanimatedOffsetStopsAnAnimationWithoutReportingIt() {
        let app = TestApplication()
        let scrollView = makeScrollView()
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        app.tick(0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        app.tick(0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(delegate.log.events == ["didScroll"])
    }

    @Test func scrollRectToVisibleMovesJustEnough() {
        let scrollView = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520), "the rect's bottom meets the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520), "an already visible rect moves nothing")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "the rect's top meets the view's top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 300), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520), "never past the end of the content")
        scrollView.contentInset.top = 20
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20), "the inset counts as covered")
    }

    @Test func statusBarTapScrollsTheOnlyScrollsToTopViewToItsTop() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = makeScrollView()
        window.addSubview(scrollView)
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.contentInset.top = 20
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        delegate.log.add("tap")
        #expect(window.handleStatusBarTap())
        app.run(from: 0, limit: 1) { !UIApplication.shared.wantsFrames }
        // The window's safe area (the iPhone 6's 20 pt status bar) adds to the inset.
        #expect(scrollView.adjustedContentInset.top == 20 + window.safeAreaInsets.top)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -scrollView.adjustedContentInset.top))
        #expect(delegate.log.events == ["didScroll", "tap", "shouldScrollToTop", "didScroll", "didScrollToTop"])

        let second = makeScrollView()
        window.addSubview(second)
        #expect(!window.handleStatusBarTap(), "two candidates: UIKit scrolls neither")
        second.scrollsToTop = false
        delegate.allowsScrollToTop = false
        #expect(!window.handleStatusBarTap(), "the delegate may refuse")
    }
}
