import CCairo
import Foundation

/// Decodes and encodes PNG through Cairo (libpng), after walking the chunks so that a hostile
/// size or length claim is refused before any memory is allocated for it.
enum PNGDecoder {
    static let maxFileBytes = 64 << 20
    static let maxSide: UInt32 = 16_384
    static let maxPixels: UInt64 = 40_000_000
    /// For any chunk but IDAT; libpng's own default ceiling for chunk data is 8,000,000 bytes.
    static let maxChunkBytes = 8 << 20

    static func decode(contentsOf url: URL) throws(ImageError) -> CGImage {
        try decode(BoundedFile.read(url, limit: maxFileBytes))
    }

    static func decode(_ data: Data) throws(ImageError) -> CGImage {
        guard data.count <= maxFileBytes else { throw .tooLarge(path: nil, bytes: data.count, limit: maxFileBytes) }
        try PNGChunkWalker.walk(data)
        let reader = Reader(data: data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            return reader.read(into: buffer, length: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, box.toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .decodeFailed(String(cString: cairo_status_to_string(status)))
        }
        return CGImage(surface: normalized(surface))
    }

    /// Cairo gives opaque PNGs an RGB24 surface whose top byte is undefined; the rest
    /// of TabBarKit reads alpha, so every image becomes ARGB32.
    private static func normalized(_ surface: OpaquePointer) -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32,
              let copy = CGImage.makeSurface(
                width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        else { return surface }
        let cr = cairo_create(copy)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return copy
    }

    static func encode(_ image: CGImage) -> Data {
        let writer = Writer()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        cairo_surface_flush(image.surface)
        let status = cairo_surface_write_to_png_stream(image.surface, { closure, bytes, length in
            let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
            writer.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        if status != CAIRO_STATUS_SUCCESS {
            Log.images.error("PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
            return Data()
        }
        return writer.data
    }

    private final class Reader {
        let data: Data
        var offset = 0
        init(data: Data) { self.data = data }

        func read(into buffer: UnsafeMutablePointer<UInt8>?, length: Int) -> Bool {
            guard let buffer, offset + length <= data.count else { return false }
            data.withUnsafeBytes { raw in
                buffer.update(from: raw.bindMemory(to: UInt8.self).baseAddress! + offset, count: length)
            }
            offset += length
            return true
        }
    }

    private final class Writer {
        var data = Data()
    }
}
