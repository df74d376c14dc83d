import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Explicit animations on layers, sampled on the app's clock against their formulas.
@Suite(.freshApplication)
@MainActor
struct LayerAnimationTests {
    private func layer(in view: UIView? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view?.layer.addSublayer(layer)
        return layer
    }

    private func shownX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    @Test func aBasicAnimationMovesThePresentationAndSnapsBackToTheModel() {
        let clock = TestApplication()
        let dot = layer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = NSNumber(value: 110)
        move.duration = 1
        dot.add(move, forKey: "move")
        move.toValue = 1_000 // the layer runs its own copy
        #expect(dot.animationKeys() == ["move"] && dot.animation(forKey: "move") !== move)
        // What animation(forKey:) returns is a copy too: changing it changes nothing shown.
        dot.animation(forKey: "move")?.duration = 4
        (dot.animation(forKey: "move") as? CABasicAnimation)?.toValue = 1_000
        #expect(shownX(dot) == 10 && dot.position.x == 10, "the model keeps its own value")
        clock.tick(0.25)
        #expect(abs(shownX(dot) - 35) < 1e-6, "linear without a timing function")
        clock.tick(1)
        #expect(shownX(dot) == 10 && dot.animationKeys() == nil, "removed on completion: back to the model value")
    }

    @Test func fillModeForwardsAndKeepingTheAnimationHoldTheEndValue() {
        let clock = TestApplication()
        let dot = layer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        dot.add(fade, forKey: nil)
        #expect(dot.animationKeys() == nil, "an animation added without a key is not listed")
        clock.tick(2)
        #expect(abs(dot.presentation()!.opacity - 0.2) < 1e-6 && dot.opacity == 1)
        dot.removeAllAnimations()
        #expect(dot.presentation()!.opacity == 1)
    }

    @Test func timingFunctionsRepeatsAndAutoreverse() {
        let clock = TestApplication()
        let dot = layer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 0.5
        move.timingFunction = CAMediaTimingFunction(name: .easeIn)
        move.repeatCount = 2
        move.autoreverses = true
        dot.add(move, forKey: "m")
        let easeIn = { (x: Double) in ReferenceCurves.cubicBezier(x, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)) }
        for (time, fraction) in [(0.1, 0.2), (0.35, 0.7), (0.6, 0.8), (0.9, 0.2), (1.2, 0.4), (1.8, 0.4)] {
            clock.tick(time)
            let expected = 100 * easeIn(fraction)
            #expect(abs(shownX(dot) - expected) < 0.01, "at \(time) s: \(shownX(dot)) against \(expected)")
        }
        clock.tick(2)
        #expect(dot.animationKeys() == nil)
    }

    @Test func keyframesLinearDiscretePacedAndAlongAPath() {
        let clock = TestApplication()
        func run(_ configure: (CAKeyframeAnimation) -> Void) -> CALayer {
            let dot = layer()
            let frames = CAKeyframeAnimation(keyPath: "position.x")
            frames.duration = 1
            configure(frames)
            dot.add(frames, forKey: "k")
            return dot
        }
        let linear = run {
            $0.values = [0, 100, 40]
            $0.keyTimes = [0, 0.8, 1]
        }
        let discrete = run {
            $0.values = [0, 100, 40]
            $0.calculationMode = .discrete
        }
        let paced = run {
            $0.values = [0, 90, 60]
            $0.calculationMode = .paced
        }
        let along = layer()
        let followPath = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        followPath.path = path
        followPath.duration = 1
        along.add(followPath, forKey: "p")

        clock.tick(0.4)
        #expect(abs(shownX(linear) - 50) < 1e-6, "half-way through the first 0.8 s")
        #expect(shownX(discrete) == 100, "the second of three values holds from a third of the time")
        #expect(abs(shownX(paced) - 48) < 1e-6, "120 points in all, 48 of them by 0.4")
        #expect(abs(along.presentation()!.position.x - 16) < 1e-6, "40 points of path, 16 by 0.4")
        clock.tick(0.9)
        #expect(abs(shownX(linear) - 70) < 1e-6)
        #expect(shownX(discrete) == 40)
        #expect(abs(along.presentation()!.position.y - 6) < 1e-6)
    }

    @Test func aSpringFollowsTheDampedOscillator() {
        let clock = TestApplication()
        let dot = layer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        dot.add(spring, forKey: "s")
        // ω = √(stiffness / mass) = 10, ζ = damping / (2√(stiffness · mass)) = 0.5.
        let omegaD = 75.0.squareRoot()
        for time in [0.1, 0.3, 0.6] {
            clock.tick(time)
            let expected = 100 * (1 - exp(-5 * time) * (cos(omegaD * time) + 5 / omegaD * sin(omegaD * time)))
            #expect(abs(shownX(dot) - expected) < 1e-6, "at \(time) s")
        }
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)
    }

    @Test func aGroupRunsItsChildrenOnItsTimelineAndCutsThemOff() {
        let clock = TestApplication()
        let dot = layer()
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (0, 100, 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.beginTime) = (1, 0, 0.5, 0.5)
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 0.8
        dot.add(group, forKey: "g")
        clock.tick(0.25)
        #expect(abs(shownX(dot) - 25) < 1e-6 && dot.presentation()!.opacity == 1)
        clock.tick(0.75)
        #expect(abs(shownX(dot) - 75) < 1e-6 && abs(dot.presentation()!.opacity - 0.5) < 1e-6)
        clock.tick(0.8)
        #expect(shownX(dot) == 10 && dot.presentation()!.opacity == 1, "the group ends at 0.8 s")
    }

    @Test func additiveAnimationsAddToTheModelAndBeginTimeDelaysWithBackwardsFill() {
        let clock = TestApplication()
        let dot = layer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        dot.add(shake, forKey: "shake")
        clock.tick(0.1)
        #expect(abs(shownX(dot) - 0) < 1e-6, "model 10 plus −10")

        let later = layer()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        (grow.fromValue, grow.toValue, grow.duration) = (40, 60, 1)
        grow.beginTime = CACurrentMediaTime() + 1
        grow.fillMode = .backwards
        later.add(grow, forKey: "grow")
        clock.tick(0.5)
        #expect(later.presentation()!.bounds.width == 40, "held at its first value before it begins")
        clock.tick(1.5)
        // Begun at 0.1 + 1 s on the clock: 0.4 s into its second.
        #expect(abs(later.presentation()!.bounds.width - 48) < 1e-6)
    }

    @Test func delegatesHearStartAndStopInOrder() {
        final class Listener: NSObject, CAAnimationDelegate {
            var calls: [String] = []
            func animationDidStart(_ anim: CAAnimation) { calls.append("start \(anim.duration)") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append("stop \(anim.duration) \(flag)") }
        }
        let clock = TestApplication()
        let listener = Listener()
        let dot = layer()
        func animation(_ duration: CFTimeInterval) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "opacity")
            (a.toValue, a.duration, a.delegate) = (0, duration, listener)
            return a
        }
        dot.add(animation(1), forKey: "fade")
        dot.add(animation(2), forKey: "fade")
        clock.tick(2.5)
        dot.add(animation(3), forKey: "other")
        dot.removeAnimation(forKey: "other")
        #expect(listener.calls == ["start 1.0", "stop 1.0 false", "start 2.0", "stop 2.0 true", "start 3.0", "stop 3.0 false"])
    }

    @Test func animationsOnAViewsLayerMoveTheViewOnScreen() {
        let clock = TestApplication()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1.0, 1.4, 0.9, 1.0]
        bounce.duration = 0.3
        icon.layer.add(bounce, forKey: "bounce")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi / 2, 0.3)
        icon.layer.add(turn, forKey: "turn")
        clock.tick(0.1)
        let t = icon.layer.presentation()!.affineTransform()
        let scale = (t.a * t.a + t.b * t.b).squareRoot(), angle = atan2(t.b, t.a)
        #expect(abs(scale - 1.4) < 1e-6 && abs(angle - .pi / 6) < 1e-6, "both parts of the transform at once")
        #expect(icon.transform == .identity, "the view's model is untouched")
        clock.tick(0.3)
        #expect(icon.layer.presentation()!.affineTransform() == .identity && icon.layer.animationKeys() == nil)
    }

    @Test func aViewBackedByAShapeLayerDrawsItsAnimatedStroke() {
        final class RingView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
            var ring: CAShapeLayer { layer as! CAShapeLayer }
        }
        let clock = TestApplication()
        func ringView(strokeEnd: CGFloat) -> RingView {
            let view = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = .white
            view.ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
            view.ring.fillColor = nil
            view.ring.strokeColor = UIColor.systemBlue.cgColor
            view.ring.lineWidth = 6
            view.ring.strokeEnd = strokeEnd
            return view
        }
        let animated = ringView(strokeEnd: 1)
        let renderer = ViewRenderer(rootView: animated, scale: 2)
        renderer.render()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
        animated.ring.add(draw, forKey: "draw")
        clock.tick(0.4)
        renderer.render()
        let reference = ViewRenderer(rootView: ringView(strokeEnd: 0.4), scale: 2)
        reference.render()
        #expect(
            pixelsDiffering(renderer.image, reference.image, channelTolerance: 2) == 0,
            "the view shows its ring drawn to 0.4")
    }

    @Test func aViewsBorderAnimatesOnScreenAndSettles() {
        let clock = TestApplication()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.borderColor = UIColor.black.cgColor
        let renderer = ViewRenderer(rootView: card, scale: 1)
        renderer.render()
        let grow = CABasicAnimation(keyPath: "borderWidth")
        (grow.fromValue, grow.toValue, grow.duration) = (0, 10, 1)
        card.layer.add(grow, forKey: "grow")
        clock.tick(0.5)
        renderer.render()
        var image = renderer.image.cgImage!
        #expect(image.pixel(x: 3, y: 20).r < 10 && image.pixel(x: 7, y: 20).r > 250, "5 points of border half-way")
        clock.tick(1.1)
        renderer.render()
        image = renderer.image.cgImage!
        #expect(image.pixel(x: 3, y: 20).r > 250, "back to the model's width of 0 once it ends")
    }

    @Test func anAnimatedStrokeEndDrawsWhatAStillOneDraws() {
        let clock = TestApplication()
        func scene(strokeEnd: CGFloat) -> (UIView, CAShapeLayer) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.backgroundColor = .white
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.systemBlue.cgColor
            ring.lineWidth = 6
            ring.strokeEnd = strokeEnd
            root.layer.addSublayer(ring)
            return (root, ring)
        }
        let (animated, ring) = scene(strokeEnd: 1)
        let renderer = ViewRenderer(rootView: animated, scale: 2)
        renderer.render()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
        ring.add(draw, forKey: "draw")
        clock.tick(0.4)
        renderer.render()
        let (still, _) = scene(strokeEnd: 0.4)
        let reference = ViewRenderer(rootView: still, scale: 2)
        reference.render()
        // The clock's sums of floats may put the animated fraction a hair off 0.4.
        #expect(
            pixelsDiffering(renderer.image, reference.image, channelTolerance: 2) == 0,
            "the repainted frame equals a still ring at 0.4")
    }
}

@Suite(.freshApplication)
@MainActor
struct LayerPresentationTests {
    @Test func aMovingLayerIsRepaintedWhereItWasAndWhereItIs() {
        let clock = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.backgroundColor = .white
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(dot)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (10, 90, 1)
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        dot.add(slide, forKey: "slide")
        for step in 1...4 {
            clock.tick(Double(step) / 4)
            renderer.render()
        }
        let image = renderer.image.cgImage!
        #expect(image.pixel(x: 10, y: 10).g > 250, "the first place is painted over")
        #expect(image.pixel(x: 90, y: 10).r > 250 && image.pixel(x: 90, y: 10).g < 10, "the last place shows the dot")
        #expect(image.pixel(x: 50, y: 10).g > 250, "no trail between")
    }

    @Test func aCumulativeAnimationStartsEachRepeatWhereTheLastEnded() {
        let clock = TestApplication()
        let dot = CALayer()
        let step = CABasicAnimation(keyPath: "position.x")
        (step.fromValue, step.toValue, step.duration, step.repeatCount) = (0, 10, 1, 3)
        step.isCumulative = true
        dot.add(step, forKey: "step")
        clock.tick(0.5)
        #expect(abs(dot.presentation()!.position.x - 5) < 1e-6)
        clock.tick(2.5)
        #expect(abs(dot.presentation()!.position.x - 25) < 1e-6, "the third cycle runs from 20 to 30")
    }

    @Test func aLayerMovedAlongAPathTurnsToFollowIt() {
        let clock = TestApplication()
        let plane = CALayer()
        let route = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        (route.path, route.duration, route.rotationMode) = (path, 1, .rotateAuto)
        plane.add(route, forKey: "route")
        func angle() -> CGFloat {
            let t = plane.presentation()!.affineTransform()
            return atan2(t.b, t.a)
        }
        clock.tick(0.25)
        #expect(abs(angle()) < 1e-6, "heading along x")
        clock.tick(0.75)
        #expect(abs(angle() - .pi / 2) < 1e-6, "heading down the screen")
    }

    @Test func anAnimationThatEndsGivesItsPropertyBackWhileAnotherRuns() {
        let clock = TestApplication()
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let short = CABasicAnimation(keyPath: "opacity")
        (short.fromValue, short.toValue, short.duration) = (0, 0.5, 0.5)
        let long = CABasicAnimation(keyPath: "position.x")
        (long.fromValue, long.toValue, long.duration) = (0, 100, 2)
        dot.add(short, forKey: "short")
        dot.add(long, forKey: "long")
        clock.tick(0.25)
        #expect(abs(dot.presentation()!.opacity - 0.25) < 1e-6)
        clock.tick(1)
        #expect(dot.presentation()!.opacity == 1, "the ended fade no longer holds its last value")
        #expect(abs(dot.presentation()!.position.x - 50) < 1e-6)
        dot.removeAnimation(forKey: "long")
        #expect(dot.presentation()!.position.x == 10)
        dot.add(long, forKey: "long")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.opacity = 0.3
        CATransaction.commit()
        clock.tick(1.5)
        #expect(abs(dot.presentation()!.opacity - 0.3) < 1e-6, "a model change reaches the running presentation")
    }
}
