import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Pictures of free-standing layers: shapes, gradients, contents and a tree of layers.
@Suite(.freshApplication)
@MainActor
struct LayerSnapshotTests {
    private func canvas(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    private func shape(_ path: CGPath, at origin: CGPoint, in view: UIView, configure: (CAShapeLayer) -> Void) {
        let layer = CAShapeLayer()
        layer.position = origin
        layer.path = path
        configure(layer)
        view.layer.addSublayer(layer)
    }

    /// A five-pointed star drawn in one stroke, whose centre the two fill rules treat differently.
    private func star(radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for k in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            let p = CGPoint(x: radius + radius * cos(angle), y: radius + radius * sin(angle))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    @Test func shapeLayersFillStrokeCapJoinDashAndTrim() {
        let view = canvas(320, 200)
        // Fill rules: the even-odd star has a hollow centre.
        shape(star(radius: 35), at: CGPoint(x: 10, y: 10), in: view) { $0.fillColor = UIColor.systemBlue.cgColor }
        shape(star(radius: 35), at: CGPoint(x: 90, y: 10), in: view) {
            $0.fillColor = UIColor.systemBlue.cgColor
            $0.fillRule = .evenOdd
        }
        // Caps and joins on the same zigzag: butt and miter, round and round, square and bevel.
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [CGPoint(x: 0, y: 30), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 30)])
        for (index, style) in [(CAShapeLayerLineCap.butt, CAShapeLayerLineJoin.miter), (.round, .round), (.square, .bevel)].enumerated() {
            shape(zigzag, at: CGPoint(x: 180 + CGFloat(index) * 46, y: 25), in: view) {
                $0.fillColor = nil
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 10
                $0.lineCap = style.0
                $0.lineJoin = style.1
            }
        }
        // A dashed rounded rectangle.
        shape(
            CGPath(roundedRect: CGRect(x: 0, y: 0, width: 140, height: 60), cornerWidth: 14, cornerHeight: 14, transform: nil),
            at: CGPoint(x: 12, y: 110), in: view
        ) {
            $0.fillColor = UIColor.systemYellow.cgColor
            $0.strokeColor = UIColor.systemRed.cgColor
            $0.lineWidth = 4
            $0.lineDashPattern = [12, 6]
            $0.lineDashPhase = 3
        }
        // A ring drawn to 30 % from the top, clockwise, with round caps; the fill is whole.
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 40, y: 40), radius: 34, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
            clockwise: true)
        shape(ring.cgPath, at: CGPoint(x: 190, y: 100), in: view) {
            $0.fillColor = UIColor.systemGray5.cgColor
            $0.strokeColor = UIColor.systemGreen.cgColor
            $0.lineWidth = 8
            $0.lineCap = .round
            $0.strokeEnd = 0.3
        }
        assertSnapshot(of: view, named: "layers-shapes")
    }

    @Test func gradientLayersAxialRadialAndConic() {
        let view = canvas(330, 120)
        let colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor]
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10 + CGFloat(index) * 106, y: 10, width: 100, height: 100)
            gradient.colors = colors
            gradient.type = type
            switch type {
            case .axial:
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                gradient.locations = [0, 0.25, 1]
            default:
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            gradient.cornerRadius = type == .radial ? 50 : 12
            view.layer.addSublayer(gradient)
        }
        assertSnapshot(of: view, named: "layers-gradients")
    }

    @Test func textLayersWrapTruncateAlignAndDrawAtTheirContentsScale() {
        let root = canvas(300, 170)
        root.backgroundColor = .systemIndigo
        func text(_ frame: CGRect, _ configure: (CATextLayer) -> Void) -> CATextLayer {
            let layer = CATextLayer()
            layer.frame = frame
            configure(layer)
            root.layer.addSublayer(layer)
            return layer
        }
        // Core Animation's defaults: Helvetica 36, white, one line, at contents scale 1 (soft at 2x).
        _ = text(CGRect(x: 10, y: 10, width: 135, height: 44)) { $0.string = "Soft" }
        _ = text(CGRect(x: 155, y: 10, width: 135, height: 44)) {
            $0.string = "Sharp"
            $0.contentsScale = 2
        }
        _ = text(CGRect(x: 10, y: 62, width: 135, height: 60)) {
            $0.string = "Wrapped and centred over three short lines"
            $0.font = UIFont.boldSystemFont(ofSize: 10)
            $0.fontSize = 13
            $0.isWrapped = true
            $0.alignmentMode = .center
            $0.foregroundColor = UIColor.systemYellow.cgColor
            $0.backgroundColor = UIColor.black.withAlphaComponent(0.3).cgColor
            $0.contentsScale = 2
        }
        _ = text(CGRect(x: 155, y: 62, width: 135, height: 20)) {
            $0.string = "Truncated at the end of its one line"
            $0.fontSize = 14
            $0.truncationMode = .end
            $0.contentsScale = 2
        }
        _ = text(CGRect(x: 155, y: 90, width: 135, height: 30)) {
            $0.string = NSAttributedString(
                string: "Attributed",
                attributes: [
                    .font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.systemPink,
                ])
            $0.alignmentMode = .right
            $0.contentsScale = 2
        }
        assertSnapshot(of: root, named: "layers-text")
    }

    @Test func aTextLayerDrawsItsStringOnceUntilItChanges() {
        let root = canvas(100, 40)
        let label = CATextLayer()
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        label.string = "One"
        label.foregroundColor = UIColor.black.cgColor
        root.layer.addSublayer(label)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let nodes = root.application.renderNodes
        let first = nodes.existingNode(for: label)?.text?.image
        root.backgroundColor = .systemGray6
        renderer.render()
        #expect(first != nil && nodes.existingNode(for: label)?.text?.image === first, "the same settings reuse the bitmap")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        label.string = "Two"
        CATransaction.commit()
        renderer.render()
        #expect(nodes.existingNode(for: label)?.text?.image !== first)
    }

    /// While it animates, the layer is drawn from its presentation copy: the bitmap stays
    /// in the model layer's node, and the copy gets none of its own.
    @Test func anAnimatingTextLayerKeepsItsBitmapInTheModelsNode() {
        let clock = TestApplication()
        let root = canvas(100, 40)
        let label = CATextLayer()
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        label.string = "One"
        root.layer.addSublayer(label)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let nodes = root.application.renderNodes
        let (first, count) = (nodes.existingNode(for: label)?.text?.image, nodes.count)
        let slide = CABasicAnimation(keyPath: "position")
        slide.toValue = NSValue(cgPoint: CGPoint(x: 80, y: 20))
        slide.duration = 1
        label.add(slide, forKey: "slide")
        for time in [0.25, 0.5] {
            clock.tick(time)
            renderer.render()
        }
        let copy = label.presentation()
        #expect(copy != nil && copy !== label && nodes.existingNode(for: copy!) == nil, "drawn from a copy without a node")
        #expect(first != nil && nodes.existingNode(for: label)?.text?.image === first && nodes.count == count)
    }

    @Test func aViewRoundsOnlyItsMaskedCorners() {
        let root = canvas(200, 100)
        let sheet = UIView(frame: CGRect(x: 10, y: 20, width: 85, height: 70))
        sheet.backgroundColor = .systemTeal
        sheet.layer.cornerRadius = 20
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.borderWidth = 3
        sheet.layer.borderColor = UIColor.black.cgColor
        root.addSubview(sheet)
        let clipped = UIView(frame: CGRect(x: 105, y: 20, width: 85, height: 70))
        clipped.backgroundColor = .systemYellow
        clipped.layer.cornerRadius = 24
        clipped.layer.maskedCorners = [.layerMaxXMaxYCorner]
        clipped.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 40, y: 30, width: 60, height: 60))
        inner.backgroundColor = .systemRed
        clipped.addSubview(inner)
        root.addSubview(clipped)
        assertSnapshot(of: root, named: "view-masked-corners")
    }

    @Test func masksCutAViewAGradientAndFadeALayer() {
        let root = canvas(300, 110)
        // A card with only its top corners rounded, the way UIKit code masks a view.
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 90, height: 90))
        card.backgroundColor = .systemOrange
        let stripe = UIView(frame: CGRect(x: -10, y: 30, width: 110, height: 20))
        stripe.backgroundColor = .systemPurple
        card.addSubview(stripe)
        let corners = CAShapeLayer()
        corners.path =
            UIBezierPath(
                roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 24, height: 24)
            ).cgPath
        card.layer.mask = corners
        root.addSubview(card)
        // A gradient seen through a ring: the mask's stroke, not its fill.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 110, y: 10, width: 90, height: 90)
        gradient.colors = [UIColor.systemRed.cgColor, UIColor.systemBlue.cgColor]
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 70, height: 70)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 12
        gradient.mask = ring
        root.layer.addSublayer(gradient)
        // A mask at half alpha halves what shows.
        let faded = CALayer()
        faded.frame = CGRect(x: 210, y: 10, width: 80, height: 90)
        faded.backgroundColor = UIColor.systemGreen.cgColor
        let half = CALayer()
        half.frame = CGRect(x: 0, y: 0, width: 80, height: 45)
        half.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
        faded.mask = half
        root.layer.addSublayer(faded)
        assertSnapshot(of: root, named: "layers-masks")

        let messages = LogCapture.messages(from: "TabBarKit.layers") { faded.mask = ring }
        #expect(messages.count == 1 && faded.mask === half, "a layer masking another cannot mask a second")
    }

    @Test func aTreeOfLayersWithTransformsZPositionsCornersBordersShadowsAndNinePartContents() {
        let view = canvas(300, 200)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 150, height: 110)
        card.backgroundColor = UIColor.systemTeal.cgColor
        card.cornerRadius = 18
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.borderWidth = 3
        card.borderColor = UIColor.black.cgColor
        card.shadowOpacity = 0.5
        card.shadowRadius = 5
        card.shadowOffset = CGSize(width: 4, height: 6)
        card.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 24))
        view.layer.addSublayer(card)

        // Added first but drawn last: the highest zPosition among the card's sublayers.
        let top = CALayer()
        top.frame = CGRect(x: 60, y: 30, width: 60, height: 60)
        top.backgroundColor = UIColor.systemOrange.cgColor
        top.zPosition = 2
        top.cornerRadius = 30
        card.addSublayer(top)
        let middle = CALayer()
        middle.frame = CGRect(x: 30, y: 20, width: 60, height: 60)
        middle.backgroundColor = UIColor.systemPurple.cgColor
        middle.opacity = 0.8
        card.addSublayer(middle)
        let turned = CALayer()
        turned.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        turned.anchorPoint = CGPoint(x: 0, y: 0.5)
        turned.position = CGPoint(x: 20, y: 90)
        turned.transform = CATransform3DMakeRotation(-.pi / 6, 0, 0, 1)
        turned.backgroundColor = UIColor.systemPink.cgColor
        card.addSublayer(turned)

        // A 12-pixel image with a 4-pixel frame, stretched in nine parts: the frame keeps its width.
        let pixels: [UInt32] = (0..<144).map { i in
            let (x, y) = (i % 12, i / 12)
            return x < 4 || x >= 8 || y < 4 || y >= 8 ? 0xFF1E_3A8A : 0xFFBF_DBFE
        }
        let framed = CALayer()
        framed.frame = CGRect(x: 190, y: 30, width: 90, height: 140)
        framed.contents = CGImage.fromARGBPixels(pixels, width: 12, height: 12)
        framed.contentsScale = 1
        framed.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        view.layer.addSublayer(framed)
        let centred = CALayer()
        centred.frame = CGRect(x: 40, y: 150, width: 100, height: 40)
        centred.backgroundColor = UIColor.systemGray4.cgColor
        centred.contents = CGImage.fromARGBPixels(pixels, width: 12, height: 12)
        centred.contentsGravity = .center
        centred.contentsScale = 0.5
        view.layer.addSublayer(centred)
        assertSnapshot(of: view, named: "layers-tree")
    }
}
