import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Presentation values at fixed times on the test app, against curves computed here
/// from their definitions.
@Suite(.freshApplication)
@MainActor
struct AnimationCurveTests {
    private func movingView() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    private func presentedX(_ view: UIView) -> CGFloat {
        view.layer.presentation()!.frame.minX
    }

    @Test func linearMovesEvenlyWhileTheModelIsAlreadyFinal() {
        let app = TestApplication()
        let view = movingView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame.origin.x = 200
        }
        // The model has its final value at once; the screen shows the start.
        #expect(view.frame.minX == 200)
        #expect(presentedX(view) == 0)
        for t in [0.25, 0.5, 0.75] {
            app.tick(t)
            #expect(abs(presentedX(view) - 200 * t) <= 0.5, "at t = \(t)")
            #expect(view.frame.minX == 200)
        }
        app.tick(1)
        #expect(presentedX(view) == 200)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        (.curveEaseIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
        (.curveEaseOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
    ])
    func cubicCurvesFollowCoreAnimationsTimingFunctions(options: UIView.AnimationOptions, c1: CGPoint, c2: CGPoint) {
        let app = TestApplication()
        let view = movingView()
        UIView.animate(withDuration: 2, delay: 0, options: options) {
            view.center.x += 300
        }
        for t in stride(from: 0.1, to: 2, by: 0.3) {
            app.tick(t)
            let expected = 25 + 300 * ReferenceCurves.cubicBezier(t / 2, c1, c2)
            #expect(abs(view.layer.presentation()!.position.x - expected) <= 0.5, "at t = \(t)")
        }
        app.tick(2)
    }

    @Test func easeInOutIsTheDefaultCurve() {
        let app = TestApplication()
        let view = movingView()
        UIView.animate(withDuration: 1) { view.frame.origin.x = 100 }
        app.tick(0.25)
        let expected = 100 * ReferenceCurves.cubicBezier(0.25, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        #expect(abs(presentedX(view) - expected) <= 0.5)
        #expect(presentedX(view) < 25, "ease-in-out starts slower than linear")
        app.tick(1)
    }

    @Test(arguments: [0.3, 0.6, 1.0])
    func springsFollowTheDampedOscillator(dampingRatio: Double) {
        let app = TestApplication()
        let view = movingView()
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
            options: [], animations: { view.frame.origin.x = 100 })
        var overshoot = 0.0
        for step in 1..<40 {
            let t = Double(step) * 0.02
            app.tick(t)
            let expected = 100 * ReferenceCurves.spring(at: t, dampingRatio: dampingRatio, duration: 0.8)
            #expect(abs(presentedX(view) - expected) <= 0.5, "ζ = \(dampingRatio), t = \(t)")
            overshoot = max(overshoot, presentedX(view) - 100)
        }
        if dampingRatio >= 1 {
            #expect(overshoot <= 0, "a damping ratio of 1 settles without overshoot")
        } else {
            #expect(overshoot > 1, "an underdamped spring overshoots")
        }
        app.tick(0.8)
        #expect(presentedX(view) == 100)
    }

    @Test func initialSpringVelocityIsInDistancesPerSecond() {
        let app = TestApplication()
        let view = movingView()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5,
            options: [], animations: { view.frame.origin.x = 100 })
        app.tick(0.01)
        let expected = 100 * ReferenceCurves.spring(at: 0.01, dampingRatio: 1, duration: 1, velocity: 5)
        #expect(abs(presentedX(view) - expected) <= 0.5)
        // Starting at 5 distances a second, the first hundredth of a second covers about 5 points.
        #expect(presentedX(view) > 4)
        app.tick(1)
    }

    @Test func everyAnimatablePropertyInterpolates() {
        let app = TestApplication()
        let view = movingView()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.bounds = CGRect(x: 0, y: 0, width: 150, height: 50)
            view.alpha = 0
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.layer.cornerRadius = 20
        }
        app.tick(0.5)
        let shown = view.layer.presentation()!
        #expect(abs(shown.bounds.width - 100) <= 0.5)
        #expect(abs(CGFloat(shown.opacity) - 0.5) <= 0.01)
        #expect(abs(shown.cornerRadius - 10) <= 0.01)
        let color = shown.backgroundColor!
        #expect(abs(color.red - 0.5) <= 0.01 && abs(color.blue - 0.5) <= 0.01)
        // A quarter turn half done is an eighth of a turn, not a shrunken matrix average.
        let t = shown.affineTransform()
        #expect(abs(atan2(t.b, t.a) - .pi / 4) <= 1e-6)
        #expect(abs((t.a * t.a + t.b * t.b).squareRoot() - 1) <= 1e-6)
        // The model is final throughout.
        #expect(view.alpha == 0 && view.bounds.width == 150 && view.layer.cornerRadius == 20)
        app.tick(1)
        #expect(view.layer.presentation()!.opacity == 0)
    }
}
