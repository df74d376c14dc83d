import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @_spi(Testing) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ClockAndDisplayLinkTests {
    @Test func aTickRunsDisplayLinksThenAnimationsThenLayoutThenRendering() {
        final class Probe: UIView {
            var log: EventLog?
            override func layoutSubviews() { log?.add("layout") }
            override func draw(_ rect: CGRect) {
                log?.add("draw")
                UIColor.red.setFill()
                UIGraphicsGetCurrentContext()?.fill(bounds)
            }
        }
        let clock = TestApplication()
        let log = EventLog()
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let renderer = ViewRenderer(rootView: probe, scale: 1)
        renderer.render()
        probe.log = log
        let link = CADisplayLink { _ in
            log.add("display link")
            probe.setNeedsLayout()
            probe.setNeedsDisplay()
        }
        UIView.animate(withDuration: 0.01, animations: { probe.alpha = 0.5 }, completion: { _ in log.add("completion") })
        link.add(to: .main, forMode: .common)
        clock.tick(0.02)
        #expect(log.events == ["display link", "completion", "layout", "draw"])
        link.invalidate()
        withExtendedLifetime(renderer) {}
    }

    /// A visible window lays out on the tick with no renderer drawing it (a headless app,
    /// a test), as every layer tree on screen does in Core Animation's commit; a window
    /// never shown does not.
    @Test func aTickLaysOutVisibleWindowsWithoutARenderer() {
        final class Probe: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let clock = TestApplication()
        let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shownProbe = Probe(frame: shown.bounds)
        shown.addSubview(shownProbe)
        shown.makeKeyAndVisible()
        let unshown = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let unshownProbe = Probe(frame: unshown.bounds)
        unshown.addSubview(unshownProbe)
        clock.tick(1.0 / 60)
        let before = (shownProbe.layouts, unshownProbe.layouts)
        shownProbe.setNeedsLayout()
        unshownProbe.setNeedsLayout()
        clock.tick(2.0 / 60)
        #expect(shownProbe.layouts == before.0 + 1)
        #expect(unshownProbe.layouts == before.1)
        withExtendedLifetime((shown, unshown)) {}
    }

    @Test func displayLinksReportTimesAndHonourPausingAndRate() {
        let clock = TestApplication()
        var fullRate: [CFTimeInterval] = []
        var halfRate = 0
        let link = CADisplayLink { fullRate.append($0.timestamp - clock.origin) }
        let slow = CADisplayLink { _ in halfRate += 1 }
        slow.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
        slow.add(to: .main, forMode: .common)
        for frame in 1...6 { clock.tick(Double(frame) / 60) }
        #expect(fullRate.count == 6)
        #expect(abs(fullRate[2] - 3.0 / 60) < 1e-9)
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
        #expect(halfRate == 3)
        link.isPaused = true
        clock.tick(7.0 / 60)
        #expect(fullRate.count == 6)
        link.isPaused = false
        link.invalidate()
        slow.invalidate()
        clock.tick(8.0 / 60)
        #expect(fullRate.count == 6)
        // Invalidated links leave the run loop, and with nothing else running the
        // application wants no frames.
        #expect(
            !UIApplication.shared.runtime.displayLinks.isRegistered(link) && !UIApplication.shared.runtime.displayLinks.isRegistered(slow))
        #expect(!UIApplication.shared.wantsFrames)
    }

    @Test func aLinkNotAddedToARunLoopNeverFires() {
        let clock = TestApplication()
        var fired = false
        let link = CADisplayLink { _ in fired = true }
        clock.tick(1)
        #expect(!fired)
        withExtendedLifetime(link) {}
    }

    /// Each application is a world of its own: a fresh one has nothing running and its clock
    /// at zero, and what is made in it belongs to it, so a test inherits nothing of another's
    /// time, animations, display links or first responder, and leaves nothing to the next.
    @Test func aFreshApplicationStartsAtZeroWithNothingOfAnothers() async {
        let first = UIApplication.shared
        let app = TestApplication()
        app.tick(5)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        let button = FocusableView()
        #expect(button.becomeFirstResponder())
        #expect(first.wantsFrames && first.currentTime == 5 && view.application === first)
        await UIApplication.withFreshApplication { @MainActor second in
            #expect(second !== first && UIApplication.shared === second)
            #expect(second.currentTime == 0 && CACurrentMediaTime() == 0)
            #expect(!second.wantsFrames && second.runtime.firstResponder == nil)
            #expect(UIView().application === second && CALayer().application === second)
            second.tick(at: 2)
        }
        // The first application ran on meanwhile, untouched.
        #expect(UIApplication.shared === first && CACurrentMediaTime() == 5)
        #expect(first.wantsFrames && button.isFirstResponder && view.layer.animationKeys() == ["opacity"])
        link.invalidate()
    }

    private final class FocusableView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func theClockNeverRunsBackwards() {
        let clock = TestApplication()
        clock.tick(5)
        let messages = LogCapture.quietly { LogCapture.messages(from: "TabBarKit.animation") { clock.tick(2) } }
        #expect(messages == ["tick(at: 2.0) is before the last tick (5.0); the clock does not go back"])
        #expect(UIApplication.shared.currentTime == clock.origin + 5)
        #expect(CACurrentMediaTime() == clock.origin + 5)
    }

    @Test func idleAppWantsNoFramesAndAnimatingAppDoes() {
        let clock = TestApplication()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Tests share one application: let what earlier tests left (a tap's gesture
        // deadlines, a slide they did not tick to its end) run out first.
        clock.tick(60)
        #expect(!UIApplication.shared.wantsFrames)
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        #expect(clock.tick(60.5))
        #expect(!clock.tick(61))
    }
}
