import CCairo
import CPNG
import Foundation

/// Decodes PNG through libpng with its limits set, after walking the chunks so that a hostile
/// size or length claim is refused before any memory is allocated for it; encodes through Cairo.
enum PNGDecoder {
    static let maxFileBytes = 64 << 20
    static let maxSide: UInt32 = 16_384
    static let maxPixels: UInt64 = 40_000_000
    /// For any chunk but IDAT; libpng's own default ceiling for chunk data is 8,000,000 bytes.
    static let maxChunkBytes = 8 << 20

    static func decode(contentsOf url: URL) throws(ImageError) -> CGImage {
        try decode(ImageFile.read(url, limit: maxFileBytes))
    }

    static func decode(_ data: Data) throws(ImageError) -> CGImage {
        guard data.count <= maxFileBytes else { throw .tooLarge(path: nil, bytes: data.count, limit: maxFileBytes) }
        try PNGChunkWalker.walk(data)
        // The walk bounds what libpng sees; its own limits stay as a second guard. Text and the
        // like are skipped unread, so there is little for the chunk cache to hold.
        var limits = tbk_png_limits(
            max_width: maxSide, max_height: maxSide, max_cached_chunks: 32, max_chunk_bytes: maxChunkBytes)
        let target = Target()
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            return tbk_png_decode(
                start, bytes.count, &limits,
                { context, width, height, stride in
                    let target = Unmanaged<Target>.fromOpaque(context!).takeUnretainedValue()
                    guard let surface = CGImage.makeSurface(width: Int(width), height: Int(height)) else { return nil }
                    target.surface = surface
                    stride!.pointee = Int(cairo_image_surface_get_stride(surface))
                    return cairo_image_surface_get_data(surface)
                }, Unmanaged.passUnretained(target).toOpaque(), &message, message.count)
        }
        let reason = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case TBK_PNG_OK: return CGImage(surface: target.take())
        case TBK_PNG_PIXEL_ERROR: throw .corruptPixelData(reason)
        default: throw .decodeFailed(reason)
        }
    }

    static func encode(_ image: CGImage) -> Data {
        let writer = Writer()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        cairo_surface_flush(image.surface)
        let status = cairo_surface_write_to_png_stream(
            image.surface,
            { closure, bytes, length in
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

    /// The surface libpng writes into; destroyed with this object unless taken.
    private final class Target {
        var surface: OpaquePointer?

        func take() -> OpaquePointer {
            let taken = surface!
            surface = nil
            cairo_surface_mark_dirty(taken)
            return taken
        }

        deinit { if let surface { cairo_surface_destroy(surface) } }
    }

    private final class Writer {
        var data = Data()
    }
}
