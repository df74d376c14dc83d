import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ProgressViewTests {
    private func barFrame(_ view: UIProgressView) -> CGRect {
        view.layoutIfNeeded()
        return view.subviews[1].frame
    }

    private func shownBarWidth(_ view: UIProgressView) -> CGFloat {
        view.subviews[1].layer.presentation()!.bounds.width
    }

    @Test func itsHeightIsItsStylesWhateverItIsGiven() {
        let view = UIProgressView(frame: CGRect(x: 10, y: 20, width: 200, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 4))
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        #expect(view.frame.size == CGSize(width: 300, height: 4))
        view.progressViewStyle = .bar
        #expect(view.frame.height == 2.5)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
        #expect(UIProgressView(progressViewStyle: .default).frame.size == CGSize(width: 160, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test func progressIsPinnedToZeroAndOne() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(view.progress == 0)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = -2
        #expect(view.progress == 0)
        view.setProgress(.nan, animated: true)
        #expect(view.progress == 0)
        view.progress = 0.25
        #expect(view.progress == 0.25)
    }

    @Test func theBarRunsFromTheLeadingEndAndKeepsItsRoundEnds() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(view.subviews[1].alpha == 0, "at 0 there is no bar")
        view.progress = 0.5
        #expect(barFrame(view) == CGRect(x: 0, y: 0, width: 100, height: 4))
        #expect(view.subviews[1].alpha == 1)
        view.progress = 0.01
        #expect(barFrame(view).width == 8, "never shorter than its two round ends")
        view.progress = 0.5
        view.semanticContentAttribute = .forceRightToLeft
        #expect(barFrame(view) == CGRect(x: 100, y: 0, width: 100, height: 4))
    }

    @Test func anAnimatedChangeMovesAtOneSecondPerWholeBar() {
        let app = TestApplication()
        app.tick(1)
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.5
        view.layoutIfNeeded()
        view.setProgress(1, animated: true)
        app.tick(1.25)
        #expect(abs(shownBarWidth(view) - 150) < 0.5, "linear, over 0.5 s")
        app.tick(1.5)
        #expect(shownBarWidth(view) == 200)
        // Appearing from nothing takes at least 0.2 s.
        view.progress = 0
        view.layoutIfNeeded()
        view.setProgress(0.1, animated: true)
        app.tick(1.6)
        #expect(shownBarWidth(view) < 20)
        app.tick(1.71)
        #expect(shownBarWidth(view) == 20)
    }

    @Test func itFollowsAnObservedProgressOnTheAppsClock() {
        let app = TestApplication()
        app.tick(1)
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        let task = Progress(totalUnitCount: 10)
        view.observedProgress = task
        task.completedUnitCount = 4
        #expect(view.progress == 0, "read on the next frame")
        app.tick(1 + 1.0 / 60)
        #expect(view.progress == 0.4)
        app.tick(1.2)
        #expect(shownBarWidth(view) == 80)
        view.observedProgress = nil
        task.completedUnitCount = 10
        app.tick(1.3)
        #expect(view.progress == 0.4, "no longer observed")
    }

    @Test func itsColoursAreUIKitsUnlessSet() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.tintColor = .systemOrange
        #expect(view.subviews[0].backgroundColor == .systemFill)
        #expect(view.subviews[1].backgroundColor == .systemOrange)
        view.progressTintColor = .systemPink
        view.trackTintColor = .systemGray5
        #expect(view.subviews[1].backgroundColor == .systemPink)
        #expect(view.subviews[0].backgroundColor == .systemGray5)
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.subviews[0].backgroundColor == .clear)
        #expect(bar.subviews[1].layer.cornerRadius == 0)
    }

    @Test func itReportsItsProgressAsAPercentage() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.404
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityValue == "40%")
        #expect(view.accessibilityTraits.contains(.updatesFrequently))
    }

    /// Empty, a third, two thirds in other colours, full, the bar style, and right to left.
    @Test func itsStatesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 232, height: 6 * 16 + 16))
        root.backgroundColor = .systemBackground
        let setups: [(UIProgressView) -> Void] = [
            { _ in },
            { $0.progress = 1.0 / 3 },
            {
                $0.progress = 2.0 / 3; $0.progressTintColor = .systemGreen; $0.trackTintColor = .systemGray4
            },
            { $0.progress = 1 },
            {
                $0.progressViewStyle = .bar; $0.progress = 0.5
            },
            {
                $0.progress = 0.25; $0.semanticContentAttribute = .forceRightToLeft
            },
        ]
        for (index, setup) in setups.enumerated() {
            let view = UIProgressView(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 16, width: 200, height: 4))
            setup(view)
            root.addSubview(view)
        }
        assertSnapshot(of: root, named: "progress-view-states")
    }
}
