import Foundation
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Scrolling to the top on a tap of the selected tab, with TabBarKitExtras: at the tab's
/// root the page's scroll view glides up; deeper in a navigation tab the tap pops first as in
/// UIKit, and the next one scrolls; a refused tap, another tab or a scroll view that says no
/// scroll nothing.
@Suite(.freshApplication)
@MainActor
struct TabBarScrollToTopOnReselectTests {
    /// A page whose view is a tall scroll view.
    final class ScrollPage: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            scrollView.contentSize = CGSize(width: 375, height: 3000)
            view = scrollView
        }
    }

    /// A page with a scroll view inside a plain container, under a header that is not one.
    final class NestedScrollPage: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            let container = UIView(frame: view.bounds)
            scrollView.frame = container.bounds
            scrollView.contentSize = CGSize(width: 375, height: 3000)
            container.addSubview(scrollView)
            view.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
            view.addSubview(container)
        }
    }

    final class RefusingScrollDelegate: NSObject, UIScrollViewDelegate {
        var asked = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            asked += 1
            return false
        }
    }

    @MainActor final class App {
        let fixture: TabBarFixture
        let list = ScrollPage(), nested = NestedScrollPage()
        let navigation: UINavigationController
        let clock = TestApplication()
        let scrollToTop = TabBarScrollToTopOnReselect()

        init(attached: Bool = true) {
            fixture = TabBarFixture(["A", "B", "C"])
            list.title = "List"
            navigation = UINavigationController(rootViewController: list)
            navigation.title = "Nav"
            nested.title = "Nested"
            fixture.controller.viewControllers = [navigation, nested, fixture.tabs[2]]
            fixture.window.layoutIfNeeded()
            if attached { scrollToTop.attach(to: fixture.controller) }
        }

        var top: CGFloat { -list.scrollView.adjustedContentInset.top }

        /// Long enough for a pop or a glide to end.
        func settle() {
            clock.advance(1.5)
        }
    }

    @Test func atTheRootATapOnTheSelectedTabGlidesToTheTop() {
        let app = App()
        withExtendedLifetime(app.fixture.window) {
            app.list.scrollView.contentOffset = CGPoint(x: 0, y: 800)
            let start = app.fixture.log.events.count
            app.fixture.tapTab(0)
            #expect(app.fixture.events(since: start) == ["delegate.shouldSelect(Nav)", "delegate.didSelect(Nav)"])
            app.clock.advance(0.1)
            let midway = app.list.scrollView.contentOffset.y
            #expect(midway < 800 && midway > app.top, "it glides, \(midway)")
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == app.top)
            #expect(app.top < 0, "the navigation bar insets the list")
        }
    }

    @Test func deeperTheTapPopsAndOnlyTheNextOneScrolls() {
        let app = App()
        withExtendedLifetime(app.fixture.window) {
            app.list.scrollView.contentOffset = CGPoint(x: 0, y: 800)
            app.navigation.pushViewController(UIViewController(), animated: false)
            app.fixture.tapTab(0)
            app.settle()
            #expect(app.navigation.viewControllers.count == 1)
            #expect(app.list.scrollView.contentOffset.y == 800, "the pop leaves the root where it was")
            app.fixture.tapTab(0)
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == app.top)
        }
    }

    @Test func aPageThatHoldsItsScrollViewDeeperScrollsItToo() {
        let app = App()
        withExtendedLifetime(app.fixture.window) {
            app.fixture.controller.selectedIndex = 1
            app.fixture.window.layoutIfNeeded()
            app.nested.scrollView.contentOffset = CGPoint(x: 0, y: 500)
            app.fixture.tapTab(1)
            app.settle()
            #expect(app.nested.scrollView.contentOffset.y == -app.nested.scrollView.adjustedContentInset.top)
        }
    }

    @Test func aRefusalAnotherTabASayingNoOrNoAttachmentScrollNothing() {
        let app = App()
        withExtendedLifetime(app.fixture.window) {
            app.list.scrollView.contentOffset = CGPoint(x: 0, y: 800)
            app.fixture.delegate.vetoed = ["Nav"]
            app.fixture.tapTab(0)
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == 800, "the delegate refused the tap")
            app.fixture.delegate.vetoed = []

            let refusing = RefusingScrollDelegate()
            app.list.scrollView.delegate = refusing
            app.fixture.tapTab(0)
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == 800 && refusing.asked == 1)
            app.list.scrollView.delegate = nil

            app.scrollToTop.detach()
            app.fixture.tapTab(0)
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == 800, "detached")

            app.scrollToTop.attach(to: app.fixture.controller)
            app.fixture.tapTab(1)
            app.settle()
            #expect(app.list.scrollView.contentOffset.y == 800, "a tap on another tab switches only")
        }
        let plain = App(attached: false)
        withExtendedLifetime(plain.fixture.window) {
            plain.list.scrollView.contentOffset = CGPoint(x: 0, y: 800)
            plain.fixture.tapTab(0)
            plain.settle()
            #expect(plain.list.scrollView.contentOffset.y == 800, "UIKit itself does not scroll")
        }
    }

    @Test func onMoreTheListScrollsAtItsRootAndAPageShownFromItPopsFirst() throws {
        let fixture = TabBarFixture(["A", "B", "C", "D", "E", "F"])
        let clock = TestApplication()
        func settle() {
            clock.advance(1.5)
        }
        let scrollToTop = TabBarScrollToTopOnReselect()
        scrollToTop.attach(to: fixture.controller)
        try withExtendedLifetime(fixture.window) {
            let more = fixture.controller.moreNavigationController
            fixture.tapTab(4)
            fixture.window.layoutIfNeeded()
            let moreList = try #require(more.topViewController?.view as? UIScrollView)
            moreList.contentSize = CGSize(width: 375, height: 3000)
            moreList.contentOffset = CGPoint(x: 0, y: 400)
            fixture.tapTab(4)
            settle()
            #expect(moreList.contentOffset.y == -moreList.adjustedContentInset.top)

            // A page shown from More is not at More's root: the tap pops it and scrolls neither.
            let page = ScrollPage()
            fixture.controller.viewControllers = Array(fixture.tabs[..<5]) + [page]
            moreList.contentOffset = CGPoint(x: 0, y: 400)
            fixture.controller.selectedViewController = page
            #expect(more.viewControllers.count == 2)
            page.scrollView.contentOffset = CGPoint(x: 0, y: 600)
            fixture.tapTab(4)
            settle()
            #expect(more.viewControllers.count == 1)
            #expect(moreList.contentOffset.y == 400 && page.scrollView.contentOffset.y == 600)
        }
        withExtendedLifetime(scrollToTop) {}
    }
}
