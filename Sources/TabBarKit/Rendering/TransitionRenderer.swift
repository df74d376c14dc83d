import CCairo
import Foundation

/// A view's or layer's picture taken as a transition begins, at the main screen's scale.
/// A class: a layer keeps one in each of several rarely used slots, each a reference wide.
final class TransitionSnapshot {
    let image: CGImage
    let style: TransitionStyle
    /// Where a free-standing layer's picture lies in its own space (a view's lies over its
    /// bounds as they are at each frame).
    let area: CGRect?
    /// Kept from frame to frame for as long as the transition lasts (a cross-dissolve's).
    let buffers = CrossDissolveBuffers()

    /// A picture already made (the last frame's pixels of the view).
    init(image: CGImage, style: TransitionStyle, area: CGRect? = nil) {
        self.image = image
        self.style = style
        self.area = area
    }

    @MainActor
    init?(of view: UIView, style: TransitionStyle) {
        view.layoutIfNeeded()
        let bounds = view.presentedBounds
        let scale = UIScreen.main.scale
        guard bounds.width > 0, bounds.height > 0,
            let surface = CGImage.makeSurface(
                width: Int((bounds.width * scale).rounded(.up)),
                height: Int((bounds.height * scale).rounded(.up)))
        else { return nil }
        image = CGImage(surface: surface)
        area = nil
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        var pass = RenderPass(scale: scale, nodes: view.application.renderNodes)
        Compositor.drawContent(of: view, in: context, pass: &pass, clip: bounds)
        cairo_surface_flush(surface)
        self.style = style
    }
}

/// Draws a view or layer part-way through a transition, in its own space: the snapshot of
/// the old picture and the current body (`body`), mixed as the style says, over `bounds`
/// (a view's bounds, or the area a free-standing layer paints).
@MainActor
enum TransitionRenderer {
    static func draw(
        in bounds: CGRect, snapshot: TransitionSnapshot, progress: CGFloat, context: CGContext,
        scale: CGFloat, body: (CGContext) -> Void
    ) {
        func paintOld(alpha: CGFloat) {
            context.drawUpright(snapshot.image, in: bounds, tint: nil, alpha: alpha)
        }
        switch snapshot.style {
        case .crossDissolve:
            if let mix = crossDissolve(
                in: bounds, snapshot: snapshot, progress: progress, scale: scale,
                clip: context.boundingBoxOfClipPath, body: body)
            {
                context.drawUpright(mix, in: bounds, tint: nil, alpha: 1)
            } else {
                // No memory for the buffers (or nothing to repaint): the new picture alone.
                body(context)
            }
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
            if progress < 0.5 { paintOld(alpha: 1) } else { body(context) }
            context.restoreGState()
        case .curlUp:
            // The old page lifts off upwards, uncovering the new one from the bottom.
            body(context)
            context.saveGState()
            context.clip(
                to: CGRect(
                    x: bounds.minX, y: bounds.minY, width: bounds.width,
                    height: bounds.height * (1 - progress)))
            paintOld(alpha: 1)
            context.restoreGState()
        case .push(let edge), .moveIn(let edge), .reveal(let edge):
            // Both pictures slide within the bounds: the new one in from `edge`, the old
            // one out the other way (push), or only one of them moving.
            let away = slide(edge, bounds: bounds)
            let moveOld: Bool, moveNew: Bool
            switch snapshot.style {
            case .push: (moveOld, moveNew) = (true, true)
            case .moveIn: (moveOld, moveNew) = (false, true)
            default: (moveOld, moveNew) = (true, false)
            }
            context.saveGState()
            context.clip(to: bounds)
            func place(_ fraction: CGFloat, _ draw: () -> Void) {
                context.saveGState()
                context.translateBy(x: away.width * fraction, y: away.height * fraction)
                draw()
                context.restoreGState()
            }
            if case .reveal = snapshot.style {
                body(context)
                place(moveOld ? -progress : 0) { paintOld(alpha: 1) }
            } else {
                place(moveOld ? -progress : 0) { paintOld(alpha: 1) }
                place(moveNew ? 1 - progress : 0) { body(context) }
            }
            context.restoreGState()
        case .curlDown:
            // The new page comes down over the old one from the top.
            paintOld(alpha: 1)
            context.saveGState()
            context.clip(to: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height * progress))
            body(context)
            context.restoreGState()
        }
        context.notePaint()
    }

    /// Where the new picture starts when it comes in from `edge`: a bounds' length that way.
    private static func slide(_ edge: TransitionStyle.Edge, bounds: CGRect) -> CGSize {
        switch edge {
        case .left: return CGSize(width: -bounds.width, height: 0)
        case .right: return CGSize(width: bounds.width, height: 0)
        case .top: return CGSize(width: 0, height: -bounds.height)
        case .bottom: return CGSize(width: 0, height: bounds.height)
        }
    }

    /// old·(1−p) + new·p, pixel by pixel, in the snapshot's buffers: adding the two
    /// premultiplied pictures keeps an opaque view opaque all the way through, as Core
    /// Animation's fade does. The body is drawn offscreen so that the sum does not take in
    /// what lies under the view. Only the part inside `clip` (bounds space) is made new.
    private static func crossDissolve(
        in bounds: CGRect, snapshot: TransitionSnapshot, progress: CGFloat, scale: CGFloat,
        clip: CGRect, body: (CGContext) -> Void
    ) -> CGImage? {
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard let (newPicture, mix) = snapshot.buffers.images(width: width, height: height) else { return nil }
        // The clip in the buffers' pixels, whole pixels outwards and one more: painting the
        // mix at a fractional position samples its neighbours.
        let area = clip.intersection(bounds).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        guard !area.isNull, !area.isEmpty else { return nil }
        let pixels = CGRect(
            x: area.minX * scale, y: area.minY * scale,
            width: area.width * scale, height: area.height * scale
        )
        .integral.insetBy(dx: -1, dy: -1).intersection(CGRect(x: 0, y: 0, width: width, height: height))

        let offscreen = CGContext(surface: newPicture.surface, scale: scale)
        offscreen.clip(to: pixels.applying(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)))
        cairo_set_operator(offscreen.cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(offscreen.cairo)
        cairo_set_operator(offscreen.cairo, CAIRO_OPERATOR_OVER)
        offscreen.translateBy(x: -bounds.minX, y: -bounds.minY)
        body(offscreen)
        cairo_surface_flush(newPicture.surface)

        let cr = cairo_create(mix.surface)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, pixels.minX, pixels.minY, pixels.width, pixels.height)
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_save(cr)
        // The snapshot was taken at the screen's scale; the buffers are at the target's.
        cairo_scale(cr, CGFloat(width) / CGFloat(snapshot.image.width), CGFloat(height) / CGFloat(snapshot.image.height))
        cairo_set_source_surface(cr, snapshot.image.surface, 0, 0)
        cairo_paint_with_alpha(cr, 1 - progress)
        cairo_restore(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source_surface(cr, newPicture.surface, 0, 0)
        cairo_paint_with_alpha(cr, progress)
        cairo_surface_flush(mix.surface)
        return mix
    }
}

/// The new picture and the mix of a cross-dissolve, kept for the whole transition: fresh
/// Cairo groups of the view's size, two a frame, were faulted in page by page every time
/// (about 10 MB of page faults a frame for a full iPhone 6 screen at @2x).
final class CrossDissolveBuffers {
    private var buffers: (newPicture: CGImage, mix: CGImage)?

    /// Buffers of this size in pixels, made again only when the size changes.
    func images(width: Int, height: Int) -> (newPicture: CGImage, mix: CGImage)? {
        if let buffers, buffers.mix.width == width, buffers.mix.height == height { return buffers }
        buffers = nil
        guard let pictureSurface = CGImage.makeSurface(width: width, height: height) else { return nil }
        let newPicture = CGImage(surface: pictureSurface)
        guard let mixSurface = CGImage.makeSurface(width: width, height: height) else { return nil }
        buffers = (newPicture, CGImage(surface: mixSurface))
        return buffers
    }
}
