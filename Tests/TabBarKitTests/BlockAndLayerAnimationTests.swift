import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A view's layer runs one list of animations, as in UIKit: those its view's animation
/// blocks make, under their key paths, and those added with `add(_:forKey:)`. A key names
/// one animation whichever made it, and on the same property the one added later shows.
@Suite(.freshApplication)
@MainActor
struct BlockAndLayerAnimationTests {
    private final class Listener: NSObject, CAAnimationDelegate {
        var calls: [String] = []
        func animationDidStart(_ anim: CAAnimation) { calls.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append("stop \(flag)") }
    }

    private func dotOnScreen() -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(dot)
        return dot
    }

    private func opacity(from: Double, to: Double, duration: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (from, to, duration)
        return fade
    }

    @Test func anAnimationAddedUnderABlocksKeyPathReplacesIt() {
        let app = TestApplication()
        let dot = dotOnScreen()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { dot.center.x = 210 },
            completion: { finished.append($0) })
        app.tick(0.5)
        #expect(dot.layer.presentation()!.position.x == 110)
        let drop = CABasicAnimation(keyPath: "position")
        drop.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        drop.toValue = NSValue(cgPoint: CGPoint(x: 0, y: 100))
        drop.duration = 1
        dot.layer.add(drop, forKey: "position")
        #expect(dot.layer.animationKeys() == ["position"])
        #expect(dot.layer.animation(forKey: "position").map { $0 is CABasicAnimation && $0.duration == 1 } == true)
        app.tick(0.75)
        #expect(finished == [false], "the block's animation was cut short")
        #expect(dot.layer.presentation()!.position == CGPoint(x: 0, y: 25))
        #expect(dot.presentedCenter == CGPoint(x: 0, y: 25))
        app.tick(2)
        #expect(dot.presentedCenter == CGPoint(x: 210, y: 10), "then the model")
    }

    @Test func aBlockReplacesAnAnimationAddedUnderItsKeyPath() {
        let app = TestApplication()
        let dot = dotOnScreen()
        let listener = Listener()
        let fade = opacity(from: 0.2, to: 0.2, duration: 5)
        fade.delegate = listener
        dot.layer.add(fade, forKey: "opacity")
        app.tick(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { dot.alpha = 0.5 })
        #expect(listener.calls == ["start", "stop false"])
        #expect(dot.layer.animationKeys() == ["opacity"])
        let described = dot.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect((described?.toValue as? NSNumber)?.doubleValue == 0.5)
        app.tick(1)
        #expect(abs(dot.presentedAlpha - 0.75) < 1e-9, "halfway from 1 to 0.5")
    }

    @Test func onTheSamePropertyTheAnimationAddedLaterShows() {
        let app = TestApplication()
        let first = dotOnScreen()
        first.layer.add(opacity(from: 0.2, to: 0.2, duration: 5), forKey: "fade")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { first.alpha = 0.5 })
        let second = dotOnScreen()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { second.alpha = 0.5 })
        second.layer.add(opacity(from: 0.2, to: 0.2, duration: 5), forKey: "fade")
        app.tick(0.5)
        #expect(abs(first.presentedAlpha - 0.75) < 1e-9 && abs(first.layer.presentation()!.opacity - 0.75) < 1e-6)
        #expect(abs(second.presentedAlpha - 0.2) < 1e-6 && abs(second.layer.presentation()!.opacity - 0.2) < 1e-6)
        app.tick(1.5)
        #expect(abs(first.presentedAlpha - 0.2) < 1e-6, "the block's has ended: the added one shows")
    }

    @Test func keysAreListedInTheOrderTheAnimationsWereAdded() {
        let app = TestApplication()
        let dot = dotOnScreen()
        UIView.animate(withDuration: 1) { dot.center.x = 100 }
        dot.layer.add(opacity(from: 1, to: 0, duration: 1), forKey: "fade")
        UIView.animate(withDuration: 1) { dot.backgroundColor = .red }
        #expect(dot.layer.animationKeys() == ["position", "fade", "backgroundColor"])
        dot.layer.removeAnimation(forKey: "position")
        #expect(dot.layer.animationKeys() == ["fade", "backgroundColor"])
        app.tick(2)
        #expect(dot.layer.animationKeys() == nil)
    }
}
