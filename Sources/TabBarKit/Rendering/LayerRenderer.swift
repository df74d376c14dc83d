import CCairo
import Foundation

/// Draws free-standing layers and their sublayers as Core Animation composites them:
/// background, contents, what the class paints (shape, gradient), sublayers by
/// `zPosition`, then border; opacity as a group; the shadow under all of it.
@MainActor
enum LayerRenderer {
    /// Draws `layer` in its superlayer's space, as presented (animations included).
    /// `clip`, when the caller knows it, is the clip's box in that space: a layer outside
    /// it is passed over before any Cairo state is saved. `repaint` (see `RenderPass`) lets
    /// the later rectangles of a repaint pass over it on what the first one measured.
    static func draw(_ layer: CALayer, in context: CGContext, scale: CGFloat, clip: CGRect? = nil, repaint: UInt64 = 0) {
        if let clip, repaint != 0, layer.drawnArea.repaint == repaint, !layer.drawnArea.area.meets(clip) { return }
        let shown = layer.presented
        layer.hasBeenRendered = true
        guard !shown.stored.isHidden, shown.stored.opacity > 0 else {
            layer.drawnArea = (repaint, .null)
            return
        }
        let toSuperlayer = shown.transformToSuperlayer
        // Squashed to nothing: nothing to draw.
        guard toSuperlayer.isDrawable else {
            layer.drawnArea = (repaint, .null)
            return
        }
        layer.prepareForRendering()
        let extent = layer.paintedExtent
        if let clip {
            let area = extent.applying(toSuperlayer)
            layer.drawnArea = (repaint, area)
            guard area.meets(clip) else { return }
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(toSuperlayer)
        guard clip != nil || extent.meets(context.boundingBoxOfClipPath) else { return }
        Compositing.grouped(opacity: shown.stored.opacity, in: context) {
            masked(by: layer.mask, in: context, scale: scale) {
                // The cache is the model layer's: a presentation copy is made again as it animates.
                if let shadow = Compositing.shadow(of: shown),
                    Compositing.drawWithShadow(
                        shadow, extent: extent, path: shown.shadowPath, cache: layer.shadowMaskCache, scale: scale,
                        in: context, body: { drawBody(of: layer, in: $0, scale: scale) })
                {
                    return
                }
                drawBody(of: layer, in: context, scale: scale)
            }
        }
    }

    /// Runs `body` through `mask`: what it paints shows only where the mask layer, drawn
    /// in the same space, paints, and as much as the mask's alpha there.
    /// `paintsOnce` says the body is one painting operation (an image, a fill): a mask that
    /// is one opaque rectangle then cuts it as a clip to that shape does, pixel for pixel,
    /// without the two offscreen groups. (Over several operations a clip cuts each at the
    /// antialiased edge, so what lies under one shows through there; a mask cuts them once.)
    static func masked(by mask: CALayer?, in context: CGContext, scale: CGFloat, paintsOnce: Bool = false, _ body: () -> Void) {
        guard let mask else { return body() }
        if paintsOnce, let (rect, radius, corners, curve) = clipShape(of: mask) {
            context.saveGState()
            context.beginPath()
            addRoundedRect(rect, radius: radius, corners: corners, curve: curve, to: context)
            context.clip()
            body()
            context.restoreGState()
            return
        }
        let cr = context.cairo
        cairo_push_group(cr)
        body()
        let content = cairo_pop_group(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        draw(mask, in: context, scale: scale)
        let alpha = cairo_pop_group(cr)
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_restore(cr)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(alpha)
        context.notePaint()
    }

    /// A mask that is one opaque rectangle, rounded or not, placed without a turn or a
    /// shear, lets through just what a clip to that shape does: the shape in the masked
    /// layer's space, or nil for any other mask (contents, a drawing, sublayers, partial
    /// alpha, a shadow), which goes through groups.
    private static func clipShape(of mask: CALayer) -> (CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve)? {
        guard !mask.isViewLayer else { return nil }
        mask.prepareForRendering()
        let shown = mask.presented
        guard !shown.stored.isHidden, shown.stored.opacity >= 1, let background = shown.stored.backgroundColor,
            background.alpha >= 1, shown.contents == nil, !shown.drawsOwnContent, shown.currentSublayers.isEmpty,
            shown.mask == nil, shown.shadowOpacity <= 0 || (shown.shadowColor?.alpha ?? 0) <= 0
        else { return nil }
        let placement = shown.transformToSuperlayer
        guard placement.b == 0, placement.c == 0, placement.isDrawable else { return nil }
        let bounds = shown.stored.bounds
        let radius = max(0, min(shown.cornerRadius, min(bounds.width, bounds.height) / 2))
        // A rounded corner stays round only under an even scale, and in its place unflipped.
        guard radius == 0 || placement.a == placement.d && placement.a > 0 else { return nil }
        return (bounds.applying(placement), radius * abs(placement.a), shown.maskedCorners, shown.cornerCurve)
    }

    /// The layer in its own bounds space, without its shadow, opacity or placement: its
    /// values as presented, its sublayers from the model's list; during a transition, the
    /// old picture giving way to that.
    static func drawBody(of layer: CALayer, in context: CGContext, scale: CGFloat) {
        layer.prepareForRendering()
        guard let (picture, progress) = layer.presented.shownTransition, let area = picture.area else {
            return paintBody(of: layer, in: context, scale: scale)
        }
        TransitionRenderer.draw(in: area, snapshot: picture, progress: progress, context: context, scale: scale) { target in
            paintBody(of: layer, in: target, scale: scale)
        }
    }

    /// The body as it is now: background, contents, own drawing, sublayers, border.
    private static func paintBody(of layer: CALayer, in context: CGContext, scale: CGFloat) {
        let shown = layer.presented
        let bounds = shown.stored.bounds
        let radius = max(0, min(shown.cornerRadius, min(bounds.width, bounds.height) / 2))
        if let background = shown.stored.backgroundColor, background.alpha > 0 {
            context.beginPath()
            addRoundedRect(bounds, radius: radius, corners: shown.maskedCorners, curve: shown.cornerCurve, to: context)
            context.setFillColor(background)
            context.fillPath()
        }
        context.saveGState()
        if shown.stored.masksToBounds {
            context.beginPath()
            addRoundedRect(bounds, radius: radius, corners: shown.maskedCorners, curve: shown.cornerCurve, to: context)
            context.clip()
        }
        // Typed before it is passed: an `Any?` copied into the call cost every frame.
        func paint(_ image: CGImage?) {
            if let image { ContentsPainter.paint(image, of: shown, in: bounds, context: context) }
        }
        if let fade = shown.fadingContents {
            ContentsPainter.crossfade(
                oldWeight: fade.weight, in: context, old: { paint(fade.image) }, new: { paint(shown.contents as? CGImage) })
        } else {
            paint(shown.contents as? CGImage)
        }
        if shown.drawsOwnContent { shown.drawOwnContent(in: context, scale: scale) }
        for sublayer in layer.sublayersInDrawingOrder {
            draw(sublayer, in: context, scale: scale)
        }
        context.restoreGState()
        drawBorder(of: shown, bounds: bounds, radius: radius, in: context)
    }

    /// The sublayers of a view's layer that holds free-standing ones, in drawing order:
    /// subviews through the view renderer, the others here.
    static func drawSublayers(of layer: CALayer, in context: CGContext, pass: inout RenderPass, clip: CGRect) {
        for sublayer in layer.sublayersInDrawingOrder {
            if sublayer.isViewLayer {
                if let view = sublayer.hostingView {
                    TreeRenderer.draw(view, in: context, placed: true, pass: &pass, parentClip: clip)
                }
            } else {
                draw(sublayer, in: context, scale: pass.scale, clip: clip, repaint: pass.repaint)
            }
        }
    }

    private static func drawBorder(of layer: CALayer, bounds: CGRect, radius: CGFloat, in context: CGContext) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        Compositing.strokeBorder(inside: bounds, radius: radius, width: layer.borderWidth, color: color, in: context) {
            addRoundedRect($0, radius: $1, corners: layer.maskedCorners, curve: layer.cornerCurve, to: context)
        }
    }

    /// `rect` with the `corners` rounded by `radius`, continuous corners for
    /// `curve` `.continuous` (the whole shape: its easing is worked out from `rect`).
    static func addRoundedRect(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve = .circular, to context: CGContext
    ) {
        guard radius > 0, !corners.isEmpty else { return context.addRect(rect) }
        CairoGeometry.appendRoundedRect(
            rect, radius: radius,
            rounded: (
                corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner)
            ),
            easing: curve == .continuous ? ContinuousCorners.easing(radius: radius, in: rect) : 0,
            to: context.cairo)
    }
}
