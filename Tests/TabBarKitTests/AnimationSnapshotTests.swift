import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The renderer draws the presentation: one view moving, fading and turning, pictured at
/// the start, half-way and the end of its animation.
@Suite(.freshApplication)
@MainActor
struct AnimationSnapshotTests {
    @Test func aMovingFadingTurningViewAtStartHalfAndEnd() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 20, y: 25, width: 50, height: 50))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        let stripe = UIView(frame: CGRect(x: 0, y: 20, width: 50, height: 10))
        stripe.backgroundColor = .systemOrange
        card.addSubview(stripe)
        root.addSubview(card)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.center.x += 110
            card.alpha = 0.25
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        app.tick(0)
        assertSnapshot(renderer.image, named: "animation-start")
        app.tick(0.5)
        assertSnapshot(renderer.image, named: "animation-half")
        app.tick(1)
        assertSnapshot(renderer.image, named: "animation-end")
        // The repaints along the way give the same pixels as drawing the end state afresh.
        assertSnapshot(of: root, named: "animation-end")
    }

    /// While its turn animates, a small rounded view is drawn from a cached mask; the
    /// picture must match the exact outline drawn for the same view at rest.
    @Test func aTurningRoundedViewLooksLikeItsExactOutline() {
        func scene() -> (UIView, UIView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.backgroundColor = .white
            let tile = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 30))
            tile.backgroundColor = .systemBlue
            tile.layer.cornerRadius = 8
            root.addSubview(tile)
            return (root, tile)
        }
        let app = TestApplication()
        let (moving, tile) = scene()
        let renderer = ViewRenderer(rootView: moving, scale: 2)
        renderer.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { tile.transform = CGAffineTransform(rotationAngle: 1) }
        app.tick(0.5)
        let (still, stillTile) = scene()
        stillTile.transform = CGAffineTransform(rotationAngle: 0.5)
        let exact = ViewRenderer(rootView: still, scale: 2)
        exact.render()
        let a = renderer.image.cgImage!.argbPixels, b = exact.image.cgImage!.argbPixels
        var differing = 0, worstOverall = 0
        for i in a.indices {
            var worst = 0
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let channelA = Int((a[i] >> shift) & 0xFF), channelB = Int((b[i] >> shift) & 0xFF)
                worst = max(worst, abs(channelA - channelB))
            }
            worstOverall = max(worstOverall, worst)
            if worst > 24 { differing += 1 }
        }
        #expect(worstOverall <= 64, "edge pixels may soften, never change colour")
        #expect(Double(differing) / Double(a.count) < 0.005)
        app.tick(1)
    }
}
