import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A stroke drawn by an animated `strokeEnd` (or `strokeStart`) repaints only the stretch
/// that appeared or went each frame; every frame must still equal a full drawing of the
/// layer as presented.
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

    private func tree(_ configure: (CAShapeLayer) -> Void) -> (CAShapeLayer, ViewRenderer) {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .white
        let line = CAShapeLayer()
        line.path = zigzag()
        line.fillColor = nil
        line.strokeColor = UIColor.systemGreen.cgColor
        line.lineWidth = 3
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
        var largest = 0
        for (p, q) in zip(renderer.image.cgImage!.argbPixels, full.image.cgImage!.argbPixels) where p != q {
            for shift: UInt32 in [0, 8, 16, 24] {
                largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        // Cairo culls a stroke's segments by the clip, and where the stroke overlaps itself
        // the coverage of a pixel may then differ by a few levels (up to 9 seen here); a
        // stretch left unrepainted differs by far more.
        #expect(largest <= 16, "\(label): a channel differs by \(largest) from a full drawing")
    }

    @Test func aGrowingStrokeRepaintsOnlyTheStretchItGained() {
        let clock = TestClock()
        let (line, renderer) = tree { _ in }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        line.add(draw, forKey: "draw")
        _ = renderer.takeRepaintedArea()
        var time = 0.0
        for frame in 1...40 {
            time += 1.0 / 60
            clock.tick(time)
            let area = renderer.takeRepaintedArea()
            expectFullDrawing(of: line, renderer, configure: { _ in }, "frame \(frame)")
            // After the first frame or two (which draw it whole), a frame repaints a band a
            // few segments wide, not the 180-point zigzag.
            if frame > 2 { #expect((area?.width ?? 0) < 40, "frame \(frame) repainted \(String(describing: area))") }
        }
    }

    @Test func aDashedStrokeWhoseStartMovesIsRepaintedWhole() {
        let clock = TestClock()
        let dashed: (CAShapeLayer) -> Void = { $0.lineDashPattern = [5, 3] }
        let (line, renderer) = tree(dashed)
        let undraw = CABasicAnimation(keyPath: "strokeStart")
        undraw.fromValue = 0
        undraw.toValue = 0.8
        undraw.duration = 1
        line.add(undraw, forKey: "undraw")
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0.5
        grow.toValue = 1
        grow.duration = 1
        line.add(grow, forKey: "grow")
        var time = 0.0
        for frame in 1...20 {
            time += 1.0 / 60
            clock.tick(time)
            expectFullDrawing(of: line, renderer, configure: dashed, "dashed frame \(frame)")
        }
    }

    /// A stroke that masks a layer (a reveal) has no superlayer: the layer it masks repaints.
    @Test func aGrowingStrokeThatMasksALayerRepaintsThatLayer() {
        let clock = TestClock()
        func scene(strokeEnd: CGFloat?) -> (CAShapeLayer, ViewRenderer) {
            let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
            root.backgroundColor = .white
            let card = CALayer()
            card.frame = root.bounds
            card.backgroundColor = UIColor.systemIndigo.cgColor
            root.layer.addSublayer(card)
            let reveal = CAShapeLayer()
            reveal.path = zigzag()
            reveal.fillColor = nil
            reveal.strokeColor = UIColor.black.cgColor
            reveal.lineWidth = 6
            if let strokeEnd { reveal.strokeEnd = strokeEnd }
            card.mask = reveal
            let renderer = ViewRenderer(rootView: root, scale: 2)
            renderer.render()
            return (reveal, renderer)
        }
        let (reveal, renderer) = scene(strokeEnd: nil)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        reveal.add(draw, forKey: "draw")
        var time = 0.0
        for frame in 1...10 {
            time += 1.0 / 60
            clock.tick(time)
            let (_, full) = scene(strokeEnd: reveal.presentation()!.strokeEnd)
            let differing = zip(renderer.image.cgImage!.argbPixels, full.image.cgImage!.argbPixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a full drawing")
        }
    }
}
