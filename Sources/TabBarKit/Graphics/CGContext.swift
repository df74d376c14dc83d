import CCairo
import Foundation

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}

/// A drawing context with Core Graphics' method names, drawing through a Cairo context.
///
/// Coordinates are UIKit's: origin at the top left, y down, one unit per point.
public final class CGContext {
    let cairo: OpaquePointer
    /// Keeps the target surface alive as long as the context draws into it.
    let surface: OpaquePointer?
    /// Device pixels per unit when the context owns its surface.
    let scale: CGFloat

    private struct GState {
        // Colours as numbers, not CGColor objects: the renderer saves and restores the
        // state around every view it draws, and copying references costs a count each.
        var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var interpolation: CGInterpolationQuality = .default
        /// The clip in device pixels while it is one axis-aligned rectangle (infinite when
        /// unclipped); nil once it is any other shape. Lets drawing bypass Cairo safely.
        var deviceClip: CGRect? = .infinite
    }
    private var state = GState()
    // Pushed and popped around every view and layer drawn: no runtime exclusivity check.
    @exclusivity(unchecked) private var savedStates: [GState] = []

    /// How many painting operations ran; the renderer uses it to tell whether
    /// a view's draw(_:) produced anything worth keeping a backing store for.
    private(set) var paintCount = 0
    /// Set by UIView's own draw(_:) when it runs into this context: a view whose drawing
    /// reaches it and paints nothing belongs to a class that does not draw.
    var reachedBaseDraw = false

    /// Wraps a Cairo context, taking a reference to it.
    init(cairo: OpaquePointer) {
        self.cairo = cairo_reference(cairo)
        self.surface = nil
        self.scale = 1
        // Someone else's context: its clip is unknown.
        state.deviceClip = nil
    }

    /// A context drawing into `surface`, scaled so that one unit is one point.
    init(surface: OpaquePointer, scale: CGFloat) {
        self.surface = cairo_surface_reference(surface)
        self.scale = scale
        self.cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
    }

    deinit {
        cairo_destroy(cairo)
        if let surface { cairo_surface_destroy(surface) }
    }

    func notePaint() { paintCount += 1 }

    /// The opacity set with setAlpha(_:).
    var globalAlpha: CGFloat { state.alpha }

    /// The clip in device pixels when it is a single axis-aligned rectangle, else nil.
    var rectangularDeviceClip: CGRect? { state.deviceClip }

    // MARK: State

    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    public func restoreGState() {
        guard let last = savedStates.popLast() else { return }
        state = last
        cairo_restore(cairo)
    }

    public func setFillColor(_ color: CGColor) { state.fill = RGBA(color) }
    public func setStrokeColor(_ color: CGColor) { state.stroke = RGBA(color) }
    /// Fills in the stroke colour until the state is restored (`UIRectFrame` draws in it).
    func fillWithStrokeColor() { state.fill = state.stroke }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = RGBA(clamping: red, green, blue, alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = RGBA(clamping: red, green, blue, alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = RGBA(clamping: gray, gray, gray, alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = RGBA(clamping: gray, gray, gray, alpha) }

    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.clamped01 }
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, width) }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(cap.rawValue))) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, cairo_line_join_t(UInt32(join.rawValue))) }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, limit) }
    public func setInterpolationQuality(_ quality: CGInterpolationQuality) { state.interpolation = quality }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        lengths.map { Double($0) }.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }

    public func setShouldAntialias(_ antialias: Bool) {
        cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func setBlendMode(_ mode: CGBlendMode) {
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    // MARK: Transform

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, x, y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, x, y) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, angle) }

    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &m)
    }

    /// The current transformation matrix from user space to device pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: Paths

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, point.x, point.y) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, point.x, point.y) }
    public func closePath() { cairo_close_path(cairo) }
    public var isPathEmpty: Bool { !cairo_has_current_point(cairo).asBool }

    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        CairoGeometry.append([.quad(control, end)], to: cairo)
    }

    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if !isPathEmpty { path.move(to: currentPointOfPath) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendContinuing(path)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendContinuing(path)
    }

    public func addPath(_ path: CGPath) {
        CairoGeometry.append(path.elements, to: cairo)
    }

    /// Appends `path` minus the leading move that only restated the current point.
    private func appendContinuing(_ path: CGMutablePath) {
        var elements = path.elements
        if !isPathEmpty, case .move = elements.first { elements.removeFirst() }
        CairoGeometry.append(elements, to: cairo)
    }

    public var boundingBoxOfPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(state.fill)
        cairo_fill(cairo)
        notePaint()
    }

    /// Fills the current path with a colour given as numbers, making no colour object
    /// (the renderer fills animated backgrounds with it every frame).
    func fillPath(_ color: RGBA) {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
        cairo_fill(cairo)
        notePaint()
    }

    public func strokePath() {
        setSource(state.stroke)
        cairo_stroke(cairo)
        notePaint()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(state.fill)
            cairo_fill_preserve(cairo)
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        withSeparatePath {
            for r in rects { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
            setSource(state.fill)
            cairo_fill(cairo)
        }
        notePaint()
    }

    public func stroke(_ rect: CGRect) {
        withSeparatePath {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            setSource(state.stroke)
            cairo_stroke(cairo)
        }
        notePaint()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        let old = cairo_get_line_width(cairo)
        cairo_set_line_width(cairo, width)
        stroke(rect)
        cairo_set_line_width(cairo, old)
    }

    public func fillEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            setSource(state.fill)
            cairo_fill(cairo)
        }
        notePaint()
    }

    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            setSource(state.stroke)
            cairo_stroke(cairo)
        }
        notePaint()
    }

    public func strokeLineSegments(between points: [CGPoint]) {
        withSeparatePath {
            var i = 0
            while i + 1 < points.count {
                cairo_move_to(cairo, points[i].x, points[i].y)
                cairo_line_to(cairo, points[i + 1].x, points[i + 1].y)
                i += 2
            }
            setSource(state.stroke)
            cairo_stroke(cairo)
        }
        notePaint()
    }

    /// Makes the rectangle transparent black, like Core Graphics' `clear(_:)`.
    public func clear(_ rect: CGRect) {
        withSeparatePath {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        notePaint()
    }

    // MARK: Clipping

    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        state.deviceClip = nil
    }

    public func clip(to rect: CGRect) {
        withSeparatePath {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
        }
        let m = ctm
        if let current = state.deviceClip, m.b == 0, m.c == 0 {
            state.deviceClip = current.intersection(rect.applying(m))
        } else {
            state.deviceClip = nil
        }
    }

    public func clip(to rects: [CGRect]) {
        withSeparatePath {
            for r in rects { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
            cairo_clip(cairo)
        }
        state.deviceClip = nil
    }

    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Images

    /// Draws `image` into `rect` upside down, exactly as Core Graphics does in a UIKit
    /// context (its y axis points up); `UIImage.draw(in:)` draws upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.maxY)
        cairo_scale(cairo, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
        paintImage(image, alpha: 1)
        cairo_restore(cairo)
    }

    /// Draws `image` upright, stretched into `rect`; with a tint, its alpha filled with it.
    func drawUpright(_ image: CGImage, in rect: CGRect, tint: CGColor?, alpha: CGFloat) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        saveGState()
        translateBy(x: rect.minX, y: rect.minY)
        scaleBy(x: rect.width / CGFloat(image.width), y: rect.height / CGFloat(image.height))
        if let tint {
            // Layer contents are painted frame after frame: through their kept A8 copy.
            mask(with: image.alphaMask, color: tint, alpha: alpha)
        } else {
            paintImage(image, alpha: alpha)
        }
        restoreGState()
    }

    /// Paints `image` at the origin of the current user space, one image pixel per unit.
    func paintImage(_ image: CGImage, alpha: CGFloat) {
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, alpha * state.alpha)
        notePaint()
    }

    /// Fills the image's alpha channel with the fill colour, the way template images draw.
    /// `alpha` multiplies the colour's own, so fading a template makes no colour object.
    /// A mask painted once (a shadow's) goes straight through its own alpha bytes.
    func maskImage(_ image: CGImage, color: CGColor, alpha: CGFloat = 1) {
        mask(with: image.surface, color: color, alpha: alpha)
    }

    private func mask(with surface: OpaquePointer, color: CGColor, alpha: CGFloat) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha * state.alpha)
        cairo_mask_surface(cairo, surface, 0, 0)
        notePaint()
    }

    // MARK: Helpers

    func setSource(_ color: CGColor) { setSource(RGBA(color)) }

    private func setSource(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
    }

    /// Runs `body` with an empty path and puts the caller's path back afterwards:
    /// Core Graphics' rect and ellipse calls leave the current path alone.
    private func withSeparatePath(_ body: () -> Void) {
        if isPathEmpty {
            body()
            return
        }
        let saved = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let saved {
            cairo_append_path(cairo, saved)
            cairo_path_destroy(saved)
        }
    }
}

extension cairo_bool_t {
    var asBool: Bool { self != 0 }
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .high: return CAIRO_FILTER_BEST
        case .default, .medium: return CAIRO_FILTER_GOOD
        }
    }
}

extension CGBlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker: return CAIRO_OPERATOR_DARKEN
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

extension RGBA {
    init(_ color: CGColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Components limited to 0...1, as CGColor keeps them.
    init(clamping red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) {
        self.init(red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: alpha.clamped01)
    }
}
