import CCairo
import CPixman
import Foundation

/// A moving shape layer's fill and stroke, rasterized into alpha masks and composited with
/// Pixman, as Core Animation moves a layer's pixels rather than drawing it again. Cairo
/// scan-converts a path afresh on every fill and stroke, with a few allocations each; a
/// layer that slides keeps its look from frame to frame, so it is rasterized once per
/// sub-pixel offset and filled through the masks after.
///
/// Only presentation copies (layers being animated) keep masks: a layer at rest is drawn by
/// Cairo exactly where it is. A mask carries the shape's offset rounded to a quarter of a
/// device pixel, so a moving shape lands within an eighth of a pixel of its place. The
/// first frame of a new look (path, stroke, scale or turn) is drawn by Cairo; masks are made
/// from the second frame that shows it, so a shape whose look changes every frame (a
/// growing stroke, a pulse) costs nothing more.
@MainActor
final class ShapeMasks {
    /// What the masks depend on: everything drawn but the colours and the position.
    private struct Look {
        let path: CGPath
        let pathVersion: Int
        /// The device transform's linear part (scale and turn).
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        let fillRule: CAShapeLayerFillRule?
        let stroke: Stroke?
    }

    @MainActor
    private struct Stroke {
        let width: CGFloat, cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, miterLimit: CGFloat
        let dashes: [Double], dashPhase: CGFloat

        init(of layer: CAShapeLayer) {
            (width, cap, join, miterLimit) = (layer.lineWidth, layer.lineCap, layer.lineJoin, layer.miterLimit)
            (dashes, dashPhase) = (layer.drawnDashLengths ?? [], layer.lineDashPhase)
        }

        func matches(_ layer: CAShapeLayer) -> Bool {
            width == layer.lineWidth && cap == layer.lineCap && join == layer.lineJoin && miterLimit == layer.miterLimit
                && dashPhase == layer.lineDashPhase
                && (layer.lineDashPattern == nil ? dashes.isEmpty : dashes == layer.drawnDashLengths ?? [])
        }
    }

    /// Whether `layer` under `ctm` has the look the masks were made for, read field by
    /// field: building a look to compare copies its path and dashes, with their counts,
    /// on every frame.
    private func hasLook(of layer: CAShapeLayer, path: CGPath, ctm: CGAffineTransform, fills: Bool, strokes: Bool) -> Bool {
        guard let look, look.path === path, look.pathVersion == path.version, look.a == ctm.a, look.b == ctm.b,
            look.c == ctm.c, look.d == ctm.d, look.fillRule == (fills ? layer.fillRule : nil)
        else { return false }
        guard let stroke = look.stroke else { return !strokes }
        return strokes && stroke.matches(layer)
    }

    /// The masks for one quarter-pixel offset, placed at `x`, `y` device pixels from the
    /// whole-pixel part of the layer's origin.
    private final class Raster {
        let offsetX: Int, offsetY: Int
        let x: Int32, y: Int32, width: Int32, height: Int32
        var fill: Mask?, stroke: Mask?
        /// The stroke over the fill in their colours, one premultiplied image: a shape with
        /// both is then one composite a frame instead of two. Made on the second use in the
        /// same colours, so a shape whose colours animate never pays for it.
        var painted: Mask?
        var paintedColors: Colors?
        var lastColors: Colors?

        init(offsetX: Int, offsetY: Int, x: Int32, y: Int32, width: Int32, height: Int32) {
            (self.offsetX, self.offsetY, self.x, self.y, self.width, self.height) = (offsetX, offsetY, x, y, width, height)
        }
    }

    /// The premultiplied ARGB of the fill and of the stroke (0 for none), as drawn.
    private struct Colors: Equatable {
        let fill: UInt32, stroke: UInt32
    }

    /// An A8 surface (an ARGB32 one when `colored`) and a Pixman image over its pixels.
    private final class Mask {
        let surface: OpaquePointer
        let image: OpaquePointer

        init?(width: Int32, height: Int32, colored: Bool = false) {
            guard let surface = cairo_image_surface_create(colored ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8, width, height)
            else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                let image = PixmanTarget.image(over: surface, format: colored ? PIXMAN_a8r8g8b8 : PIXMAN_a8)
            else {
                cairo_surface_destroy(surface)
                return nil
            }
            self.surface = surface
            self.image = image
        }

        deinit {
            pixman_image_unref(image)
            cairo_surface_destroy(surface)
        }
    }

    /// Masks larger than this many device pixels a side are not kept.
    static let maximumSide = 1024
    /// Sixteen quarter-pixel offsets: a shape moving any way needs at most these.
    private static let capacity = 16
    /// Bytes of masks one layer may keep (a large shape moving every way keeps fewer).
    private static let budget = 4 << 20

    private var look: Look?
    private var rasters: [Raster] = []
    private var bytes = 0

    /// How many offsets have masks now, how many of them a painted image, and their bytes.
    var rasterCount: Int { rasters.count }
    var paintedCount: Int { rasters.count { $0.painted != nil } }
    var byteCount: Int { bytes }

    /// Draws `layer`'s fill and stroke through its masks; false, drawing nothing, when the
    /// masks do not apply (the caller draws with Cairo).
    func draw(_ layer: CAShapeLayer, in context: CGContext) -> Bool {
        guard let path = layer.path, !path.isEmpty else { return false }
        let fill = layer.fillColor.map(RGBA.init).flatMap { $0.alpha > 0 ? $0 : nil }
        var strokeColor: RGBA?
        if let color = layer.strokeColor.map(RGBA.init), color.alpha > 0, layer.lineWidth > 0 {
            // A trimmed stroke changes as it animates; it is left to Cairo.
            guard layer.strokeStart <= 0, layer.strokeEnd >= 1 else { return false }
            strokeColor = color
        }
        guard fill != nil || strokeColor != nil else { return false }
        let ctm = context.ctm
        guard ctm.a * ctm.d - ctm.b * ctm.c != 0, ctm.tx.isFinite, ctm.ty.isFinite, abs(ctm.tx) < 1e7, abs(ctm.ty) < 1e7
        else { return false }
        guard hasLook(of: layer, path: path, ctm: ctm, fills: fill != nil, strokes: strokeColor != nil) else {
            // A new look: drawn by Cairo this once, and masked if it shows again.
            look = Look(
                path: path, pathVersion: path.version, a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d,
                fillRule: fill == nil ? nil : layer.fillRule, stroke: strokeColor == nil ? nil : Stroke(of: layer))
            rasters.removeAll()
            bytes = 0
            return false
        }
        guard let (target, destination, area) = PixmanTarget.of(context) else { return false }

        // The origin's whole pixels, and its fraction in quarters (4 carries over).
        var wholeX = ctm.tx.rounded(.down), wholeY = ctm.ty.rounded(.down)
        var offsetX = Int(((ctm.tx - wholeX) * 4).rounded()), offsetY = Int(((ctm.ty - wholeY) * 4).rounded())
        if offsetX == 4 { (wholeX, offsetX) = (wholeX + 1, 0) }
        if offsetY == 4 { (wholeY, offsetY) = (wholeY + 1, 0) }
        guard
            let raster = rasters.first(where: { $0.offsetX == offsetX && $0.offsetY == offsetY })
                ?? makeRaster(of: layer, offsetX: offsetX, offsetY: offsetY)
        else { return false }

        context.notePaint()
        let placed = CGRect(
            x: wholeX + CGFloat(raster.x), y: wholeY + CGFloat(raster.y), width: CGFloat(raster.width),
            height: CGFloat(raster.height))
        let drawn = area.intersection(placed)
        guard !drawn.isNull, !drawn.isEmpty else { return true }
        let x = Int32(drawn.minX), y = Int32(drawn.minY), width = Int32(drawn.width), height = Int32(drawn.height)
        let maskX = x - Int32(placed.minX), maskY = y - Int32(placed.minY)
        cairo_surface_flush(target)
        let alpha = context.globalAlpha
        let colors = Colors(
            fill: fill.map { PixmanTarget.premultiplied($0, alpha: alpha) } ?? 0,
            stroke: strokeColor.map { PixmanTarget.premultiplied($0, alpha: alpha) } ?? 0)
        if let painted = paintedImage(of: raster, in: colors) {
            pixman_image_composite32(PIXMAN_OP_OVER, painted, nil, destination, maskX, maskY, 0, 0, x, y, width, height)
        } else {
            // Fill, then stroke over it, as Cairo draws them.
            composite(raster.fill, colors.fill, onto: destination, from: (maskX, maskY), area: (x, y, width, height))
            composite(raster.stroke, colors.stroke, onto: destination, from: (maskX, maskY), area: (x, y, width, height))
        }
        cairo_surface_mark_dirty_rectangle(target, x, y, width, height)
        return true
    }

    /// Fills `mask`'s area in `color` (premultiplied ARGB) over `destination`.
    private func composite(
        _ mask: Mask?, _ color: UInt32, onto destination: OpaquePointer, from source: (x: Int32, y: Int32),
        area: (x: Int32, y: Int32, width: Int32, height: Int32), operator op: pixman_op_t = PIXMAN_OP_OVER
    ) {
        guard let mask, color != 0, let solid = PixmanTarget.solid(premultiplied: color) else { return }
        pixman_image_composite32(
            op, solid, mask.image, destination, 0, 0, source.x, source.y, area.x, area.y, area.width, area.height)
    }

    /// The raster's fill and stroke painted in `colors`, when it has both and was drawn in
    /// these colours before (painted now if need be, within the budget).
    private func paintedImage(of raster: Raster, in colors: Colors) -> OpaquePointer? {
        guard raster.fill != nil, raster.stroke != nil, colors.fill != 0, colors.stroke != 0 else { return nil }
        if let painted = raster.painted, raster.paintedColors == colors { return painted.image }
        defer { raster.lastColors = colors }
        guard raster.lastColors == colors else { return nil }
        if raster.painted == nil {
            let size = Int(raster.width) * Int(raster.height) * 4
            guard bytes + size <= Self.budget, let painted = Mask(width: raster.width, height: raster.height, colored: true)
            else { return nil }
            raster.painted = painted
            bytes += size
        }
        guard let painted = raster.painted else { return nil }
        let whole = (Int32(0), Int32(0), raster.width, raster.height)
        // The fill replaces every pixel (clear where it does not reach), then the stroke goes over.
        composite(raster.fill, colors.fill, onto: painted.image, from: (0, 0), area: whole, operator: PIXMAN_OP_SRC)
        composite(raster.stroke, colors.stroke, onto: painted.image, from: (0, 0), area: whole)
        raster.paintedColors = colors
        return painted.image
    }

    /// Rasterizes the fill and the stroke at a quarter-pixel offset with Cairo, in device
    /// pixels, over the box the shape reaches.
    private func makeRaster(of layer: CAShapeLayer, offsetX: Int, offsetY: Int) -> Raster? {
        guard let look else { return nil }
        let linear = CGAffineTransform(
            a: look.a, b: look.b, c: look.c, d: look.d, tx: CGFloat(offsetX) / 4, ty: CGFloat(offsetY) / 4)
        guard let reach = layer.extentOfOwnDrawing else { return nil }
        let box = reach.applying(linear).integral
        guard box.width >= 1, box.height >= 1, box.width <= CGFloat(Self.maximumSide), box.height <= CGFloat(Self.maximumSide)
        else { return nil }
        let raster = Raster(
            offsetX: offsetX, offsetY: offsetY, x: Int32(box.minX), y: Int32(box.minY), width: Int32(box.width),
            height: Int32(box.height))
        let toMask = linear.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY))
        if let rule = look.fillRule {
            guard let mask = Mask(width: raster.width, height: raster.height) else { return nil }
            paint(look.path, into: mask, toMask: toMask) { cr in
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
            raster.fill = mask
        }
        if let style = look.stroke {
            guard let mask = Mask(width: raster.width, height: raster.height) else { return nil }
            paint(look.path, into: mask, toMask: toMask) { cr in
                ShapeRenderer.setStroke(
                    width: style.width, cap: style.cap, join: style.join, miterLimit: style.miterLimit,
                    dashes: style.dashes, phase: style.dashPhase, on: cr)
                cairo_stroke(cr)
            }
            raster.stroke = mask
        }
        // A full cache starts over: the offsets in use come back within a few frames.
        let size = Int(raster.width) * Int(raster.height) * ((raster.fill == nil ? 0 : 1) + (raster.stroke == nil ? 0 : 1))
        if rasters.count >= Self.capacity || bytes + size > Self.budget {
            rasters.removeAll()
            bytes = 0
        }
        rasters.append(raster)
        bytes += size
        return raster
    }

    private func paint(_ path: CGPath, into mask: Mask, toMask: CGAffineTransform, _ draw: (OpaquePointer) -> Void) {
        guard let cr = cairo_create(mask.surface) else { return }
        var matrix = cairo_matrix_t(xx: toMask.a, yx: toMask.b, xy: toMask.c, yy: toMask.d, x0: toMask.tx, y0: toMask.ty)
        cairo_set_matrix(cr, &matrix)
        CairoGeometry.append(path.elements, to: cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask.surface)
    }
}
