import CCairo
import Foundation

/// Pixel memory for large image surfaces: a mapping of its own rather than a malloc block.
///
/// glibc serves a 4 MB block (a 750×1334 bitmap) from a mapping of its own only until the
/// first such block is freed; after that it raises its threshold and later bitmaps come
/// from the heap, where a freed one stays resident and a new one is written in full as it
/// is cleared. A mapping of its own goes back to the system when the surface is destroyed,
/// and its pages are the kernel's zero pages until drawn into: a view's backing store that
/// holds two lines of text takes a few pages, not 4 MB.
enum PixelStorage {
    /// Below this, surfaces come from malloc like any other block.
    static let ownMappingThreshold = 1 << 20

    /// A cleared ARGB32 surface whose pixels live in a mapping of their own, freed with the
    /// surface; nil when the memory cannot be had.
    static func mappedSurface(width: Int32, height: Int32) -> OpaquePointer? {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        guard stride > 0 else { return nil }
        let length = Int(stride) * Int(height)
        guard let pixels = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            pixels != MAP_FAILED
        else { return nil }
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self),
            CAIRO_FORMAT_ARGB32, width, height, stride)
        let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
        mapping.initialize(to: Mapping(pixels: pixels, length: length))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, &mappingKey, mapping, unmap) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            unmap(mapping)
            return nil
        }
        return surface
    }

    fileprivate struct Mapping {
        var pixels: UnsafeMutableRawPointer
        var length: Int
    }
}

/// The key Cairo keeps the mapping under; its address is what matters.
nonisolated(unsafe) private var mappingKey = cairo_user_data_key_t()

/// Cairo calls this when the surface is destroyed (after a snapshot of it has taken a copy).
private func unmap(_ data: UnsafeMutableRawPointer?) {
    guard let mapping = data?.assumingMemoryBound(to: PixelStorage.Mapping.self) else { return }
    munmap(mapping.pointee.pixels, mapping.pointee.length)
    mapping.deinitialize(count: 1)
    mapping.deallocate()
}
