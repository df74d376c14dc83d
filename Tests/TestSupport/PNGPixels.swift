import CCairo
import Foundation

/// A PNG's pixels as premultiplied ARGB32 words, row by row, decoded by Cairo.
struct PNGPixels {
    let width: Int
    let height: Int
    let words: [UInt32]

    /// Nil when `data` is not a PNG Cairo can read.
    init?(_ data: Data) {
        var reader = (data: data, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = closure!.assumingMemoryBound(to: (data: Data, offset: Int).self)
                    let count = Int(length)
                    guard reader.pointee.offset + count <= reader.pointee.data.count, let buffer else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    let start = reader.pointee.data.startIndex + reader.pointee.offset
                    reader.pointee.data.copyBytes(to: buffer, from: start..<start + count)
                    reader.pointee.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let image = cairo_surface_map_to_image(surface, nil)
        defer { cairo_surface_unmap_image(surface, image) }
        width = Int(cairo_image_surface_get_width(image))
        height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        guard let bytes = cairo_image_surface_get_data(image) else { return nil }
        let (width, height) = (width, height)
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            bytes.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width { words[y * width + x] = row[x] }
            }
        }
        self.words = words
    }

    /// `words` (premultiplied ARGB32, `width` per row) as PNG data, written by Cairo.
    static func png(of words: [UInt32], width: Int, height: Int) -> Data? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = cairo_image_surface_get_data(surface) else { return nil }
        for y in 0..<height {
            bytes.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width { row[x] = words[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, buffer, length in
                    guard let buffer else { return CAIRO_STATUS_WRITE_ERROR }
                    closure!.assumingMemoryBound(to: Data.self).pointee.append(buffer, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? output : nil
    }
}
