import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TabBarCustomTransitionTests {
    @Test func theDelegatesAnimatorRunsTheSwitchAndDidAppearWaitsForIt() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let animator = FadeAnimator(log: fixture.log)
        fixture.delegate.animator = animator
        let start = fixture.log.events.count
        fixture.tapTab(1)
        #expect(
            fixture.events(since: start) == [
                "delegate.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)",
                "A.viewWillDisappear(true)", "delegate.didSelect(B)",
            ])
        #expect(fixture.controller.selectedViewController === fixture.tabs[1])
        app.tick(0)
        app.tick(0.125)
        #expect(abs((fixture.tabs[1].view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.05)
        // Taps while it runs are ignored.
        fixture.tapTab(2)
        #expect(fixture.controller.selectedIndex == 1)
        app.tick(0.5)
        #expect(
            fixture.events(since: start).suffix(4) == [
                "animator.completion(end)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "animator.ended(true)",
            ])
        #expect(fixture.tabs[0].viewIfLoaded?.superview == nil && fixture.tabs[1].view.superview != nil)
    }

    @Test func aCancelledInteractiveSwitchPutsTheOldTabBack() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let interaction = UIPercentDrivenInteractiveTransition()
        fixture.delegate.animator = FadeAnimator(log: fixture.log)
        fixture.delegate.interaction = interaction
        fixture.tapTab(1)
        app.tick(0)
        interaction.update(0.4)
        app.tick(0.1)
        #expect(abs((fixture.tabs[1].view.layer.presentation()?.opacity ?? 0) - 0.4) < 0.05)
        let start = fixture.log.events.count
        interaction.cancel()
        app.tick(0.2)
        app.tick(1)
        #expect(
            fixture.events(since: start) == [
                "animator.completion(start)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "animator.ended(false)",
            ])
        #expect(fixture.controller.selectedViewController === fixture.tabs[0])
        #expect(fixture.controller.tabBar.selectedItem === fixture.tabs[0].tabBarItem)
        #expect(fixture.tabs[1].view.superview == nil && fixture.tabs[0].view.superview != nil)
    }

    @Test func aFinishedInteractiveSwitchCompletes() {
        let fixture = TabBarFixture()
        let app = TestApplication()
        let interaction = UIPercentDrivenInteractiveTransition()
        fixture.delegate.animator = FadeAnimator(log: fixture.log)
        fixture.delegate.interaction = interaction
        fixture.tapTab(2)
        app.tick(0)
        interaction.update(0.7)
        interaction.finish()
        app.tick(0.1)
        app.tick(1)
        // Layout passes on later ticks aside (the window lays out on each), the switch ends so:
        let calls = fixture.log.events.filter { !$0.hasSuffix("LayoutSubviews") }
        #expect(calls.suffix(3) == ["A.viewDidDisappear(true)", "C.viewDidAppear(true)", "animator.ended(true)"])
        #expect(fixture.controller.selectedIndex == 2)
    }

    @Test func selectionFromCodeNeverAsksForAnAnimator() {
        let fixture = TabBarFixture()
        fixture.delegate.animator = FadeAnimator(log: fixture.log)
        fixture.controller.selectedIndex = 1
        #expect(fixture.log.events.last?.hasPrefix("B.viewDidAppear(false)") == true)
    }
}
