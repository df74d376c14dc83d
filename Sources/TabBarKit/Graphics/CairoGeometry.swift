import CCairo
import Foundation

/// Path plumbing shared by CGContext, CGPath and UIBezierPath.
enum CairoGeometry {
    static func append(_ elements: [PathElement], to cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cr).asBool { cairo_get_current_point(cr, &x, &y) }
                let c1 = CGPoint(x: x + 2 / 3 * (c.x - x), y: y + 2 / 3 * (c.y - y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Appends a rectangle whose corners are rounded by `radius` where `rounded` says so
    /// (top left, top right, bottom right, bottom left), as Cairo arcs: no path object.
    /// The radius is used as given: a trimmed shape may be narrower than its corners.
    /// `easing` above 0 draws continuous corners (`ContinuousCorners`), worked out by the
    /// caller from the whole shape for the same reason.
    static func appendRoundedRect(
        _ rect: CGRect, radius: CGFloat,
        rounded: (topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) = (true, true, true, true),
        easing: CGFloat = 0, to cr: OpaquePointer
    ) {
        let r = radius
        cairo_new_sub_path(cr)
        func corner(_ point: CGPoint, _ u: CGVector, _ v: CGVector, arc angle: CGFloat, about center: CGPoint) {
            if easing > 0 {
                ContinuousCorners.appendCorner(at: point, incoming: u, outgoing: v, radius: r, easing: easing, to: cr)
            } else {
                cairo_arc(cr, center.x, center.y, r, angle, angle + .pi / 2)
            }
        }
        if rounded.topRight {
            corner(
                CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1), arc: -.pi / 2,
                about: CGPoint(x: rect.maxX - r, y: rect.minY + r))
        } else {
            cairo_line_to(cr, rect.maxX, rect.minY)
        }
        if rounded.bottomRight {
            corner(
                CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0), arc: 0,
                about: CGPoint(x: rect.maxX - r, y: rect.maxY - r))
        } else {
            cairo_line_to(cr, rect.maxX, rect.maxY)
        }
        if rounded.bottomLeft {
            corner(
                CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1), arc: .pi / 2,
                about: CGPoint(x: rect.minX + r, y: rect.maxY - r))
        } else {
            cairo_line_to(cr, rect.minX, rect.maxY)
        }
        if rounded.topLeft {
            corner(
                CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0), arc: .pi,
                about: CGPoint(x: rect.minX + r, y: rect.minY + r))
        } else {
            cairo_line_to(cr, rect.minX, rect.minY)
        }
        cairo_close_path(cr)
    }

    /// Asks Cairo whether a point lies inside the filled path.
    static func pathContains(_ elements: [PathElement], point: CGPoint, evenOdd: Bool) -> Bool {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        append(elements, to: cr!)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, point.x, point.y).asBool
    }
}
