import Foundation

// The pieces of a view's drawing that a pointer effect adds or changes: the platter or
// tint in the effect's shape, and the shadow, which is the layer's or the lift's.
extension Compositor {
    /// The lift's shadow, soft and below the view.
    static var pointerShadow: Shadow {
        Shadow(
            color: PointerEffectLook.shadowColor, radius: PointerEffectLook.shadowRadius,
            offset: PointerEffectLook.shadowOffset)
    }

    /// `extent` grown by where `shadow` can reach.
    static func shadowed(_ extent: CGRect, by shadow: Shadow) -> CGRect {
        let spread = shadow.radius * 2 + 1
        return extent.union(
            extent.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -spread, dy: -spread))
    }

    /// Fills an effect's shape, given in the view's space.
    static func fill(_ shape: PointerEffectLook.Shape, with color: RGBA, in context: CGContext) {
        context.saveGState()
        context.beginPath()
        switch shape {
        case .roundedRect(let rect, let radius):
            let radius = min(radius, min(rect.width, rect.height) / 2)
            if radius > 0 {
                CairoGeometry.appendRoundedRect(rect, radius: radius, to: context.cairo)
            } else {
                context.addRect(rect)
            }
        case .path(let path, let offset):
            context.translateBy(x: -offset.x, y: -offset.y)
            context.addPath(path)
        }
        context.fillPath(color)
        context.restoreGState()
    }
}
