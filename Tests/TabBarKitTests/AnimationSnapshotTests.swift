import Foundation
import Testing
@testable import TabBarKit

/// The renderer draws the presentation: one view moving, fading and turning, pictured at
/// the start, half-way and the end of its animation.
@MainActor
struct AnimationSnapshotTests {
    @Test func aMovingFadingTurningViewAtStartHalfAndEnd() {
        let clock = TestClock()
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
        clock.tick(0)
        assertSnapshot(renderer.image, named: "animation-start")
        clock.tick(0.5)
        assertSnapshot(renderer.image, named: "animation-half")
        clock.tick(1)
        assertSnapshot(renderer.image, named: "animation-end")
        // The repaints along the way give the same pixels as drawing the end state afresh.
        assertSnapshot(of: root, named: "animation-end")
    }
}
