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
    static func appendRoundedRect(
        _ rect: CGRect, radius: CGFloat,
        rounded: (topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) = (true, true, true, true),
        to cr: OpaquePointer
    ) {
        let r = radius
        cairo_new_sub_path(cr)
        if rounded.topRight {
            cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        } else {
            cairo_line_to(cr, rect.maxX, rect.minY)
        }
        if rounded.bottomRight {
            cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        } else {
            cairo_line_to(cr, rect.maxX, rect.maxY)
        }
        if rounded.bottomLeft {
            cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        } else {
            cairo_line_to(cr, rect.minX, rect.maxY)
        }
        if rounded.topLeft {
            cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
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
