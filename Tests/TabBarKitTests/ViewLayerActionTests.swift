import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A view answers its layer's `action(for:forKey:)`: NSNull outside animation blocks, an
/// animation with the block's timing inside one for what blocks animate, and whatever a
/// subclass returns for its layer's own properties, which the layer then runs.
@Suite(.freshApplication)
@MainActor
struct ViewLayerActionTests {
    /// A view backed by a shape layer whose path follows its bounds and, inside an animation
    /// block, animates with the block, as apps write it: the block's timing is learnt from
    /// the action `super` gives for the bounds.
    private final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shape: CAShapeLayer { layer as! CAShapeLayer }
        var asked: [String] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            shape.path = UIBezierPath(ovalIn: bounds).cgPath
        }

        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            guard event == "path", let block = super.action(for: layer, forKey: "bounds") as? CABasicAnimation else {
                return super.action(for: layer, forKey: event)
            }
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = shape.presentation()?.path ?? shape.path
            animation.duration = block.duration
            animation.timingFunction = block.timingFunction
            return animation
        }
    }

    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func superAnswersNSNullOutsideBlocksAndTheBlocksTimingInside() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: (any CAAction)?
        var unanimated: (any CAAction)?
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
            inside = view.action(for: view.layer, forKey: "opacity")
            unanimated = view.action(for: view.layer, forKey: "borderWidth")
        }
        let basic = try #require(inside as? CABasicAnimation)
        #expect(basic.keyPath == "opacity" && basic.duration == 0.4)
        var control: [Float] = [0, 0]
        basic.timingFunction?.getControlPoint(at: 1, values: &control)
        #expect(control == [0, 0], "linear, as the block's curve")
        #expect(unanimated is NSNull, "blocks do not animate a border")
        UIView.performWithoutAnimation {
            #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        }
    }

    @Test func aSubclassAnimatesItsShapesPathWithTheBlock() throws {
        let app = TestApplication()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = window(with: ring)
        #expect(ring.shape.animationKeys() == nil, "laid out outside a block: no animation")
        #expect(ring.asked.contains("path"), "the layer asked its view")
        UIView.animate(withDuration: 0.5) {
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            window.layoutIfNeeded()
        }
        #expect(Set(ring.shape.animationKeys() ?? []) == ["bounds", "position", "path"])
        let path = try #require(ring.shape.animation(forKey: "path") as? CABasicAnimation)
        #expect(path.duration == 0.5)
        app.advance(0.25)
        let halfway = try #require(ring.shape.presentation()?.path?.boundingBox)
        #expect(halfway.width > 41 && halfway.width < 99, "between the two ovals: \(halfway)")
        app.advance(0.5)
        #expect(ring.shape.animationKeys() == nil)
        // The presentation of a view's shape layer is a shape layer too.
        #expect(ring.shape.presentation()?.path?.boundingBox.width == 100)
    }

    @Test func anActionAViewReturnsRunsOutsideBlocksToo() throws {
        let app = TestApplication()
        final class Glowing: UIView {
            override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                guard event == "shadowOpacity" else { return super.action(for: layer, forKey: event) }
                let fade = CABasicAnimation(keyPath: event)
                fade.duration = 1
                return fade
            }
        }
        let view = Glowing(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let window = window(with: view)
        view.layer.shadowOpacity = 1
        #expect(view.layer.animationKeys() == ["shadowOpacity"])
        app.advance(0.5)
        let shown = try #require(view.layer.presentation()?.shadowOpacity)
        #expect(shown > 0.2 && shown < 0.8)
        // A view not in a window asks nothing.
        let off = Glowing(frame: .zero)
        off.layer.shadowOpacity = 1
        #expect(off.layer.animationKeys() == nil)
        // Nor does the view's own geometry go through actions: the block animates it alone.
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == ["shadowOpacity"] && window.subviews.contains(view))
    }
}
