import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// An animation of `contents` between images cross-fades them, as Core Animation does: on
/// a free-standing layer, and on an image view's layer (the usual way to fade its image).
@Suite(.freshApplication)
@MainActor
struct LayerContentsAnimationTests {
    private let red = CGImage.fromARGBPixels([0xFFFF_0000], width: 1, height: 1)!
    private let blue = CGImage.fromARGBPixels([0xFF00_00FF], width: 1, height: 1)!

    private func fade(from: CGImage, to: CGImage, seconds: CFTimeInterval = 1) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "contents")
        (fade.fromValue, fade.toValue, fade.duration) = (from, to, seconds)
        return fade
    }

    @Test func aFreeStandingLayersContentsCrossFade() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = red
        root.layer.addSublayer(layer)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        layer.add(fade(from: red, to: blue), forKey: "fade")
        app.tick(0.25)
        renderer.render()
        let quarter = renderer.image.cgImage!.pixel(x: 20, y: 20)
        #expect(abs(Int(quarter.r) - 191) <= 3 && abs(Int(quarter.b) - 64) <= 3 && quarter.g < 3, "\(quarter)")
        app.tick(1.1)
        renderer.render()
        #expect(renderer.image.cgImage!.pixel(x: 20, y: 20).r > 250, "snaps back to the model's red")
    }

    @Test func anImageViewFadesToItsNewImage() {
        let app = TestApplication()
        let imageView = UIImageView(image: UIImage(cgImage: red))
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let renderer = ViewRenderer(rootView: imageView, scale: 1)
        renderer.render()
        imageView.layer.add(fade(from: red, to: blue, seconds: 0.5), forKey: "contents")
        imageView.image = UIImage(cgImage: blue)
        app.tick(0.25)
        renderer.render()
        let half = renderer.image.cgImage!.pixel(x: 20, y: 20)
        #expect(abs(Int(half.r) - 128) <= 3 && abs(Int(half.b) - 128) <= 3 && half.a == 255, "opaque all through: \(half)")
        app.tick(0.6)
        renderer.render()
        let end = renderer.image.cgImage!.pixel(x: 20, y: 20)
        #expect(end.b > 250 && end.r < 5)
    }
}
