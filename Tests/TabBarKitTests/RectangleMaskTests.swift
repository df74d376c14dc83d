import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A mask that is one opaque rectangle, rounded or not, cuts a view that paints one thing
/// (an image) as a clip to that shape, without offscreen groups; the picture is the one a
/// shape layer of the same outline gives as the mask, which always goes through the groups.
/// A view that paints several things goes through the groups either way: a clip would cut
/// each at the antialiased edge and let what lies under one show through there.
@Suite(.freshApplication)
@MainActor
struct RectangleMaskTests {
    /// Stripes as one image, or as views of their own, masked by `mask`, at @2x.
    private func picture(maskedBy mask: CALayer, asOneImage: Bool) -> [UInt32] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        root.backgroundColor = .white
        let size = CGSize(width: 70, height: 44)
        func paintStripes(_ cg: CGContext) {
            cg.setFillColor(UIColor.systemIndigo.cgColor)
            cg.fill(CGRect(origin: .zero, size: size))
            cg.setFillColor(UIColor.systemYellow.cgColor)
            for band in 0..<7 { cg.fill(CGRect(x: CGFloat(band) * 10, y: 0, width: 5, height: size.height)) }
        }
        let striped: UIView
        if asOneImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            striped = UIImageView(image: UIGraphicsImageRenderer(size: size, format: format).image { paintStripes($0.cgContext) })
        } else {
            striped = UIView()
            striped.backgroundColor = .systemIndigo
            for band in 0..<7 {
                let stripe = UIView(frame: CGRect(x: CGFloat(band) * 10, y: 0, width: 5, height: size.height))
                stripe.backgroundColor = .systemYellow
                striped.addSubview(stripe)
            }
        }
        striped.frame = CGRect(origin: CGPoint(x: 4, y: 3), size: size)
        root.addSubview(striped)
        striped.layer.mask = mask
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        return renderer.image.cgImage!.argbPixels
    }

    private func plain(_ frame: CGRect, radius: CGFloat, corners: UIRectCorner) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        layer.cornerRadius = radius
        var masked: CACornerMask = []
        if corners.contains(.topLeft) { masked.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { masked.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { masked.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { masked.insert(.layerMaxXMaxYCorner) }
        layer.maskedCorners = masked
        return layer
    }

    private func outline(_ frame: CGRect, radius: CGFloat, corners: UIRectCorner) -> CALayer {
        let layer = CAShapeLayer()
        layer.frame = frame
        layer.path =
            UIBezierPath(
                roundedRect: CGRect(origin: .zero, size: frame.size), byRoundingCorners: corners,
                cornerRadii: CGSize(width: radius, height: radius)
            ).cgPath
        return layer
    }

    @Test(arguments: [
        (CGRect(x: 10.3, y: 5.6, width: 41.2, height: 30.7), CGFloat(0), UIRectCorner.allCorners),
        (CGRect(x: 6, y: 4, width: 50, height: 33), CGFloat(9), UIRectCorner.allCorners),
        (CGRect(x: 3.25, y: 8.5, width: 60, height: 28.25), CGFloat(7), UIRectCorner([.topLeft, .topRight])),
    ])
    func aRectangleMaskShowsWhatTheSameOutlineShows(frame: CGRect, radius: CGFloat, corners: UIRectCorner) {
        for asOneImage in [true, false] {
            let clipped = picture(maskedBy: plain(frame, radius: radius, corners: corners), asOneImage: asOneImage)
            let grouped = picture(maskedBy: outline(frame, radius: radius, corners: corners), asOneImage: asOneImage)
            var largest = 0, differing = 0
            for (p, q) in zip(clipped, grouped) where p != q {
                differing += 1
                largest = max(largest, largestChannelDifference(p, q))
            }
            let kind = asOneImage ? "one image" : "views"
            #expect(largest <= 1, "\(kind): a channel differs by \(largest) in \(differing) pixels")
            // White outside the mask, stripes of both colours inside it.
            #expect(clipped[2 * 160 + 2] == 0xFFFF_FFFF, "\(kind)")
            #expect(Set(clipped).count > 4, "\(kind)")
        }
    }
}
