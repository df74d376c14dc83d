import CCairo
import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Large surfaces (bitmaps, backing stores) live in mappings of their own, which go back to
/// the system when the surface is destroyed.
@Suite(.freshApplication)
struct PixelStorageTests {
    /// Whether the page holding `address` is mapped in this process.
    private func isMapped(_ address: UnsafeMutableRawPointer) -> Bool {
        let page = Int(getpagesize())
        var resident: UInt8 = 0
        let start = UnsafeMutableRawPointer(bitPattern: Int(bitPattern: address) / page * page)
        return mincore(start, page, &resident) == 0
    }

    @Test func aLargeSurfaceIsClearedDrawableAndUnmappedWhenDestroyed() throws {
        let surface = try #require(CGImage.makeSurface(width: 750, height: 1334))
        let data = try #require(cairo_image_surface_get_data(surface))
        let pixels = UnsafeMutableRawPointer(data)
        #expect(Int(bitPattern: pixels) % Int(getpagesize()) == 0, "the pixels start a mapping of their own")
        let image = CGImage(surface: surface)
        #expect(image.pixel(x: 400, y: 700) == (0, 0, 0, 0))
        let context = CGContext(surface: surface, scale: 1)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 390, y: 690, width: 20, height: 20))
        #expect(image.pixel(x: 400, y: 700) == (255, 0, 0, 255))
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(isMapped(pixels))
        _ = consume context
        _ = consume image
        #expect(!isMapped(pixels), "destroying the surface gave its pixels back")
    }

    @Test func aSnapshotOutlivesTheMappedSurfaceItCopied() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 600, height: 600), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 600, height: 600))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.pixel(x: 599, y: 599) == (0, 0, 255, 255))
    }

    @Test func sizesPastWhatMemoryCanHoldGiveNoSurface() {
        #expect(CGImage.makeSurface(width: Int(Int32.max), height: Int(Int32.max)) == nil)
        #expect(CGImage.makeSurface(width: 1 << 20, height: 1 << 20) == nil)
    }

    /// Scales and sizes that no bitmap can have give an empty image and a log line, not a
    /// trap in the conversion to whole pixels.
    @Test(
        arguments: [
            (CGSize(width: 10, height: 10), CGFloat.infinity), (CGSize(width: 10, height: 10), CGFloat.nan),
            (CGSize(width: CGFloat.infinity, height: 10), CGFloat(2)), (CGSize(width: 10, height: 1e300), CGFloat(2)),
        ] as [(CGSize, CGFloat)])
    @MainActor
    func impossibleBitmapsGiveAnEmptyImage(size: CGSize, scale: CGFloat) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in }
        #expect(image.cgImage == nil || (image.size.width.isFinite && image.size.height.isFinite))
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        _ = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
    }
}
