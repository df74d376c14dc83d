import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// `cornerCurve` `.continuous`: the edge eases into the corner, reaching 1.528665 radii
/// along it, on views (the view renderer's fills, clips and borders) and free-standing layers.
@Suite(.freshApplication)
@MainActor
struct ContinuousCornerTests {
    enum Host: CaseIterable { case view, layer }

    /// A 300 × 300 black square rounded by `radius` with `curve`, at the origin of a white
    /// canvas, drawn at scale 1.
    private func square(_ host: Host, radius: CGFloat, curve: CALayerCornerCurve, side: CGFloat = 300) -> CGImage {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: side + 20, height: side + 20))
        canvas.backgroundColor = .white
        let frame = CGRect(x: 0, y: 0, width: side, height: side)
        let layer: CALayer
        switch host {
        case .view:
            let square = UIView(frame: frame)
            square.backgroundColor = .black
            canvas.addSubview(square)
            layer = square.layer
        case .layer:
            layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = UIColor.black.cgColor
            canvas.layer.addSublayer(layer)
        }
        layer.cornerRadius = radius
        layer.cornerCurve = curve
        let renderer = ViewRenderer(rootView: canvas, scale: 1)
        renderer.render()
        return renderer.image.cgImage!
    }

    /// How much of the pixel is covered, 0 (white) to 255 (black).
    private func coverage(_ image: CGImage, x: Int, y: Int) -> Int { 255 - Int(image.pixel(x: x, y: y).r) }

    @Test(arguments: Host.allCases)
    func theEdgeEasesInWhereACircularCornerIsStillStraight(host: Host) {
        let circular = square(host, radius: 80, curve: .circular)
        let continuous = square(host, radius: 80, curve: .continuous)
        // The top row 76 points before the top right corner: a circular corner's arc has
        // barely begun (a tenth of a point down); the continuous easing is most of a point in.
        let x = 300 - 76
        #expect(coverage(circular, x: x, y: 0) > 200, "circular: \(coverage(circular, x: x, y: 0))")
        #expect(coverage(continuous, x: x, y: 0) < 80, "continuous: \(coverage(continuous, x: x, y: 0))")
        // Past 1.528665 radii (122 points) both edges are straight.
        #expect(coverage(continuous, x: 300 - 126, y: 0) == 255 && coverage(continuous, x: 0, y: 126) == 255)
        #expect(coverage(continuous, x: 300 - 90, y: 0) < 240 && coverage(circular, x: 300 - 90, y: 0) == 255)
        // The middle of the corner is where a circular arc puts it.
        let diagonal = Int((80 - 80 / 2.0.squareRoot()).rounded())
        for offset in [-2, 2] {
            let inside = diagonal + offset
            #expect(
                (coverage(continuous, x: 299 - inside, y: inside) > 128) == (offset > 0),
                "the arc's middle at \(diagonal) points in from the corner")
        }
        // Every corner the same: the four are mirror images.
        for (a, b) in [((x, 0), (299 - x, 0)), ((x, 0), (299, 299 - x)), ((x, 0), (0, x))] {
            #expect(abs(coverage(continuous, x: a.0, y: a.1) - coverage(continuous, x: b.0, y: b.1)) <= 2)
        }
    }

    @Test(arguments: Host.allCases)
    func aCornerWithNoRoomToEaseIsCircular(host: Host) {
        // A radius of half the side leaves no edge: the shape is the circle either way.
        let circular = square(host, radius: 50, curve: .circular, side: 100)
        let continuous = square(host, radius: 50, curve: .continuous, side: 100)
        var largest = 0
        for y in 0..<100 {
            for x in 0..<100 { largest = max(largest, abs(coverage(circular, x: x, y: y) - coverage(continuous, x: x, y: y))) }
        }
        #expect(largest <= 1)
    }

    @Test func continuousCornersOnViewsAndLayers() {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        canvas.backgroundColor = .systemGroupedBackground
        for (column, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let x = 20 + CGFloat(column) * 140
            // A card: a view with a border, clipping a band that runs across its corners.
            let card = UIView(frame: CGRect(x: x, y: 20, width: 120, height: 80))
            card.backgroundColor = .white
            card.layer.cornerRadius = 24
            card.layer.cornerCurve = curve
            card.layer.borderWidth = 3
            card.layer.borderColor = UIColor.systemBlue.cgColor
            card.clipsToBounds = true
            let band = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 26))
            band.backgroundColor = .systemOrange
            card.addSubview(band)
            canvas.addSubview(card)
            // A free-standing layer with only its top corners rounded, and a gradient.
            let tab = CAGradientLayer()
            tab.frame = CGRect(x: x, y: 120, width: 120, height: 60)
            tab.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
            tab.cornerRadius = 28
            tab.cornerCurve = curve
            tab.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            tab.borderWidth = 2
            tab.borderColor = UIColor.black.cgColor
            canvas.layer.addSublayer(tab)
        }
        assertSnapshot(of: canvas, named: "layers-continuous-corners")
    }
}
