import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Implicit animations of free-standing layers, actions and transactions.
@Suite(.freshApplication)
@MainActor
struct LayerActionTests {
    /// A layer in a view that has been drawn once (and so committed), so that its changes animate.
    private func shownLayer<L: CALayer>(_ layer: L = CALayer()) -> (UIView, L) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.layer.addSublayer(layer)
        ViewRenderer(rootView: root, scale: 1).render()
        return (root, layer)
    }

    private let defaultCurve = { (x: Double) in ReferenceCurves.cubicBezier(x, CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)) }

    @Test func aChangeToALayerOnScreenAnimatesFromWhatTheScreenShowed() {
        let app = TestApplication()
        let (_, dot) = shownLayer()
        dot.position = CGPoint(x: 110, y: 10)
        #expect(dot.animationKeys() == ["position"] && dot.position.x == 110)
        #expect(dot.presentation()!.position.x == 10)
        app.tick(0.125)
        #expect(
            abs(dot.presentation()!.position.x - (10 + 100 * defaultCurve(0.5))) < 0.01,
            "a quarter of a second with Core Animation's default curve")
        app.tick(0.25)
        #expect(dot.presentation()!.position.x == 110 && dot.animationKeys() == nil)
    }

    @Test func layersNotYetCommittedAndViewsLayersChangeAtOnce() {
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil, "a layer made since the last commit does not animate")
        CATransaction.begin()
        let inside = CALayer()
        inside.opacity = 0.5
        CATransaction.commit()
        #expect(inside.animationKeys() == nil, "nor one made in the transaction that sets it")
        inside.opacity = 1
        #expect(inside.animationKeys() == ["opacity"], "once that transaction is committed, it animates")
        let (_, shown) = shownLayer()
        shown.isHidden = true
        #expect(shown.animationKeys() == nil && shown.presentation()!.isHidden, "hiding changes at once")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        ViewRenderer(rootView: view, scale: 1).render()
        view.layer.cornerRadius = 10
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil, "a view's layer animates only in animation blocks")
    }

    /// A program that only ticks, with nothing drawing: a free-standing layer committed by a
    /// tick animates its next change, which the following ticks show part way and then done.
    @Test func aLayerAnimatesOnTicksAloneWithNoRendererAnywhere() {
        let app = TestApplication()
        let alone = CALayer()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(frame: root.frame)
        window.addSubview(root)
        window.isHidden = false
        let inWindow = CALayer()
        root.layer.addSublayer(inWindow)
        app.tick(1)
        for layer in [alone, inWindow] {
            layer.opacity = 0
            #expect(layer.animationKeys() == ["opacity"] && layer.opacity == 0)
        }
        app.tick(1.125)
        for layer in [alone, inWindow] {
            let shown = layer.presentation()!.opacity
            #expect(abs(Double(shown) - (1 - defaultCurve(0.5))) < 0.01, "part way at half of the quarter second: \(shown)")
        }
        app.tick(1.25)
        for layer in [alone, inWindow] {
            #expect(layer.presentation()!.opacity == 0 && layer.animationKeys() == nil)
        }
        #expect(!app.application.wantsFrames)
    }

    /// Each animatable property of each free-standing layer class animates when set.
    @Test(arguments: [
        "zPosition", "shadowColor", "contentsRect", "sublayerTransform", "locations", "startPoint", "endPoint",
        "fontSize", "foregroundColor",
    ])
    func everyAnimatablePropertyAnimatesImplicitly(key: String) {
        let (_, gradient) = shownLayer(CAGradientLayer())
        let (_, text) = shownLayer(CATextLayer())
        let layer: CALayer = ["fontSize", "foregroundColor"].contains(key) ? text : gradient
        switch key {
        case "zPosition": layer.zPosition = 3
        case "shadowColor": layer.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case "contentsRect": layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        case "sublayerTransform": layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        case "locations": gradient.locations = [0, 0.3, 1]
        case "startPoint": gradient.startPoint = CGPoint(x: 0, y: 0)
        case "endPoint": gradient.endPoint = CGPoint(x: 1, y: 1)
        case "fontSize": text.fontSize = 12
        default: text.foregroundColor = CGColor(gray: 0, alpha: 1)
        }
        #expect(layer.animationKeys() == [key])
    }

    @Test func aTransactionsKeyedValuesAreItsSettingsAndTheAppsOwn() {
        let app = TestApplication()
        let (_, dot) = shownLayer()
        var finished = false
        CATransaction.lock()
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
        CATransaction.setValue({ finished = true }, forKey: kCATransactionCompletionBlock)
        CATransaction.setValue("fade", forKey: "purpose")
        let messages = LogCapture.messages(from: "TabBarKit.animation") {
            CATransaction.setValue("long", forKey: kCATransactionAnimationDuration)
        }
        #expect(messages.count == 1 && messages[0].contains("no value for animationDuration"))
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 2)
        #expect(CATransaction.value(forKey: "purpose") as? String == "fade")
        dot.opacity = 0
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        dot.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        CATransaction.unlock()
        #expect(dot.animationKeys() == ["opacity"] && dot.animation(forKey: "opacity")?.duration == 2)
        #expect(CATransaction.value(forKey: "purpose") == nil, "the transaction's values end with it")
        app.tick(2.1)
        #expect(finished)
    }

    @Test func transactionsSetDurationTimingAndCanDisableActions() {
        let app = TestApplication()
        let (_, bar) = shownLayer(CAShapeLayer())
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.animationDuration() == 1)
        bar.strokeEnd = 0
        CATransaction.commit()
        app.tick(0.3)
        #expect(abs(bar.presentation()!.strokeEnd - 0.7) < 1e-6)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.opacity = 0.2
        CATransaction.commit()
        #expect(bar.animation(forKey: "opacity") == nil && bar.presentation()!.opacity == Float(0.2))
        #expect(CATransaction.animationDuration() == 0.25, "outside a transaction, the default")
    }

    @Test func actionsComeFromTheDelegateThenTheDictionaryAndNSNullStopsThem() {
        final class Chooser: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let chooser = Chooser()
        let (_, dot) = shownLayer()
        dot.delegate = chooser
        let slow = CABasicAnimation()
        slow.duration = 2
        dot.actions = ["position": slow, "bounds": NSNull()]
        dot.opacity = 0.5
        dot.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        dot.position = CGPoint(x: 50, y: 50)
        #expect(dot.animationKeys() == ["position"])
        #expect(dot.animation(forKey: "position")?.duration == 2)
        #expect(dot.presentation()!.position == CGPoint(x: 10, y: 10), "from what the screen showed")
    }

    @Test func aTransactionsCompletionRunsAfterItsAnimationsDelegates() {
        final class Listener: NSObject, CAAnimationDelegate {
            let log: EventLog
            init(log: EventLog) { self.log = log }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.add("stop \(anim.duration)") }
        }
        let app = TestApplication()
        let log = EventLog()
        let listener = Listener(log: log)
        let (_, dot) = shownLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.add("completion") }
        for duration in [1.0, 0.5] {
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.toValue, fade.duration, fade.delegate) = (0, duration, listener)
            dot.add(fade, forKey: "fade \(duration)")
        }
        CATransaction.commit()
        app.tick(0.6)
        #expect(log.events == ["stop 0.5"])
        app.tick(1.1)
        #expect(log.events == ["stop 0.5", "stop 1.0", "completion"])

        CATransaction.begin()
        CATransaction.setCompletionBlock { log.add("empty") }
        CATransaction.commit()
        #expect(log.events.last == "completion", "waits for the next tick")
        app.tick(1.2)
        #expect(log.events.last == "empty")
    }

    @Test func anUnbalancedCommitIsRefused() {
        let messages = LogCapture.messages(from: "TabBarKit.animation") { CATransaction.commit() }
        #expect(messages.count == 1 && messages[0].contains("without CATransaction.begin()"))
    }
}
