import CCairo
import Foundation

/// Fills a gradient layer's bounds, rounded by its corner radius, with Cairo patterns:
/// linear for axial, elliptical radial for radial, and for conic (which Cairo lacks) a
/// mesh of thin sectors around the centre, each shading between its edges' colours.
@MainActor
enum GradientRenderer {
    static func draw(_ layer: CAGradientLayer, in context: CGContext) {
        let stops = colorStops(of: layer)
        guard !stops.isEmpty else { return }
        let bounds = layer.stored.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(layer.startPoint), end = unit(layer.endPoint)
        let pattern: OpaquePointer?
        switch layer.type {
        case .radial:
            pattern = radial(stops, center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic:
            pattern = conic(stops, center: start, startAngle: atan2(end.y - start.y, end.x - start.x), bounds: bounds)
        default:
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            for stop in stops { addStop(stop, to: pattern) }
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        let cr = context.cairo
        cairo_save(cr)
        cairo_new_path(cr)
        let radius = max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2))
        Compositor.addRoundedRect(bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: context)
        cairo_set_source(cr, pattern)
        if context.globalAlpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, context.globalAlpha)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
        context.notePaint()
    }

    struct Stop {
        var location: CGFloat
        var color: CGColor
    }

    /// The colours with their locations: given ones (clamped, kept increasing) or even spacing.
    static func colorStops(of layer: CAGradientLayer) -> [Stop] {
        let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return [] }
        let given = layer.locations?.map { CGFloat($0.doubleValue) }
        var stops: [Stop] = []
        var last: CGFloat = 0
        for (index, color) in colors.enumerated() {
            var location: CGFloat
            if let given, given.count == colors.count, given[index].isFinite {
                location = given[index]
            } else {
                location = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            }
            location = max(last, min(1, max(0, location)))
            last = location
            stops.append(Stop(location: location, color: color))
        }
        return stops
    }

    /// The colour a fraction `t` of the way through the stops.
    static func color(at t: CGFloat, in stops: [Stop]) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        func rgba(_ c: CGColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) { (c.red, c.green, c.blue, c.alpha) }
        guard let first = stops.first, let lastStop = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return rgba(first.color) }
        if t >= lastStop.location { return rgba(lastStop.color) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return (
                a.color.red + (b.color.red - a.color.red) * f, a.color.green + (b.color.green - a.color.green) * f,
                a.color.blue + (b.color.blue - a.color.blue) * f, a.color.alpha + (b.color.alpha - a.color.alpha) * f
            )
        }
        return rgba(lastStop.color)
    }

    private static func addStop(_ stop: Stop, to pattern: OpaquePointer?) {
        let c = stop.color
        cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
    }

    /// An ellipse of `radii` about the centre: a circle of radius 1 in a space scaled to it.
    private static func radial(_ stops: [Stop], center: CGPoint, radii: CGSize) -> OpaquePointer? {
        guard radii.width > 0 || radii.height > 0 else { return nil }
        let rx = max(radii.width, 1e-6), ry = max(radii.height, 1e-6)
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
        for stop in stops { addStop(stop, to: pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
        cairo_matrix_translate(&matrix, -center.x, -center.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// Colours sweep clockwise on screen from `startAngle`, through a full turn.
    private static func conic(_ stops: [Stop], center: CGPoint, startAngle: CGFloat, bounds: CGRect) -> OpaquePointer? {
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        guard reach > 0 else { return nil }
        let radius = reach * 1.5
        let sectors = 180
        let pattern = cairo_pattern_create_mesh()
        for k in 0..<sectors {
            let t0 = CGFloat(k) / CGFloat(sectors), t1 = CGFloat(k + 1) / CGFloat(sectors)
            let a0 = startAngle + t0 * 2 * .pi, a1 = startAngle + t1 * 2 * .pi
            let c0 = color(at: t0, in: stops), c1 = color(at: t1, in: stops)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.0, c.1, c.2, c.3)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
