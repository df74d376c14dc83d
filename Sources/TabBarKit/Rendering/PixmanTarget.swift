import CCairo
import CPixman
import Foundation

/// Compositing with Pixman, Cairo's own compositing library, straight into the image
/// surface a context draws on, for shapes rasterized once into alpha masks and filled
/// through them frame after frame (`RoundedRectMasks`, `ShapeMasks`). Cairo wraps the
/// target and every source in new Pixman images on each fill; here they are made once.
@MainActor
enum PixmanTarget {
    /// Solid Pixman sources by premultiplied 8-bit ARGB (a fade passes through up to 256).
    private static var colors: [UInt32: OpaquePointer] = [:]
    /// Ties a Pixman image of a Cairo surface's pixels to that surface's life.
    private static let targetKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// The context's image surface, a Pixman image over its pixels, and the clip in whole
    /// device pixels within the surface (null when nothing shows); nil when a plain
    /// composite would not paint what Cairo paints: through a group, with another operator
    /// than source-over, or inside a clip that is not one rectangle of whole pixels.
    static func of(_ context: CGContext) -> (surface: OpaquePointer, image: OpaquePointer, area: CGRect)? {
        let cr = context.cairo
        guard let clip = context.rectangularDeviceClip,
            cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
            let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        let surfaceBounds = CGRect(
            x: 0, y: 0, width: CGFloat(cairo_image_surface_get_width(target)),
            height: CGFloat(cairo_image_surface_get_height(target)))
        let area = clip.intersection(surfaceBounds)
        // A clip edge inside a pixel would be antialiased by Cairo; only whole pixels here.
        guard area.isNull || area == area.integral, let image = targetImage(of: target) else { return nil }
        return (target, image, area)
    }

    /// A solid Pixman source for the colour at the context's opacity, kept for reuse.
    static func solid(_ color: RGBA, alpha: CGFloat) -> OpaquePointer? {
        solid(premultiplied: premultiplied(color, alpha: alpha))
    }

    /// The colour at `alpha` as 8-bit premultiplied ARGB.
    static func premultiplied(_ color: RGBA, alpha: CGFloat) -> UInt32 {
        let a = min(max(color.alpha * alpha, 0), 1)
        func channel(_ c: CGFloat) -> UInt32 { UInt32((min(max(c, 0), 1) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    /// A solid Pixman source for an 8-bit premultiplied ARGB colour, kept for reuse.
    static func solid(premultiplied key: UInt32) -> OpaquePointer? {
        if let cached = colors[key] { return cached }
        func wide(_ v: UInt32) -> UInt16 { UInt16(v * 257) }
        var value = pixman_color_t(
            red: wide((key >> 16) & 0xFF), green: wide((key >> 8) & 0xFF),
            blue: wide(key & 0xFF), alpha: wide(key >> 24))
        guard let image = pixman_image_create_solid_fill(&value) else { return nil }
        if colors.count >= 4096 {
            for old in colors.values { pixman_image_unref(old) }
            colors.removeAll(keepingCapacity: true)
        }
        colors[key] = image
        return image
    }

    /// A Pixman image over a Cairo image surface's pixels, made once per surface and
    /// released with it.
    private static func targetImage(of surface: OpaquePointer) -> OpaquePointer? {
        if let existing = cairo_surface_get_user_data(surface, targetKey) { return OpaquePointer(existing) }
        guard let image = PixmanTarget.image(over: surface, format: PIXMAN_a8r8g8b8) else { return nil }
        let status = cairo_surface_set_user_data(surface, targetKey, UnsafeMutableRawPointer(image)) { pointer in
            if let pointer { pixman_image_unref(OpaquePointer(pointer)) }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            pixman_image_unref(image)
            return nil
        }
        return image
    }

    /// A Pixman image over a Cairo image surface's pixels (not owning them).
    nonisolated static func image(over surface: OpaquePointer, format: pixman_format_code_t) -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return pixman_image_create_bits(
            format, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(surface))
    }
}
