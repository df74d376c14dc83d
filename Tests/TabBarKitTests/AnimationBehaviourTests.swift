import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Interruption, completions, delays, repetition, nesting, options and keyframes.
@Suite(.freshApplication)
@MainActor
struct AnimationBehaviourTests {
    private func view() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    private func shownX(_ v: UIView) -> CGFloat { v.layer.presentation()!.frame.minX }

    @Test func completionRunsOnTheTickThatEndsTheAnimation() {
        let app = TestApplication()
        let v = view()
        let log = EventLog()
        UIView.animate(withDuration: 0.5, animations: { v.alpha = 0 }, completion: { log.add("done \($0)") })
        app.tick(0.49)
        #expect(log.events.isEmpty)
        app.tick(0.5)
        #expect(log.events == ["done true"])
    }

    @Test func blocksThatAnimateNothingCompleteOnTheNextTick() {
        let app = TestApplication()
        let v = view()
        let log = EventLog()
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { log.add("same value \($0)") })
        UIView.animate(withDuration: 0, animations: { v.alpha = 0.5 }, completion: { log.add("zero duration \($0)") })
        // Zero duration changes at once, without animating; completions wait for a tick, as
        // UIKit's wait for the run loop.
        #expect(v.layer.presentation()!.opacity == 0.5)
        #expect(log.events.isEmpty)
        app.tick(0.001)
        #expect(log.events == ["same value true", "zero duration true"])
    }

    @Test func aNewAnimationInterruptsTheOldWhichReportsUnfinished() {
        let app = TestApplication()
        let v = view()
        let log = EventLog()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.frame.origin.x = 100 }, completion: { log.add("first \($0)") })
        app.tick(0.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        // Without beginFromCurrentState the new animation starts from the model value,
        // where the interrupted one was heading.
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.frame.origin.x = 300 }, completion: { log.add("second \($0)") })
        #expect(shownX(v) == 100)
        app.tick(0.5)
        #expect(log.events == ["first false"])
        app.tick(1.0)
        #expect(abs(shownX(v) - 200) <= 0.5)
        app.tick(1.5)
        #expect(log.events == ["first false", "second true"])
    }

    @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
        let app = TestApplication()
        let v = view()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.x = 100 })
        app.tick(0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { v.frame.origin.x = 0 })
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(1.0)
        #expect(abs(shownX(v) - 25) <= 0.5)
        app.tick(1.5)
        #expect(shownX(v) == 0)
    }

    @Test func aNonAnimatedChangeEndsTheRunningAnimation() {
        let app = TestApplication()
        let v = view()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.frame.origin.x = 100 }, completion: { finished = $0 })
        app.tick(0.3)
        v.frame.origin.x = 40
        #expect(shownX(v) == 40)
        #expect(v.layer.animationKeys() == nil)
        app.tick(0.4)
        #expect(finished == false)
    }

    @Test func removeAllAnimationsShowsTheModelAndReportsUnfinished() {
        let app = TestApplication()
        let v = view()
        var finished: Bool?
        UIView.animate(
            withDuration: 1,
            animations: {
                v.alpha = 0; v.center.x = 90
            }, completion: { finished = $0 })
        app.tick(0.2)
        #expect(Set(v.layer.animationKeys() ?? []) == ["opacity", "position"])
        v.layer.removeAllAnimations()
        #expect(v.layer.presentation()!.opacity == 0)
        #expect(v.layer.presentation()!.position.x == 90)
        app.tick(0.3)
        #expect(finished == false)
    }

    @Test func aDelayHoldsTheStartValue() {
        let app = TestApplication()
        let v = view()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.frame.origin.x = 100 })
        app.tick(0.25)
        #expect(shownX(v) == 0)
        #expect(v.frame.minX == 100)
        app.tick(1.0)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(1.5)
        #expect(shownX(v) == 100)
    }

    @Test func autoreverseRunsBackThenShowsTheModelValue() {
        let app = TestApplication()
        let v = view()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
            animations: { v.frame.origin.x = 100 }, completion: { finished = $0 })
        app.tick(0.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(1.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(1.9)
        #expect(abs(shownX(v) - 10) <= 0.5)
        #expect(finished == nil)
        // UIKit's well-known snap: after the reverse run the model value shows.
        app.tick(2.0)
        #expect(shownX(v) == 100)
        #expect(finished == true)
    }

    @Test func repeatRunsUntilRemoved() {
        let app = TestApplication()
        let v = view()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: { v.frame.origin.x = 100 }, completion: { finished = $0 })
        app.tick(10.25)
        #expect(abs(shownX(v) - 25) <= 0.5)
        app.tick(11.25)
        #expect(abs(shownX(v) - 75) <= 0.5)
        #expect(finished == nil)
        #expect(UIApplication.shared.wantsFrames)
        v.layer.removeAllAnimations()
        app.tick(11.3)
        #expect(finished == false)
    }

    @Test func modifyAnimationsRepeatsACountOfTimes() {
        let app = TestApplication()
        let v = view()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) { v.frame.origin.x = 100 }
            }, completion: { finished = $0 })
        app.tick(1.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(2)
        #expect(finished == true)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() {
        let app = TestApplication()
        let a = view(), b = view()
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(withDuration: 0.5) { a.frame.origin.x = 100 }
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { b.frame.origin.x = 100 })
                #expect(UIView.inheritedAnimationDuration == 2)
            })
        app.tick(0.25)
        #expect(abs(shownX(a) - 12.5) <= 0.5)
        #expect(abs(shownX(b) - 50) <= 0.5)
        app.tick(2)
    }

    @Test func performWithoutAnimationChangesAtOnceEvenInsideABlock() {
        let app = TestApplication()
        let v = view()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { v.frame.origin.x = 50 }
            v.alpha = 0.5
        }
        #expect(shownX(v) == 50)
        #expect(v.layer.animationKeys() == ["opacity"])
        app.tick(1)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let blocked = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let allowed = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        root.addSubview(blocked)
        root.addSubview(allowed)
        UIView.animate(withDuration: 1) { blocked.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === allowed)
        app.tick(1)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === blocked)
    }

    @Test func layoutSubviewsOptionAnimatesTheLayoutPass() {
        final class Stretching: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let app = TestApplication()
        let animated = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let plain = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        animated.layoutIfNeeded()
        plain.layoutIfNeeded()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
            animations: { animated.bounds.size.width = 300 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { plain.bounds.size.width = 300 })
        // The layout already ran, inside the block: the child's model is final, its screen value moves.
        #expect(animated.child.frame.width == 150)
        app.tick(0.5)
        #expect(abs(animated.child.layer.presentation()!.bounds.width - 100) <= 0.5)
        plain.layoutIfNeeded()
        #expect(plain.child.layer.presentation()!.bounds.width == 150, "laid out later, the child jumps")
        app.tick(1)
    }

    @Test func keyframesHoldBetweenTheirSpansAndTheCurveAppliesOverall() {
        let app = TestApplication()
        let v = view()
        UIView.animateKeyframes(
            withDuration: 2, delay: 0,
            options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.frame.origin.x = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            })
        #expect(v.frame.minX == 0 && v.alpha == 0)
        app.tick(0.25)
        #expect(abs(shownX(v) - 50) <= 0.5)
        app.tick(0.75)
        #expect(abs(shownX(v) - 100) <= 0.5, "held between the keyframes")
        #expect(v.layer.presentation()!.opacity == 1)
        app.tick(1.5)
        #expect(abs(shownX(v) - 50) <= 0.5)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) <= 0.01)
        app.tick(2)
        #expect(shownX(v) == 0)
    }

    @Test func keyframesEaseInOutByDefaultAndDiscreteModeJumps() {
        let app = TestApplication()
        let eased = view(), discrete = view()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { eased.frame.origin.x = 100 }
            })
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            options: UIView.KeyframeAnimationOptions(
                rawValue: UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue
                    | UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { discrete.frame.origin.x = 100 }
            })
        app.tick(0.25)
        let expected = 100 * ReferenceCurves.cubicBezier(0.25, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        #expect(abs(shownX(eased) - expected) <= 0.5)
        #expect(shownX(discrete) == 0)
        app.tick(0.75)
        #expect(shownX(discrete) == 0, "a discrete keyframe holds its start until the span ends")
        app.tick(1)
        #expect(shownX(discrete) == 100)
    }

    @Test func crossDissolveMixesTheOldAndNewPictures() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        panel.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(panel)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        var finished: Bool?
        UIView.transition(
            with: panel, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { panel.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) },
            completion: { finished = $0 })
        #expect(panel.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        app.tick(0.5)
        let mid = renderer.image.cgImage!.pixel(x: 20, y: 20)
        #expect(abs(Int(mid.r) - 128) <= 3 && abs(Int(mid.b) - 128) <= 3 && mid.g == 0 && mid.a == 255)
        app.tick(1)
        let end = renderer.image.cgImage!.pixel(x: 20, y: 20)
        #expect(end.r == 0 && end.b == 255)
        #expect(finished == true)
    }

    /// A panel on a square root of `rootSide` points, painted once at @2x, then in a
    /// one-second linear cross-dissolve from `from` to `to`.
    private func dissolvingPanel(
        on backdrop: UIColor?, from: UIColor, to: UIColor, rootSide: CGFloat = 40,
        frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40),
        holding subview: UIView? = nil
    ) -> (panel: UIView, renderer: ViewRenderer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: rootSide, height: rootSide))
        root.backgroundColor = backdrop
        let panel = UIView(frame: frame)
        panel.backgroundColor = from
        if let subview { panel.addSubview(subview) }
        root.addSubview(panel)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        UIView.transition(
            with: panel, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { panel.backgroundColor = to })
        return (panel, renderer)
    }

    @Test func crossDissolveOfATranslucentViewLeavesWhatIsUnderItOut() {
        let app = TestApplication()
        let (_, renderer) = dissolvingPanel(
            on: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
            from: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5),
            to: UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        app.tick(0.25)
        // Three quarters of the red and a quarter of the green, each at half alpha.
        let quarter = renderer.image.cgImage!.pixel(x: 40, y: 40)
        #expect(abs(Int(quarter.r) - 96) <= 3 && abs(Int(quarter.g) - 32) <= 3 && abs(Int(quarter.b) - 128) <= 3)
        app.tick(0.5)
        // Each half-transparent picture at half strength: red and green a quarter each, and
        // half of the blue under them.
        let mid = renderer.image.cgImage!.pixel(x: 40, y: 40)
        #expect(abs(Int(mid.r) - 64) <= 3 && abs(Int(mid.g) - 64) <= 3 && abs(Int(mid.b) - 128) <= 3)
        app.tick(1)
    }

    @Test func crossDissolveKeepsItsBuffersUntilItEnds() throws {
        let app = TestApplication()
        let (panel, renderer) = dissolvingPanel(on: nil, from: .red, to: .blue)
        app.tick(0.25)
        let snapshot = try #require(panel.layer.transitionSnapshot)
        let first = try #require(snapshot.buffers.images(width: 80, height: 80))
        app.tick(0.5)
        let second = try #require(panel.layer.transitionSnapshot?.buffers.images(width: 80, height: 80))
        #expect(first.mix === second.mix && first.newPicture === second.newPicture)
        #expect(renderer.image.cgImage!.pixel(x: 40, y: 40).b > 100)
        app.tick(1)
        #expect(panel.layer.transitionSnapshot == nil)
    }

    @Test func crossDissolveRepaintOfPartOfTheViewMatchesAFullPaint() {
        let app = TestApplication()
        let dot = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        dot.backgroundColor = .green
        // At a fractional position, so the mix is resampled where it is painted.
        let (panel, renderer) = dissolvingPanel(
            on: .white, from: .red, to: .blue, rootSide: 60,
            frame: CGRect(x: 5.5, y: 5.25, width: 50, height: 50), holding: dot)
        let root = panel.superview!
        app.tick(0.25)
        // The next frame at the same time repaints only the dot: the buffers hold the whole
        // view from the frame before, at another progress, around it.
        app.tick(0.5)
        dot.backgroundColor = .black
        app.tick(0.5)
        let partial = renderer.image.cgImage!.argbPixels
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let full = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { _ in
            _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }.cgImage!.argbPixels
        #expect(partial.count == full.count)
        func channelsDiffer(_ a: UInt32, _ b: UInt32) -> Bool {
            (0..<4).contains { (shift: Int) -> Bool in
                let x = Int((a >> UInt32(shift * 8)) & 255), y = Int((b >> UInt32(shift * 8)) & 255)
                return abs(x - y) > 2
            }
        }
        let differing = zip(partial, full).count { channelsDiffer($0, $1) }
        #expect(differing == 0)
        app.tick(1)
    }
}
