import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Free-standing layers, the one sublayer list a view's layer shares with its subviews,
/// geometry, hit testing, transforms and what a layer change repaints.
@Suite(.freshApplication)
@MainActor
struct LayerTreeTests {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layers: [CALayer]?) -> [String] {
        (layers ?? []).map { $0.name ?? "?" }
    }

    /// Changes made at once, as a layer already on screen would otherwise animate them.
    private func withoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    @Test func freeStandingLayersFormATree() {
        let root = named("root")
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(names(root.sublayers) == ["c", "a", "b"])
        root.insertSublayer(d, below: b)
        #expect(names(root.sublayers) == ["c", "a", "d", "b"])
        root.insertSublayer(c, above: b)
        #expect(names(root.sublayers) == ["a", "d", "b", "c"], "moving within the same superlayer only reorders")
        let e = named("e")
        root.replaceSublayer(d, with: e)
        #expect(names(root.sublayers) == ["a", "e", "b", "c"])
        #expect(d.superlayer == nil && e.superlayer === root)
        b.removeFromSuperlayer()
        #expect(names(root.sublayers) == ["a", "e", "c"] && b.superlayer == nil)

        let other = named("other")
        other.addSublayer(a)
        #expect(names(root.sublayers) == ["e", "c"] && a.superlayer === other, "adding moves a layer from its old superlayer")

        root.sublayers = [c, b]
        #expect(names(root.sublayers) == ["c", "b"] && e.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && c.superlayer == nil)
    }

    /// A sublayer does not keep its superlayer: one that outlives it (with the presentation
    /// copy its animation made) answers nil, as with Core Animation's weak link upward.
    @Test func aSublayerThatOutlivesItsSuperlayerHasNone() {
        let clock = TestApplication()
        let child = named("child")
        weak var gone: CALayer?
        do {
            let parent = named("parent")
            parent.addSublayer(child)
            gone = parent
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            child.add(fade, forKey: "fade")
            clock.tick(0.5)
            #expect(child.superlayer === parent && child.presentation()?.freeSuperlayer === parent)
        }
        #expect(gone == nil, "nothing but the scope held the superlayer")
        #expect(child.superlayer == nil && child.presentation()?.freeSuperlayer == nil)
        clock.tick(0.75)
        #expect(child.presentation()?.opacity ?? 1 < 1, "the copy still animates")
    }

    @Test func aLayerCannotJoinItsOwnSubtreeOrTakeAViewsLayer() {
        let root = named("root"), child = named("child")
        root.addSublayer(child)
        let view = UIView()
        let messages = LogCapture.messages(from: "TabBarKit.layers") {
            child.addSublayer(root)
            root.addSublayer(root)
            root.addSublayer(view.layer)
            root.insertSublayer(named("x"), below: named("not a sublayer"))
        }
        #expect(messages.count == 4)
        #expect(names(root.sublayers) == ["child"] && child.sublayers == nil && view.layer.superlayer == nil)
    }

    @Test func aViewsLayerListsItsSubviewsLayersAmongItsOwnSublayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), second = UIView()
        first.layer.name = "first"
        second.layer.name = "second"
        view.addSubview(first)
        view.addSubview(second)
        #expect(names(view.layer.sublayers) == ["first", "second"])
        #expect(first.layer.superlayer === view.layer)

        let outline = named("outline")
        view.layer.insertSublayer(outline, at: 0)
        let marker = named("marker")
        view.layer.addSublayer(marker)
        #expect(names(view.layer.sublayers) == ["outline", "first", "second", "marker"])

        let third = UIView()
        third.layer.name = "third"
        view.addSubview(third)
        #expect(names(view.layer.sublayers) == ["outline", "first", "second", "marker", "third"], "a new subview goes on top")
        view.sendSubviewToBack(third)
        #expect(names(view.layer.sublayers) == ["third", "outline", "first", "second", "marker"])
        view.insertSubview(third, aboveSubview: first)
        #expect(names(view.layer.sublayers) == ["outline", "first", "third", "second", "marker"])
        view.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(view.layer.sublayers) == ["outline", "second", "third", "first", "marker"])
        #expect(view.subviews.map { $0.layer.name } == ["second", "third", "first"])

        second.removeFromSuperview()
        #expect(names(view.layer.sublayers) == ["outline", "third", "first", "marker"])

        // A view's layer leaves with its view, and a view's layer placed under a view's layer moves the view.
        third.layer.removeFromSuperlayer()
        #expect(third.superview == nil && names(view.layer.sublayers) == ["outline", "first", "marker"])
        view.layer.insertSublayer(third.layer, below: marker)
        #expect(third.superview === view && names(view.layer.sublayers) == ["outline", "first", "third", "marker"])
        #expect(view.subviews.map { $0.layer.name } == ["first", "third"])

        outline.removeFromSuperlayer()
        marker.removeFromSuperlayer()
        #expect(names(view.layer.sublayers) == ["first", "third"])
        #expect(!view.layer.drawsOrderedSublayers, "with only subviews left the view draws its subviews alone again")
    }

    /// A view's alpha fades its free-standing sublayers with the rest of it.
    @Test func aFadedViewFadesItsFreeStandingSublayers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .white
        let faded = UIView(frame: root.bounds)
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        square.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        faded.layer.addSublayer(square)
        CATransaction.commit()
        root.addSubview(faded)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let picture = renderer.image.cgImage!
        // Half black over white on the left; half red over white on the right.
        let left = picture.pixel(x: 4, y: 5), right = picture.pixel(x: 15, y: 5)
        #expect(abs(Int(left.r) - 128) <= 1 && left.r == left.g)
        #expect(right.r == 255 && abs(Int(right.g) - 128) <= 1, "the sublayer shows at full strength: \(right)")
    }

    @Test func frameFollowsBoundsPositionAnchorPointAndTransform() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(layer.position == CGPoint(x: 60, y: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 40), "the position stays; the frame moves")
        layer.transform = CATransform3DMakeScale(2, 0.5, 1)
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 200, height: 20))
        layer.setAffineTransform(.identity)
        #expect(CATransform3DIsIdentity(layer.transform))
        // A superlayer's sublayerTransform moves where the layer shows, not its frame.
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        parent.addSublayer(layer)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(layer.convert(CGPoint.zero, to: parent) == CGPoint(x: -130, y: -110), "scaled about the parent's centre")
    }

    @Test func pointsConvertBetweenLayersAndHitTestingFindsTheTopmostLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(card)
        let badge = CALayer()
        badge.frame = CGRect(x: 80, y: -10, width: 30, height: 30)
        card.addSublayer(badge)
        let under = CALayer()
        under.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        under.zPosition = -1
        card.addSublayer(under)

        #expect(card.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 60))
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 130, y: 40))
        #expect(root.convert(CGPoint(x: 130, y: 40), to: badge) == .zero)
        #expect(card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: badge) == CGRect(x: 80, y: -10, width: 10, height: 10))

        #expect(root.hitTest(CGPoint(x: 135, y: 45)) === badge, "the badge sticks out of the card and is hit there")
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === under, "a sublayer is above its superlayer, whatever its zPosition")
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
        card.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 135, y: 45)) === root, "outside a masking layer nothing inside it is hit")

        card.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let corner = card.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(abs(corner.x - 150) < 1e-9 && abs(corner.y - 50) < 1e-9, "a quarter turn about the centre")
    }

    @Test func transformsComposeAsCoreAnimationsDo() {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        let flat = CATransform3DGetAffineTransform(rotation)
        #expect(abs(flat.a - affine.a) < 1e-12 && abs(flat.b - affine.b) < 1e-12 && abs(flat.c - affine.c) < 1e-12)
        #expect(CATransform3DIsAffine(rotation) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))

        // Translate, then scale: the translation is applied first.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        let concat = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(CATransform3DGetAffineTransform(concat) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))

        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, 0.4, 1, 1, 0)
        let product = CATransform3DConcat(turned, CATransform3DInvert(turned))
        for (value, expected) in [
            (product.m11, 1.0), (product.m22, 1), (product.m33, 1), (product.m44, 1),
            (product.m12, 0), (product.m34, 0), (product.m43, 0),
        ] {
            #expect(abs(value - expected) < 1e-9)
        }
        #expect(
            CATransform3DEqualToTransform(CATransform3DInvert(CATransform3D()), CATransform3D()),
            "a matrix without an inverse comes back unchanged")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func aChangeToAFreeStandingSublayerRepaintsOnlyWhereItWasAndIs() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 80))
        root.addSubview(host)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(dot)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        _ = renderer.takeRepaintedArea()

        withoutActions { dot.backgroundColor = UIColor.blue.cgColor }
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 30, y: 20, width: 10, height: 10))
        withoutActions { dot.position = CGPoint(x: 65, y: 15) }
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 30, y: 20, width: 60, height: 10), "before and after the move")
        withoutActions { dot.isHidden = true }
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 80, y: 20, width: 10, height: 10))
        withoutActions { dot.backgroundColor = UIColor.green.cgColor }
        renderer.render()
        #expect(renderer.takeRepaintedArea() == nil, "a hidden layer's changes show nowhere")
        let p = renderer.image.cgImage!.pixel(x: 170, y: 50)
        #expect(p.r > 250 && p.g > 250 && p.b > 250, "the hidden dot is gone from the picture")
    }

    @Test func aShapeSublayerOutsideItsViewsBoundsIsDrawnAndRepainted() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        root.addSubview(bar)
        let bulge = CAShapeLayer()
        // Wholly above the bar: a repaint there must still reach the bar's sublayer.
        bulge.path = CGPath(ellipseIn: CGRect(x: 35, y: -34, width: 30, height: 30), transform: nil)
        bulge.fillColor = UIColor.red.cgColor
        bar.layer.addSublayer(bulge)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let above = renderer.image.cgImage!.pixel(x: 50, y: 45)
        #expect(above.r > 250 && above.g < 10, "the part above the bar is drawn")
        _ = renderer.takeRepaintedArea()
        withoutActions { bulge.fillColor = UIColor.blue.cgColor }
        renderer.render()
        let area = renderer.takeRepaintedArea()
        #expect(area == CGRect(x: 34, y: 25, width: 32, height: 32), "the ellipse and a point's margin, wholly above the bar")
        let repainted = renderer.image.cgImage!.pixel(x: 50, y: 45)
        #expect(repainted.b > 250 && repainted.r < 10, "repainted blue, not cleared to the background")
    }

    @Test func aLayerDrawsItsContentOnlyWhenAskedToDisplay() {
        final class CountingLayer: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.layer.addSublayer(layer)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        #expect(layer.draws == 0 && layer.contents == nil, "a layer draws nothing until it is told to")
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        renderer.render()
        renderer.render()
        root.backgroundColor = .white
        renderer.render()
        #expect(layer.draws == 1 && !layer.needsDisplay() && layer.contents is CGImage)
        let image = layer.contents as! CGImage
        #expect(image.width == 20, "drawn at contentsScale 1, the default of a free-standing layer")
        #expect(renderer.image.cgImage!.pixel(x: 10, y: 10).r > 250)
    }

    @Test func aDelegateDisplaysAndLaysOutAFreeStandingLayer() {
        final class Painter: NSObject, CALayerDelegate {
            var calls: [String] = []
            func layoutSublayers(of layer: CALayer) { calls.append("layout") }
            func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.layer.addSublayer(layer)
        ViewRenderer(rootView: root, scale: 1).render()
        #expect(painter.calls == ["layout", "draw"], "a resize asks for layout; layout comes before display")
    }

    @Test func aViewsLayoutGoesThroughItsLayersDelegateMethod() {
        final class GradientHost: UIView {
            let gradient = CAGradientLayer()
            var calls: [String] = []
            override func layoutSublayers(of layer: CALayer) {
                calls.append("layoutSublayers")
                super.layoutSublayers(of: layer)
                gradient.frame = bounds
            }
            override func layoutSubviews() {
                calls.append("layoutSubviews")
                super.layoutSubviews()
            }
        }
        let view = GradientHost(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        view.layer.addSublayer(view.gradient)
        view.layoutIfNeeded()
        #expect(view.calls == ["layoutSublayers", "layoutSubviews"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    @Test func aViewsLayerKeepsTheViewsValuesAndOutlivesIt() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view?.alpha = 0.5
        view?.isHidden = true
        view?.clipsToBounds = true
        view?.backgroundColor = .red
        let layer = try! #require(view?.layer)
        #expect(layer.position == CGPoint(x: 25, y: 40) && layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.opacity == 0.5 && layer.isHidden && layer.masksToBounds)
        #expect(layer.backgroundColor == UIColor.red.cgColor)
        view = nil
        #expect(layer.delegate == nil, "the view is gone")
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40), "the layer keeps what it showed")
        #expect(layer.opacity == 0.5 && layer.isHidden && layer.masksToBounds && layer.backgroundColor == UIColor.red.cgColor)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 85, y: 80, width: 30, height: 40), "and changes as a layer of its own")
    }

    @Test func aViewTakesItsLayerFromLayerClass() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        final class MyGradientLayer: CAGradientLayer {}
        final class CustomLayerView: UIView {
            override class var layerClass: AnyClass { MyGradientLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let shape = try! #require(view.layer as? CAShapeLayer)
        #expect(shape.delegate === view)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.fillColor = UIColor.green.cgColor
        let renderer = ViewRenderer(rootView: view, scale: 1)
        renderer.render()
        #expect(renderer.image.cgImage!.pixel(x: 10, y: 10).g > 120, "the view draws its shape layer's path")

        var layer: CALayer?
        let messages = LogCapture.messages(from: "TabBarKit.layers") { layer = CustomLayerView().layer }
        #expect(layer is CAGradientLayer && messages.count == 1 && messages[0].contains("MyGradientLayer"))
    }
}

/// A view's layer's geometry: its anchor point, as UIKit code sets it to turn or scale about an
/// edge, and its transform as a matrix.
@Suite(.freshApplication)
@MainActor
struct ViewAnchorPointTests {
    @Test func theViewKeepsItsCentreAndItsFrameMoves() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        parent.addSubview(view)
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 25) && view.layer.position == view.center)
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50), "the view jumps, as in UIKit")
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 10, y: 20), "the anchor goes where it lies in the new frame")
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 100), "scaled about the top left corner")
        #expect(view.convert(CGPoint(x: 10, y: 10), to: parent) == CGPoint(x: 30, y: 40))
        #expect(parent.hitTest(CGPoint(x: 200, y: 110), with: nil) === view)
    }

    @Test func transform3DIsTheViewsTransformAsAMatrix() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform3D = CATransform3DMakeScale(2, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(view.layer.transform, view.transform3D))
    }

    @Test func aTurnOutOfThePlaneIsKeptAsSetAndATransformReplacesIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
        view.layer.transform = turned
        #expect(CATransform3DEqualToTransform(view.transform3D, turned), "the layer keeps what was set, m34 included")
        #expect(CATransform3DEqualToTransform(view.layer.transform, turned))
        #expect(CATransform3DEqualToTransform(view.layer.presentation()!.transform, turned), "and shows it while nothing animates")
        #expect(view.transform == CATransform3DGetAffineTransform(turned), "the view's transform is its flat part")
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform), "setting the flat transform drops the rest")
    }

    @Test func aBarTurnsAboutItsBottomEdgeOnScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 45, y: 50, width: 10, height: 40))
        bar.backgroundColor = .black
        root.addSubview(bar)
        bar.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.center = CGPoint(x: 50, y: 90)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        // A quarter turn clockwise on screen (y points down) about its bottom: it now lies
        // to the right of the pivot and no longer stands above it.
        #expect(image.pixel(x: 70, y: 90).r < 40 && image.pixel(x: 30, y: 90).r > 240)
        #expect(image.pixel(x: 50, y: 60).r > 240)
    }
}
