import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A transform that squashes a view or layer to nothing (a pop-in starts at scale 0) draws
/// nothing of it and leaves the rest of the frame drawn.
@Suite(.freshApplication)
@MainActor
struct DegenerateTransformTests {
    @Test func aViewOrLayerScaledToNothingHidesOnlyItself() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        root.backgroundColor = .white
        let squashed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        squashed.backgroundColor = .red
        squashed.transform = CGAffineTransform(scaleX: 0, y: 0)
        root.addSubview(squashed)
        let flat = CALayer()
        flat.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        flat.backgroundColor = UIColor.red.cgColor
        flat.transform = CATransform3DMakeScale(1, 0, 1)
        root.layer.addSublayer(flat)
        let after = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        after.backgroundColor = .blue
        root.addSubview(after)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let image = renderer.image.cgImage!
        #expect(image.pixel(x: 10, y: 10).g > 250 && image.pixel(x: 30, y: 10).g > 250, "nothing of the squashed two")
        #expect(image.pixel(x: 50, y: 10).b > 250 && image.pixel(x: 50, y: 10).r < 10, "what comes after is drawn")
    }
}
