import CCairo
import CPixman
import Foundation

/// Rounded rectangles rasterized once into alpha masks and composited with Pixman, Cairo's
/// own compositing library. Cairo scan-converts a curved outline afresh on every fill
/// (several microseconds and a few allocations even for a badge) and wraps every surface
/// it composites in new Pixman images; animations fill the same small shapes every frame.
/// Through a cached mask, a cached colour and the target's own Pixman image, a fill costs
/// under a microsecond and allocates nothing.
///
/// A mask is made in device pixels with the shape's sub-pixel offset rounded to a quarter
/// pixel, so it lands within an eighth of a pixel of where the outline would. Anything
/// the fast path cannot reproduce (a skewed or mirrored space, a clip that is not a
/// whole-pixel rectangle, a group, another operator) is left to Cairo.
@MainActor
enum RoundedRectMasks {
    private struct Key: Hashable {
        var width: Int32, height: Int32, radius: Int32, offsetX: Int8, offsetY: Int8
        var continuous: Bool
    }

    /// A rasterized shape: Cairo's A8 surface and a Pixman image over the same pixels.
    private final class Mask {
        let surface: OpaquePointer
        let image: OpaquePointer
        let width: Int32, height: Int32
        /// A second image over the same pixels that always carries a transform: Pixman
        /// allocates when a transform is first set or cleared, so this one keeps it.
        lazy var turnedImage: OpaquePointer? = {
            guard let turned = PixmanTarget.image(over: surface, format: PIXMAN_a8) else { return nil }
            pixman_image_set_filter(turned, PIXMAN_FILTER_BILINEAR, nil, 0)
            return turned
        }()

        /// The shape in mask pixels, its corner radius, and how far its corners reach along
        /// the edges (further than the radius for continuous corners).
        let shape: CGRect, radius: CGFloat, reach: CGFloat

        /// Where the mask is fully opaque, in mask pixels: the shape less its corner rows,
        /// less its corner columns, and inset to where the corners' arcs cross their
        /// diagonals (a continuous corner's arc crosses where a circular one's does). Read
        /// from the pixels, not assumed; only turned fills need it.
        lazy var solidParts: (CGRect, CGRect, CGRect) = {
            let diagonal = radius * (1 - 0.5.squareRoot())
            return (
                opaque(shape.insetBy(dx: 0, dy: reach)), opaque(shape.insetBy(dx: reach, dy: 0)),
                opaque(shape.insetBy(dx: diagonal, dy: diagonal))
            )
        }()

        init?(surface: OpaquePointer, shape: CGRect, radius: CGFloat, reach: CGFloat) {
            guard let image = PixmanTarget.image(over: surface, format: PIXMAN_a8) else { return nil }
            width = cairo_image_surface_get_width(surface)
            height = cairo_image_surface_get_height(surface)
            self.surface = surface
            self.image = image
            self.shape = shape
            self.radius = radius
            self.reach = reach
        }

        /// The whole pixels inside `area`, if they are all opaque.
        private func opaque(_ area: CGRect) -> CGRect {
            let x0 = Int(area.minX.rounded(.up)), x1 = Int(area.maxX.rounded(.down))
            let y0 = Int(area.minY.rounded(.up)), y1 = Int(area.maxY.rounded(.down))
            guard x0 < x1, y0 < y1, let data = cairo_image_surface_get_data(surface) else { return .null }
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in y0..<y1 {
                for x in x0..<x1 where data[y * stride + x] != 255 { return .null }
            }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        deinit {
            if let turnedImage { pixman_image_unref(turnedImage) }
            pixman_image_unref(image)
            cairo_surface_destroy(surface)
        }
    }

    /// Shapes larger than this many pixels a side are filled as outlines (trimmed to the
    /// clip, which keeps them cheap); small ones are what animations move.
    static let maximumSide: CGFloat = 1024
    private static let capacity = 128
    private static var masks: [Key: Mask] = [:]

    /// Fills `rect` (in the context's user space) rounded by `radius` (continuous corners
    /// when `continuous`) with `color`.
    /// Returns false, drawing nothing, when the fast path does not apply; the caller then
    /// fills the outline with Cairo.
    ///
    /// In a turned space the mask is resampled (bilinear), which softens edge pixels by up
    /// to a fifth of their value; callers allow it only while the turn is animating, so a
    /// shape at rest is always drawn exactly.
    ///
    /// `splittingTurned` is off only in tests, which compare the split fill of a turned
    /// shape with one resampled composite.
    static func fill(
        _ rect: CGRect, radius: CGFloat, continuous: Bool = false, color: RGBA, allowingResampling: Bool, in context: CGContext,
        splittingTurned: Bool = true
    ) -> Bool {
        let ctm = context.ctm
        // Pixels per unit along the shape's own axes; the shape may be turned but not
        // stretched unevenly or mirrored.
        let scale = (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        guard scale > 0, abs((ctm.c * ctm.c + ctm.d * ctm.d).squareRoot() - scale) < 1e-9 * max(1, scale),
            abs(ctm.a * ctm.c + ctm.b * ctm.d) < 1e-9 * max(1, scale * scale), ctm.a * ctm.d - ctm.b * ctm.c > 0,
            let (target, destination, area) = PixmanTarget.of(context)
        else { return false }
        let device = rect.applying(ctm)
        let turned = ctm.b != 0 || ctm.c != 0
        guard !turned || allowingResampling else { return false }
        guard rect.width * scale <= maximumSide, rect.height * scale <= maximumSide,
            rect.width * scale >= 1, rect.height * scale >= 1
        else { return false }

        // Unturned, the mask carries the shape's sub-pixel offset and lands on whole
        // pixels; turned, Pixman samples it through the inverse of the turn.
        let originX = turned ? 0 : device.minX.rounded(.down), originY = turned ? 0 : device.minY.rounded(.down)
        let key = Key(
            width: Int32((rect.width * scale * 4).rounded()), height: Int32((rect.height * scale * 4).rounded()),
            radius: Int32((radius * scale * 4).rounded()),
            offsetX: turned ? 4 : Int8(((device.minX - originX) * 4).rounded()),
            offsetY: turned ? 4 : Int8(((device.minY - originY) * 4).rounded()), continuous: continuous)
        guard let mask = masks[key] ?? make(key), let source = PixmanTarget.solid(color, alpha: context.globalAlpha)
        else { return false }
        let covered =
            turned
            ? device.insetBy(dx: -1, dy: -1).integral
            : CGRect(x: originX, y: originY, width: CGFloat(mask.width), height: CGFloat(mask.height))
        let drawn = area.intersection(covered)
        let turnedImage = turned ? mask.turnedImage : nil
        guard !turned || turnedImage != nil else { return false }
        context.notePaint()
        guard !drawn.isNull, !drawn.isEmpty else { return true }
        let x = Int32(drawn.minX), y = Int32(drawn.minY)
        cairo_surface_flush(target)
        if let turnedImage {
            // Device pixel → user space → mask pixel, as Pixman's destination-to-source matrix.
            // A turned mask keeps a pixel of empty margin, so sampling at its edges blends
            // with nothing rather than falling off the image.
            let toMask = ctm.inverted()
                .concatenating(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: 1, y: 1))
            var matrix = pixman_transform()
            func fixed(_ v: CGFloat) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
            matrix.matrix = (
                (fixed(toMask.a), fixed(toMask.c), fixed(toMask.tx)),
                (fixed(toMask.b), fixed(toMask.d), fixed(toMask.ty)),
                (0, 0, 65536)
            )
            pixman_image_set_transform(turnedImage, &matrix)
            // Resampling costs most per pixel; where the shape is solid a plain fill paints
            // the same pixels, so only the ring around it is resampled.
            let solid = splittingTurned ? solidInterior(of: mask, toMask: toMask).intersection(drawn) : .null
            if solid.isNull || solid.isEmpty {
                composite(source, turnedImage, destination, drawn)
            } else {
                composite(
                    source, turnedImage, destination,
                    CGRect(x: drawn.minX, y: drawn.minY, width: drawn.width, height: solid.minY - drawn.minY))
                composite(
                    source, turnedImage, destination,
                    CGRect(x: drawn.minX, y: solid.maxY, width: drawn.width, height: drawn.maxY - solid.maxY))
                composite(
                    source, turnedImage, destination,
                    CGRect(x: drawn.minX, y: solid.minY, width: solid.minX - drawn.minX, height: solid.height))
                composite(
                    source, turnedImage, destination,
                    CGRect(x: solid.maxX, y: solid.minY, width: drawn.maxX - solid.maxX, height: solid.height))
                // Over an opaque colour the result is the colour itself.
                let opaque = (min(max(color.alpha * context.globalAlpha, 0), 1) * 255).rounded() == 255
                composite(source, nil, destination, solid, operator: opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER)
            }
        } else {
            pixman_image_composite32(
                PIXMAN_OP_OVER, source, mask.image, destination, 0, 0,
                x - Int32(originX), y - Int32(originY), x, y, Int32(drawn.width), Int32(drawn.height))
        }
        cairo_surface_mark_dirty_rectangle(target, x, y, Int32(drawn.width), Int32(drawn.height))
        return true
    }

    /// Composites `area` (device pixels) of `mask` in `source` onto `destination`.
    private static func composite(
        _ source: OpaquePointer, _ mask: OpaquePointer?, _ destination: OpaquePointer,
        _ area: CGRect, operator op: pixman_op_t = PIXMAN_OP_OVER
    ) {
        guard area.width > 0, area.height > 0 else { return }
        let x = Int32(area.minX), y = Int32(area.minY)
        pixman_image_composite32(op, source, mask, destination, 0, 0, x, y, x, y, Int32(area.width), Int32(area.height))
    }

    /// The largest upright block of device pixels that a turned mask covers fully:
    /// Pixman's bilinear filter reads the 2×2 mask pixels around each pixel's centre
    /// (mapped by `toMask`), and inside one of the mask's solid parts all of them are opaque.
    private static func solidInterior(of mask: Mask, toMask: CGAffineTransform) -> CGRect {
        func larger(_ a: CGRect, _ b: CGRect) -> CGRect {
            if a.isNull { return b }
            if b.isNull { return a }
            return a.width * a.height >= b.width * b.height ? a : b
        }
        return larger(
            larger(
                solidInterior(of: mask.solidParts.0, toMask: toMask),
                solidInterior(of: mask.solidParts.1, toMask: toMask)),
            solidInterior(of: mask.solidParts.2, toMask: toMask))
    }

    private static func solidInterior(of part: CGRect, toMask: CGAffineTransform) -> CGRect {
        // Sample points whose neighbours all lie in the part, with room for Pixman's
        // fixed-point rounding.
        let margin: CGFloat = 0.5 + 1.0 / 64
        let safe = part.insetBy(dx: margin, dy: margin)
        guard !safe.isNull, safe.width > 0, safe.height > 0 else { return .null }
        let fromMask = toMask.inverted()
        // A turn only: device and mask pixels are the same size.
        let angle = atan2(fromMask.b, fromMask.a)
        let size = largestUprightSize(width: safe.width, height: safe.height, sine: abs(sin(angle)), cosine: abs(cos(angle)))
        let center = CGPoint(x: safe.midX, y: safe.midY).applying(fromMask)
        // Whole pixels whose centres lie in the upright rectangle.
        let minX = (center.x - size.width / 2 - 0.5).rounded(.up), maxX = (center.x + size.width / 2 - 0.5).rounded(.down)
        let minY = (center.y - size.height / 2 - 0.5).rounded(.up), maxY = (center.y + size.height / 2 - 0.5).rounded(.down)
        guard minX <= maxX, minY <= maxY else { return .null }
        // The corner pixels' centres map into the safe area, so every centre between does.
        func inside(_ x: CGFloat, _ y: CGFloat) -> Bool { safe.contains(CGPoint(x: x + 0.5, y: y + 0.5).applying(toMask)) }
        guard inside(minX, minY), inside(maxX, minY), inside(minX, maxY), inside(maxX, maxY) else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The largest upright rectangle inside a `width` × `height` rectangle turned by an
    /// angle of the given sine and cosine (absolute values), centred on it.
    private static func largestUprightSize(width: CGFloat, height: CGFloat, sine: CGFloat, cosine: CGFloat) -> CGSize {
        let long = max(width, height), short = min(width, height)
        if short <= 2 * sine * cosine * long || abs(sine - cosine) < 1e-10 {
            // Thin for its turn: the short side alone limits the upright rectangle.
            let half = short / 2
            return width >= height
                ? CGSize(width: half / sine, height: half / cosine)
                : CGSize(width: half / cosine, height: half / sine)
        }
        let cos2 = cosine * cosine - sine * sine
        return CGSize(width: (width * cosine - height * sine) / cos2, height: (height * cosine - width * sine) / cos2)
    }

    private static func make(_ key: Key) -> Mask? {
        let x = CGFloat(key.offsetX) / 4, y = CGFloat(key.offsetY) / 4
        let width = CGFloat(key.width) / 4, height = CGFloat(key.height) / 4
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_A8, Int32((x + width).rounded(.up)) + 1,
                Int32((y + height).rounded(.up)) + 1)
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let shape = CGRect(x: x, y: y, width: width, height: height)
        let radius = min(CGFloat(key.radius) / 4, width / 2, height / 2)
        let easing = key.continuous ? ContinuousCorners.easing(radius: radius, in: shape) : 0
        CairoGeometry.appendRoundedRect(shape, radius: radius, easing: easing, to: cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let reach = ContinuousCorners.reach(radius: radius, easing: easing)
        guard let mask = Mask(surface: surface, shape: shape, radius: radius, reach: reach) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // A full cache starts over: the shapes in use come back within a frame.
        if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }
}
