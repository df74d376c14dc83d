import Foundation

// The pieces of a view's drawing that a pointer effect adds or changes: the platter or
// tint in the effect's shape, and the shadow, which is the layer's or the lift's.
extension TreeRenderer {
    /// A shadow to cast: colour (opacity included), blur radius and offset.
    struct Shadow {
        var color: RGBA
        var radius: CGFloat
        var offset: CGSize
    }

    /// The lift's shadow, soft and below the view.
    static var pointerShadow: Shadow {
        Shadow(
            color: PointerEffectLook.shadowColor, radius: PointerEffectLook.shadowRadius,
            offset: PointerEffectLook.shadowOffset)
    }

    /// The layer's own shadow, or nil when it casts none.
    static func layerShadow(of layer: CALayer) -> Shadow? {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        return Shadow(
            color: RGBA(
                red: color.red, green: color.green, blue: color.blue,
                alpha: color.alpha * CGFloat(layer.shadowOpacity)),
            radius: layer.shadowRadius, offset: layer.shadowOffset)
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
