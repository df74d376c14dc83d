import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A shape layer that slides is drawn through masks made once (`ShapeMasks`); each frame
/// must show what Cairo draws for the same layer at rest in the same place, within the
/// eighth of a pixel the masks round its offset to.
@Suite(.freshApplication)
@MainActor
struct ShapeMaskTests {
    private static let size = CGSize(width: 120, height: 60)

    /// A striped backdrop (so that blending shows) holding one shape layer at 2x.
    private func tree(_ configure: (CAShapeLayer) -> Void) -> (CAShapeLayer, ViewRenderer) {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .white
        for band in 0..<6 {
            let stripe = UIView(frame: CGRect(x: CGFloat(band) * 20, y: 0, width: 10, height: Self.size.height))
            stripe.backgroundColor = UIColor(white: CGFloat(band) / 6, alpha: 1)
            root.addSubview(stripe)
        }
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 12.3, width: 40, height: 30)
        shape.fillColor = UIColor.systemBlue.cgColor
        configure(shape)
        root.layer.addSublayer(shape)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        return (shape, renderer)
    }

    private func star() -> CGPath {
        let path = CGMutablePath()
        for k in 0..<5 {
            let angle = CGFloat(k) * 4 * .pi / 5 - .pi / 2
            let point = CGPoint(x: 20 + 14 * cos(angle), y: 15 + 14 * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    /// The largest difference of any channel, and how many pixels differ at all.
    private func difference(_ a: ViewRenderer, _ b: ViewRenderer) -> (largest: Int, pixels: Int) {
        let first = a.image.cgImage!.argbPixels, second = b.image.cgImage!.argbPixels
        var largest = 0, pixels = 0
        for (p, q) in zip(first, second) where p != q {
            pixels += 1
            largest = max(largest, largestChannelDifference(p, q))
        }
        return (largest, pixels)
    }

    /// Renders the sliding layer's frame and the same layer at rest where it is shown.
    private func compare(
        _ moving: CAShapeLayer, _ renderer: ViewRenderer, with configure: @escaping (CAShapeLayer) -> Void,
        _ label: String
    ) {
        renderer.render()
        let shown = moving.presentation()!
        // Placed before the first frame, so that no implicit animation runs.
        let (_, stillRenderer) = tree {
            configure($0)
            $0.position = shown.position
            $0.transform = shown.transform
        }
        let (largest, pixels) = difference(renderer, stillRenderer)
        // An eighth of a pixel across and down moves an edge pixel's coverage by at most a
        // quarter (64 of 255); only pixels along the edges may differ.
        #expect(largest <= 64, "\(label): a channel differs by \(largest)")
        #expect(pixels < 700, "\(label): \(pixels) pixels differ")
    }

    @Test func aSlidingShapeIsDrawnThroughMasksWhereCairoWouldDrawIt() {
        let looks: [(String, (CAShapeLayer) -> Void)] = [
            (
                "rounded fill",
                {
                    $0.path = CGPath(
                        roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerWidth: 8, cornerHeight: 8,
                        transform: nil)
                }
            ),
            (
                "fill and stroke",
                {
                    $0.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 36, height: 26), transform: nil)
                    $0.strokeColor = UIColor.black.cgColor
                    $0.lineWidth = 3
                }
            ),
            (
                "dashed stroke, round caps",
                {
                    $0.path = CGPath(rect: CGRect(x: 4, y: 4, width: 32, height: 22), transform: nil)
                    $0.fillColor = nil
                    $0.strokeColor = UIColor.systemRed.cgColor
                    $0.lineWidth = 4
                    $0.lineCap = .round
                    $0.lineDashPattern = [6, 5]
                }
            ),
            (
                "even-odd star, turned",
                {
                    $0.path = self.star()
                    $0.fillRule = .evenOdd
                    $0.strokeColor = UIColor.systemGreen.cgColor
                    $0.lineJoin = .bevel
                    $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
                }
            ),
        ]
        for (label, configure) in looks {
            let app = TestApplication()
            let (moving, renderer) = tree(configure)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 30
            slide.toValue = 90
            slide.duration = 1
            moving.add(slide, forKey: "slide")
            for time in [0.1, 0.23, 0.37, 0.52, 0.61, 0.83] {
                app.tick(time)
                compare(moving, renderer, with: configure, "\(label) at \(time)")
            }
            let masks = moving.presentation()!.shapeMasks
            #expect(masks.rasterCount > 0, "\(label): the frames after the first come from masks")
        }
    }

    @Test func aNewLookIsDrawnAtOnceAndAColourChangeKeepsTheMasks() {
        let app = TestApplication()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 20))
        let (moving, renderer) = tree { $0.path = path }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 30
        slide.toValue = 90
        slide.duration = 1
        moving.add(slide, forKey: "slide")
        func orange(_ path: CGPath) -> (CAShapeLayer) -> Void {
            {
                $0.path = path
                $0.fillColor = UIColor.systemOrange.cgColor
            }
        }
        app.tick(0.1)
        app.tick(0.2)
        renderer.render()
        let masks = moving.presentation()!.shapeMasks
        let made = masks.rasterCount
        #expect(made > 0)

        // Another colour: the same masks, the new colour. (Without actions: a free-standing
        // layer would fade to it.)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moving.fillColor = UIColor.systemOrange.cgColor
        CATransaction.commit()
        app.tick(0.3)
        compare(moving, renderer, with: orange(path), "new colour")
        #expect(masks.rasterCount >= made, "a colour is not part of a mask")

        // The path changed in place: the masks of the old one must not show.
        path.addEllipse(in: CGRect(x: 20, y: 5, width: 18, height: 22))
        app.tick(0.4)
        compare(moving, renderer, with: orange(path), "path changed in place")

        // Another path.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 28, height: 28), transform: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moving.path = circle
        CATransaction.commit()
        app.tick(0.5)
        compare(moving, renderer, with: orange(circle), "new path")
        app.tick(0.6)
        compare(moving, renderer, with: orange(circle), "new path, masked")
    }

    @Test func aFillAndStrokeShownTwiceInTheSameColoursAreOneImageThatFollowsAColourChange() {
        let app = TestApplication()
        func look(_ stroke: UIColor) -> (CAShapeLayer) -> Void {
            {
                $0.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 36, height: 26), transform: nil)
                $0.fillColor = UIColor.systemYellow.withAlphaComponent(0.8).cgColor
                $0.strokeColor = stroke.cgColor
                $0.lineWidth = 3
            }
        }
        let (moving, renderer) = tree(look(.black))
        // Whole points a frame: every frame lands on the same quarter-pixel offset.
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 30
        slide.toValue = 90
        slide.duration = 1
        moving.add(slide, forKey: "slide")
        for time in [0.1, 0.2, 0.3, 0.4] {
            app.tick(time)
            compare(moving, renderer, with: look(.black), "black stroke at \(time)")
        }
        let masks = moving.presentation()!.shapeMasks
        #expect(masks.rasterCount == 1 && masks.paintedCount == 1, "a second use in the same colours paints the two as one")

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moving.strokeColor = UIColor.systemRed.cgColor
        CATransaction.commit()
        for time in [0.5, 0.6, 0.7] {
            app.tick(time)
            compare(moving, renderer, with: look(.systemRed), "red stroke at \(time)")
        }
        #expect(masks.rasterCount == 1 && masks.paintedCount == 1)
    }

    @Test func aLargeShapeMovingEveryWayKeepsItsMasksWithinTheBudget() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 700, height: 500))
        root.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 400, height: 250)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 400, height: 250), transform: nil)
        shape.strokeColor = UIColor.black.cgColor
        root.layer.addSublayer(shape)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        let drift = CABasicAnimation(keyPath: "position")
        drift.fromValue = NSValue(cgPoint: CGPoint(x: 200, y: 125))
        drift.toValue = NSValue(cgPoint: CGPoint(x: 400.3, y: 324.1))
        drift.duration = 1
        shape.add(drift, forKey: "drift")
        var most = 0, time = 0.0
        for _ in 0..<50 {
            time += 1.0 / 60
            app.tick(time)
            most = max(most, shape.presentation()!.shapeMasks.byteCount)
        }
        // Each set of masks is about 0.85 MB here (two of 824 × 524 pixels): the sixteen
        // offsets the drift passes through would keep 13 MB.
        #expect(most > 0 && most <= 4 << 20, "kept \(most) bytes")
    }
}
