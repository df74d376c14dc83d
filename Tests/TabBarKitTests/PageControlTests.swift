import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct PageControlTests {
    /// Five pages in a 200 pt control at (50, 100): dots 16 pt apart, centred (page 0 at
    /// x = 118 in the window, page 4 at 182).
    private func scene() -> (window: UIWindow, control: UIPageControl, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let control = UIPageControl(frame: CGRect(x: 50, y: 100, width: 200, height: 26))
        control.numberOfPages = 5
        window.addSubview(control)
        window.layoutIfNeeded()
        let log = EventLog()
        control.addAction(UIAction { _ in log.add("changed \(control.currentPage)") }, for: .valueChanged)
        return (window, control, log)
    }

    @Test func pagesArePinnedAndASinglePageCanHide() {
        let control = UIPageControl()
        #expect(control.isHidden, "no pages, nothing to show")
        control.numberOfPages = 3
        #expect(!control.isHidden && control.intrinsicContentSize == CGSize(width: 64, height: 26))
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        #expect(control.isHidden)
        let messages = LogCapture.messages(from: "TabBarKit.controls") { control.numberOfPages = -4 }
        #expect(control.numberOfPages == 0 && messages.count == 1)
    }

    @Test func aTapBesideTheCurrentDotMovesOnePage() {
        let (window, control, log) = scene()
        window.sendTap(at: CGPoint(x: 240, y: 113))
        window.sendTap(at: CGPoint(x: 240, y: 113))
        #expect(control.currentPage == 2)
        window.sendTap(at: CGPoint(x: 60, y: 113))
        #expect(control.currentPage == 1)
        #expect(log.events == ["changed 1", "changed 2", "changed 1"])
        #expect(control.interactionState == .none)
    }

    @Test func aDragScrubsToThePageUnderTheFinger() {
        let (window, control, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 118, y: 113))
        window.moveTouch(touch, to: CGPoint(x: 150, y: 113))
        #expect(control.interactionState == .continuous && control.currentPage == 2)
        window.moveTouch(touch, to: CGPoint(x: 190, y: 113))
        window.endTouch(touch)
        #expect(control.currentPage == 4 && log.events == ["changed 2", "changed 4"])
        control.allowsContinuousInteraction = false
        let again = window.beginTouch(at: CGPoint(x: 182, y: 113))
        window.moveTouch(again, to: CGPoint(x: 100, y: 113))
        window.endTouch(again)
        #expect(control.currentPage == 3, "without scrubbing the drag ends as a tap on the leading side")
    }

    @Test func rightToLeftPutsPageZeroOnTheRight() {
        let (window, control, _) = scene()
        control.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(control.subviews[1].center.x == 132, "page 0's dot, in the control's space")
        window.sendTap(at: CGPoint(x: 60, y: 113))
        #expect(control.currentPage == 1)
    }

    @Test func itIsAdjustableAndSaysWhichPage() {
        let (_, control, log) = scene()
        #expect(control.accessibilityValue == "page 1 of 5")
        control.accessibilityIncrement()
        #expect(control.currentPage == 1 && control.accessibilityValue == "page 2 of 5")
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        #expect(control.currentPage == 0 && log.events == ["changed 1", "changed 0"])
    }

    @Test func theProminentStyleShowsAPlatterAndAutomaticOnlyWhileTouched() {
        let (window, control, _) = scene()
        let platter = control.subviews[0]
        #expect(platter.alpha == 0)
        let touch = window.beginTouch(at: CGPoint(x: 240, y: 113))
        #expect(platter.alpha == 1)
        window.endTouch(touch)
        #expect(platter.alpha == 0)
        control.backgroundStyle = .prominent
        #expect(platter.alpha == 1)
    }

    /// On a dark page: the defaults on the third page, prominent, and custom tints.
    @Test func itsStylesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 3 * 34 + 16))
        root.backgroundColor = UIColor(white: 0.2, alpha: 1)
        let setups: [(UIPageControl) -> Void] = [
            { $0.currentPage = 2 },
            {
                $0.currentPage = 0; $0.backgroundStyle = .prominent
            },
            {
                $0.currentPage = 4; $0.pageIndicatorTintColor = .systemGray; $0.currentPageIndicatorTintColor = .systemOrange
            },
        ]
        for (index, setup) in setups.enumerated() {
            let control = UIPageControl(frame: CGRect(x: 0, y: 12 + CGFloat(index) * 34, width: 200, height: 26))
            control.numberOfPages = 5
            setup(control)
            root.addSubview(control)
        }
        assertSnapshot(of: root, named: "page-control-styles")
    }
}
