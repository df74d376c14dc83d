import CCairo
import Foundation

/// A view's picture taken as a transition begins, at the main screen's scale.
struct TransitionSnapshot {
    let image: CGImage
    let style: TransitionStyle

    @MainActor
    init?(of view: UIView, style: TransitionStyle) {
        view.layoutIfNeeded()
        let bounds = view.presentedBounds
        let scale = UIScreen.main.scale
        guard bounds.width > 0, bounds.height > 0,
              let surface = CGImage.makeSurface(width: Int((bounds.width * scale).rounded(.up)),
                                                height: Int((bounds.height * scale).rounded(.up)))
        else { return nil }
        image = CGImage(surface: surface)
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        TreeRenderer.drawContent(of: view, in: context, scale: scale, clip: bounds)
        cairo_surface_flush(surface)
        self.style = style
    }
}

/// Draws a view part-way through a transition, in its bounds space: the snapshot of the
/// old picture and the view's current body (`body`), mixed as the style says.
@MainActor
enum TransitionRenderer {
    static func draw(_ view: UIView, snapshot: TransitionSnapshot, progress: CGFloat, in context: CGContext,
                     body: () -> Void) {
        let cr = context.cairo
        let bounds = view.presentedBounds
        func paintOld(alpha: CGFloat) {
            context.drawUpright(snapshot.image, in: bounds, tint: nil, alpha: alpha)
        }
        switch snapshot.style {
        case .crossDissolve:
            // old·(1−p) + new·p, pixel by pixel: adding the two premultiplied pictures keeps
            // an opaque view opaque all the way through, as Core Animation's fade does.
            cairo_push_group(cr)
            paintOld(alpha: 1 - progress)
            cairo_push_group(cr)
            body()
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(cr, progress)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .flipHorizontal, .flipVertical:
            // The turn seen edge-on at half-way: the old side narrows to nothing, the new widens.
            let squeeze = max(abs(cos(progress * .pi)), 0.001)
            context.saveGState()
            context.translateBy(x: bounds.midX, y: bounds.midY)
            if snapshot.style == .flipHorizontal {
                context.scaleBy(x: squeeze, y: 1)
            } else {
                context.scaleBy(x: 1, y: squeeze)
            }
            context.translateBy(x: -bounds.midX, y: -bounds.midY)
            if progress < 0.5 { paintOld(alpha: 1) } else { body() }
            context.restoreGState()
        case .curlUp:
            // The old page lifts off upwards, uncovering the new one from the bottom.
            body()
            context.saveGState()
            context.clip(to: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                                    height: bounds.height * (1 - progress)))
            paintOld(alpha: 1)
            context.restoreGState()
        case .curlDown:
            // The new page comes down over the old one from the top.
            paintOld(alpha: 1)
            context.saveGState()
            context.clip(to: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height * progress))
            body()
            context.restoreGState()
        }
        context.notePaint()
    }
}
