import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A stroke drawn by an animated `strokeEnd` (or `strokeStart`) repaints only the stretch
/// that appeared or went each frame; every frame must still equal a full drawing of the
/// layer as presented.
@Suite(.freshApplication)
@MainActor
struct StrokeTrimRepaintTests {
    private static let size = CGSize(width: 200, height: 80)

    private func zigzag() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 40))
        for k in 1...40 {
            path.addLine(to: CGPoint(x: 10 + CGFloat(k) * 4.5, y: k % 2 == 0 ? 15 : 65))
        }
        return path
    }

    /// A white root the size of the scene and an unfilled zigzag stroke.
    private func zigzagScene(_ colour: UIColor, width: CGFloat) -> (root: UIView, stroke: CAShapeLayer) {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .white
        let stroke = CAShapeLayer()
        stroke.path = zigzag()
        stroke.fillColor = nil
        stroke.strokeColor = colour.cgColor
        stroke.lineWidth = width
        return (root, stroke)
    }

    private func tree(_ configure: (CAShapeLayer) -> Void) -> (CAShapeLayer, ViewRenderer) {
        let (root, line) = zigzagScene(.systemGreen, width: 3)
        line.lineJoin = .round
        configure(line)
        root.layer.addSublayer(line)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        return (line, renderer)
    }

    /// The frame against a fresh full drawing of the layer with the presented trims.
    private func expectFullDrawing(
        of line: CAShapeLayer, _ renderer: ViewRenderer, configure: @escaping (CAShapeLayer) -> Void, _ label: String
    ) {
        let shown = line.presentation()!
        let (_, full) = tree {
            configure($0)
            $0.strokeStart = shown.strokeStart
            $0.strokeEnd = shown.strokeEnd
        }
        let largest =
            zip(renderer.image.cgImage!.argbPixels, full.image.cgImage!.argbPixels)
            .map { largestChannelDifference($0, $1) }.max() ?? 0
        // Cairo culls a stroke's segments by the clip, and where the stroke overlaps itself
        // the coverage of a pixel may then differ by a few levels (up to 9 seen here); a
        // stretch left unrepainted differs by far more.
        #expect(largest <= 16, "\(label): a channel differs by \(largest) from a full drawing")
    }

    /// Animates `keyPath` of `line` over a second.
    private func animate(_ line: CAShapeLayer, _ keyPath: String, from start: CGFloat, to end: CGFloat) {
        let trim = CABasicAnimation(keyPath: keyPath)
        trim.fromValue = start
        trim.toValue = end
        trim.duration = 1
        line.add(trim, forKey: keyPath)
    }

    /// Ticks `count` frames at 60 Hz, calling `body` after each with its number.
    private func frames(_ count: Int, on app: TestApplication, _ body: (Int) -> Void) {
        for frame in 1...count {
            app.tick(Double(frame) / 60)
            body(frame)
        }
    }

    @Test func aGrowingStrokeRepaintsOnlyTheStretchItGained() {
        let app = TestApplication()
        let (line, renderer) = tree { _ in }
        animate(line, "strokeEnd", from: 0, to: 1)
        _ = renderer.takeRepaintedArea()
        frames(40, on: app) { frame in
            let area = renderer.takeRepaintedArea()
            expectFullDrawing(of: line, renderer, configure: { _ in }, "frame \(frame)")
            // After the first frame or two (which draw it whole), a frame repaints a band a
            // few segments wide, not the 180-point zigzag.
            if frame > 2 { #expect((area?.width ?? 0) < 40, "frame \(frame) repainted \(String(describing: area))") }
        }
    }

    @Test func aDashedStrokeWhoseStartMovesIsRepaintedWhole() {
        let app = TestApplication()
        let dashed: (CAShapeLayer) -> Void = { $0.lineDashPattern = [5, 3] }
        let (line, renderer) = tree(dashed)
        animate(line, "strokeStart", from: 0, to: 0.8)
        animate(line, "strokeEnd", from: 0.5, to: 1)
        frames(20, on: app) { frame in
            expectFullDrawing(of: line, renderer, configure: dashed, "dashed frame \(frame)")
        }
    }

    /// A growing 6 pt zigzag stroke as the mask of a card over a white root (`install` puts
    /// the card in the root and the stroke on it): every frame equals a full drawing with
    /// the presented `strokeEnd`.
    private func expectRevealFrames(_ install: @escaping (UIView, CAShapeLayer) -> Void) {
        let app = TestApplication()
        func scene(strokeEnd: CGFloat?) -> (CAShapeLayer, ViewRenderer) {
            let (root, reveal) = zigzagScene(.black, width: 6)
            if let strokeEnd { reveal.strokeEnd = strokeEnd }
            install(root, reveal)
            let renderer = ViewRenderer(rootView: root, scale: 2)
            renderer.render()
            return (reveal, renderer)
        }
        let (reveal, renderer) = scene(strokeEnd: nil)
        animate(reveal, "strokeEnd", from: 0, to: 1)
        frames(10, on: app) { frame in
            renderer.render()
            let (_, full) = scene(strokeEnd: reveal.presentation()!.strokeEnd)
            let differing = zip(renderer.image.cgImage!.argbPixels, full.image.cgImage!.argbPixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a full drawing")
        }
    }

    /// A stroke that masks a layer (a reveal) has no superlayer: the layer it masks repaints.
    @Test func aGrowingStrokeThatMasksALayerRepaintsThatLayer() {
        expectRevealFrames { root, reveal in
            let card = CALayer()
            card.frame = root.bounds
            card.backgroundColor = UIColor.systemIndigo.cgColor
            root.layer.addSublayer(card)
            card.mask = reveal
        }
    }

    /// The same reveal on a view's layer: the view covers its superview with an opaque
    /// background, yet shows only where the stroke is drawn, so what lies under it is
    /// painted too.
    @Test func aGrowingStrokeThatMasksAViewRevealsItFrameByFrame() {
        expectRevealFrames { root, reveal in
            let card = UIView(frame: root.bounds)
            card.backgroundColor = .systemIndigo
            root.addSubview(card)
            card.layer.mask = reveal
        }
    }
}
