import CCairo
import Foundation

/// Core Animation's `.continuous` corner: the straight edge eases into a circular arc of
/// the corner radius through a cubic Bézier whose curvature grows from zero, so no kink
/// of curvature shows where edge and corner meet. Each corner reaches 1.528665 radii along
/// both edges (Apple's measured figure; a circular corner reaches one radius), and where
/// the shorter side leaves no room for that the easing shrinks until, at half the side,
/// the corner is the circular arc. The construction and its sources are in
/// <doc:CORE_ANIMATION>.
enum ContinuousCorners {
    /// How much longer than the radius each edge gives to a corner (0: circular).
    static let easing: CGFloat = 0.528665

    /// The easing a corner of `radius` gets in `rect` (the whole shape, not a trimmed part).
    static func easing(radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard radius > 0 else { return 0 }
        return max(0, min(easing, min(rect.width, rect.height) / 2 / radius - 1))
    }

    /// How far along each edge a corner of `radius` eased by `easing` reaches.
    static func reach(radius: CGFloat, easing: CGFloat) -> CGFloat { radius * (1 + easing) }

    /// Appends one corner at `corner`, met along `incoming` (a unit vector, the way the
    /// path travels to the corner) and left along `outgoing`: a line to where the easing
    /// begins, the easing Bézier, the arc, and the mirror Bézier out to the outgoing edge.
    /// The path goes round clockwise on screen (y down), so the arc's angle grows.
    static func appendCorner(
        at corner: CGPoint, incoming u: CGVector, outgoing v: CGVector, radius r: CGFloat, easing e: CGFloat,
        to cr: OpaquePointer
    ) {
        // A point `d` before the corner along the incoming edge and `inward` into the shape;
        // its mirror across the corner's diagonal lies `d` along the outgoing edge.
        func point(_ d: CGFloat, _ inward: CGFloat) -> CGPoint {
            CGPoint(x: corner.x - d * u.dx + inward * v.dx, y: corner.y - d * u.dy + inward * v.dy)
        }
        func mirrored(_ d: CGFloat, _ inward: CGFloat) -> CGPoint {
            CGPoint(x: corner.x + d * v.dx - inward * u.dx, y: corner.y + d * v.dy - inward * u.dy)
        }
        // The arc keeps the middle (1 − e) of the quarter turn; each Bézier turns by β.
        let beta = CGFloat.pi / 4 * e
        let start = reach(radius: r, easing: e)
        // Where the arc begins, and the Bézier's last control point: on the edge, where the
        // arc's tangent there crosses it.
        let arcStart = (d: r - r * sin(beta), inward: r - r * cos(beta))
        let tangent = r * tan(beta / 2)
        let onEdge = arcStart.d + tangent * cos(beta)
        // The first two control points on the edge, a third and two thirds of the way from
        // the start: curvature zero at the edge, growing to the arc's.
        let third = (start - onEdge) / 3
        let c1 = point(start - 2 * third, 0), c2 = point(onEdge, 0), end = point(arcStart.d, arcStart.inward)
        let first = point(start, 0)
        cairo_line_to(cr, first.x, first.y)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        let center = point(r, r)
        let from = atan2(end.y - center.y, end.x - center.x)
        cairo_arc(cr, center.x, center.y, r, from, from + .pi / 2 * (1 - e))
        let m2 = mirrored(onEdge, 0), m1 = mirrored(start - 2 * third, 0), last = mirrored(start, 0)
        cairo_curve_to(cr, m2.x, m2.y, m1.x, m1.y, last.x, last.y)
    }
}
