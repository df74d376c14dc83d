import CCairo
import Foundation
import Synchronization

/// A bitmap: a Cairo ARGB32 image surface (premultiplied alpha), owned by this object.
public final class CGImage: @unchecked Sendable {
    let surface: OpaquePointer
    /// See `alphaMask`; nil until the image is first painted as a mask.
    let alphaMaskStorage = Mutex<OpaquePointer?>(nil)

    /// Takes ownership of an image surface that Cairo reports as valid.
    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        alphaMaskStorage.withLock { mask in
            if let mask, mask != surface { cairo_surface_destroy(mask) }
        }
        cairo_surface_destroy(surface)
    }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A copy of the pixels inside `rect` (in pixels), or nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        guard let copy = CGImage.makeSurface(width: Int(r.width), height: Int(r.height)) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_source_surface(cr, surface, -r.minX, -r.minY)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(surface: copy)
    }

    /// A new, transparent ARGB32 surface, or nil when Cairo cannot allocate it.
    /// Whole pixels for a length in points at a scale, or nil when that is not a size a
    /// bitmap can have (not finite, negative, or past Cairo's 32-bit sides).
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int? {
        let length = (points * scale).rounded(.up)
        guard length.isFinite, length >= 0, length <= CGFloat(Int32.max) else { return nil }
        return Int(length)
    }

    static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels >= PixelStorage.ownMappingThreshold / 4 {
            return PixelStorage.mappedSurface(width: Int32(width), height: Int32(height))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// All pixels, premultiplied ARGB32 words, row by row without padding.
    var argbPixels: [UInt32] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var result = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = data.advanced(by: y * bytesPerRow).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { result[y * width + x] = row[x] }
        }
        return result
    }

    /// An image made from premultiplied ARGB32 words, row by row.
    static func fromARGBPixels(_ pixels: [UInt32], width: Int, height: Int) -> CGImage? {
        guard pixels.count == width * height, let surface = makeSurface(width: width, height: height),
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { row[x] = pixels[y * width + x] }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(surface: surface)
    }

    /// The pixel at (x, y) as straight (not premultiplied) RGBA bytes.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let value = data.advanced(by: y * bytesPerRow + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(value >> 24)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (unpremultiply((value >> 16) & 0xFF), unpremultiply((value >> 8) & 0xFF), unpremultiply(value & 0xFF), a)
    }
}
