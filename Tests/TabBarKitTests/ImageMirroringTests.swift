import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Images that flip for right-to-left: an image view in a right-to-left layout draws them
/// mirrored, and any other image as it is.
@Suite(.freshApplication)
@MainActor
struct ImageMirroringTests {
    /// Red on its left half, clear on its right, 20 by 10 points at @1x.
    private func halfRed() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            context.cgContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The red at a point near the left edge and one near the right of `image` drawn by an
    /// image view in a window of `direction`.
    private func redSides(of image: UIImage, rightToLeft: Bool) throws -> (left: UInt8, right: UInt8) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.backgroundColor = .white
        if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
        let view = UIImageView(image: image)
        view.frame = window.bounds
        window.addSubview(view)
        window.makeKeyAndVisible()
        let renderer = ViewRenderer(rootView: window, scale: 1)
        renderer.render()
        let picture = try #require(renderer.image.cgImage)
        return (picture.pixel(x: 3, y: 5).g, picture.pixel(x: 16, y: 5).g)
    }

    @Test func aFlippedImageIsDrawnMirroredOnlyRightToLeft() throws {
        let image = halfRed()
        let flipped = image.imageFlippedForRightToLeftLayoutDirection()
        #expect(!image.flipsForRightToLeftLayoutDirection && flipped.flipsForRightToLeftLayoutDirection)
        #expect(flipped.withRenderingMode(.alwaysOriginal).flipsForRightToLeftLayoutDirection, "copies keep it")
        // Green is 0 where red is drawn and 255 where white shows.
        #expect(try redSides(of: flipped, rightToLeft: false) == (0, 255))
        #expect(try redSides(of: flipped, rightToLeft: true) == (255, 0))
        #expect(try redSides(of: image, rightToLeft: true) == (0, 255))
    }

    @Test func directionalSymbolsFlip() throws {
        #expect(try #require(UIImage(systemName: "sidebar.leading")).flipsForRightToLeftLayoutDirection)
        #expect(
            try #require(
                UIImage(systemName: "sidebar.leading")?.withConfiguration(
                    UIImage.SymbolConfiguration(pointSize: 30))
            ).flipsForRightToLeftLayoutDirection)
        #expect(try !#require(UIImage(systemName: "chevron.left")).flipsForRightToLeftLayoutDirection)
    }
}
