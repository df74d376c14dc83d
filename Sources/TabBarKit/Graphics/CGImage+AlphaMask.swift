import CCairo
import Foundation

extension CGImage {
    /// The image's alpha channel as an A8 surface, made on first use and kept with the
    /// image: tinted layer contents (template icons) are painted through it every frame,
    /// and pixman fills a colour through an A8 mask faster than through the alpha bytes of
    /// an ARGB32 one. A mask used once (a shadow's) is not worth the copy. Images are not
    /// drawn into once they are used.
    var alphaMask: OpaquePointer {
        alphaMaskStorage.withLock { stored in
            if let stored { return stored }
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
            guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
                // Out of memory: the ARGB32 surface masks the same pixels, only slower.
                cairo_surface_destroy(mask)
                return surface
            }
            let cr = cairo_create(mask)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(mask)
            stored = mask
            return mask
        }
    }
}
