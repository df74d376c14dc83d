import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Draws the rotation demo of the boroughs app's pages: the view's size as text and a cross corner to corner.
@MainActor
final class SizeReportingView: UIView {
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        let context = UIGraphicsGetCurrentContext()!
        context.setStrokeColor(UIColor.systemRed.cgColor)
        context.setLineWidth(4)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        context.move(to: CGPoint(x: bounds.width, y: 0))
        context.addLine(to: CGPoint(x: 0, y: bounds.height))
        context.strokePath()
        "\(Int(bounds.width)) × \(Int(bounds.height))".draw(
            at: CGPoint(x: 8, y: 8), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
    }
}

@Suite(.freshApplication)
@MainActor
struct RenderingSnapshotTests {
    @Test func nestedTransformedClippedViewsWithCornersBordersAndShadows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .systemGray6

        let card = UIView(frame: CGRect(x: 30, y: 30, width: 140, height: 140))
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 4, height: 6)
        card.transform = CGAffineTransform(rotationAngle: .pi / 12)
        card.clipsToBounds = true
        root.addSubview(card)

        // Sticks out of the card's corner: clipped by the rounded corner.
        let stripe = UIView(frame: CGRect(x: -20, y: 50, width: 180, height: 30))
        stripe.backgroundColor = .systemOrange
        stripe.transform = CGAffineTransform(rotationAngle: -.pi / 6)
        card.addSubview(stripe)

        let dot = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        dot.backgroundColor = .systemGreen
        dot.layer.cornerRadius = 20
        dot.alpha = 0.6
        card.addSubview(dot)

        let scaled = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        scaled.backgroundColor = .systemPurple
        scaled.layer.borderWidth = 3
        scaled.layer.borderColor = UIColor.black.cgColor
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
        card.addSubview(scaled)

        assertSnapshot(of: root, named: "nested-transformed-clipped")
    }

    @Test func aTemplateImageTakesEachViewsTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let icon = TestImages.crossedSquare().withRenderingMode(.alwaysTemplate)
        for (i, tint) in [UIColor.systemBlue, UIColor(white: 0.5725, alpha: 1)].enumerated() {
            let view = UIImageView(image: icon)
            view.frame.origin = CGPoint(x: 10 + CGFloat(i) * 50, y: 10)
            view.tintColor = tint
            root.addSubview(view)
        }
        assertSnapshot(of: root, named: "template-tinted-two-colours")

        // Only alpha counts: the black strokes come out in the tint.
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        let p = renderer.image.cgImage!.pixel(x: 22, y: 22) // on the first icon's border at @2x
        #expect(p.b > 200 && p.r < 40)
    }

    @Test func anOriginalImageKeepsItsColours() {
        let view = UIImageView(image: TestImages.crossedSquare())
        view.tintColor = .systemRed
        let renderer = ViewRenderer(rootView: view, scale: 2)
        renderer.render()
        let p = renderer.image.cgImage!.pixel(x: 2, y: 2)
        #expect(p.a > 200 && p.r < 30 && p.g < 30 && p.b < 30)
    }

    @Test func anImageFromAnAssetCatalogAt2x() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let oneX = TestImages.crossedSquare(scale: 1).pngData()!
        let twoX = TestImages.crossedSquare(scale: 2, negative: true).pngData()!
        TestImages.imageSet(
            in: root, name: "Bronx_selected", files: ["s.png": oneX, "s@2x.png": twoX],
            contentsJSON: TestImages.contentsJSON(one: "s.png", two: "s@2x.png", three: nil, intent: "template"))
        let bundle = try #require(Bundle(path: root.path))
        let image = try #require(UIImage(named: "Bronx_selected", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.scale == 2 && image.size == CGSize(width: 30, height: 30))

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        canvas.backgroundColor = .white
        let view = UIImageView(image: image)
        view.frame.origin = CGPoint(x: 10, y: 10)
        canvas.addSubview(view)
        assertSnapshot(of: canvas, named: "asset-catalog-2x-template")
    }

    @Test func redrawModeRedrawsOnResizeAndScaleToFillStretches() {
        func scene(_ mode: UIViewContentMode) -> (UIView, SizeReportingView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            root.backgroundColor = .white
            let view = SizeReportingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            view.backgroundColor = .systemYellow
            view.contentMode = mode
            root.addSubview(view)
            return (root, view)
        }
        for mode in [UIViewContentMode.redraw, .scaleToFill] {
            let (root, view) = scene(mode)
            let renderer = ViewRenderer(rootView: root, scale: 2)
            renderer.render()
            #expect(view.drawCount == 1)
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 120) // "rotation"
            renderer.render()
            #expect(view.drawCount == (mode == .redraw ? 2 : 1))
            assertSnapshot(renderer.image, named: mode == .redraw ? "content-mode-redraw" : "content-mode-scale-to-fill")
        }
    }

    @Test func contentModesPlaceAnImage() {
        let image = TestImages.crossedSquare(side: 20, scale: 1)
        let cases: [(UIViewContentMode, CGRect)] = [
            (.center, CGRect(x: 40, y: 15, width: 20, height: 20)),
            (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 20)),
            (.bottomRight, CGRect(x: 80, y: 30, width: 20, height: 20)),
            (.scaleAspectFit, CGRect(x: 25, y: 0, width: 50, height: 50)),
            (.scaleAspectFill, CGRect(x: 0, y: -25, width: 100, height: 100)),
            (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
        ]
        for (mode, expected) in cases {
            #expect(LayerContents.rect(for: mode, size: image.size, in: CGRect(x: 0, y: 0, width: 100, height: 50)) == expected)
        }
    }
}
