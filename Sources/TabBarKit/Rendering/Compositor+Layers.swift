import CCairo
import Foundation

// A free-standing layer in the layer tree: its values are its presentation copy's (its
// animations applied), its sublayers the model's, ordered by `zPosition`.
extension Compositor {
    /// Draws `layer` in its superlayer's space, as presented. `clip`, when the caller knows
    /// it, is the clip's box in that space: a layer outside it is passed over before any
    /// Cairo state is saved, and the later rectangles of a repaint (see `RenderPass`) pass
    /// over it on what the first one measured.
    static func drawLayer(_ layer: CALayer, in context: CGContext, pass: inout RenderPass, clip: CGRect?) {
        // The node marks the layer drawn (see `pictureForTransition`) and keeps its measure.
        let nodes = pass.nodes
        let slot = nodes.slot(for: layer)
        let repaint = pass.repaint
        if let clip, repaint != 0 {
            let drawn = nodes.drawnAreas[slot]
            if drawn.repaint == repaint, !drawn.area.meets(clip) { return }
        }
        let shown = layer.presented
        guard !shown.stored.isHidden, shown.stored.opacity > 0 else {
            nodes.drawnAreas[slot] = (repaint, .null)
            return
        }
        let toSuperlayer = shown.transformToSuperlayer
        // Squashed to nothing: nothing to draw.
        guard toSuperlayer.isDrawable else {
            nodes.drawnAreas[slot] = (repaint, .null)
            return
        }
        layer.prepareForRendering()
        let extent = layer.paintedExtent
        if let clip {
            let area = extent.applying(toSuperlayer)
            nodes.drawnAreas[slot] = (repaint, area)
            guard area.meets(clip) else { return }
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(toSuperlayer)
        guard clip != nil || extent.meets(context.boundingBoxOfClipPath) else { return }
        // The node is the model layer's: a presentation copy is made again as it animates.
        let cast = shadow(of: shown).map {
            CastShadow(shadow: $0, extent: extent, path: shown.shadowPath, node: nodes.node(for: layer))
        }
        let opacity = shown.stored.opacity
        // Most layers have nothing to composite: drawn in place, without the closures.
        if cast == nil, opacity >= 1, layer.mask == nil { return drawLayerBody(of: layer, in: context, pass: &pass) }
        composite(opacity: opacity, mask: layer.mask, shadow: cast, scale: pass.scale, in: context) { target, _ in
            drawLayerBody(of: layer, in: target, pass: &pass)
        }
    }

    /// The layer in its own bounds space, without its shadow, opacity or placement: its
    /// values as presented, its sublayers from the model's list; during a transition, the
    /// old picture giving way to that.
    static func drawLayerBody(of layer: CALayer, in context: CGContext, pass: inout RenderPass) {
        layer.prepareForRendering()
        guard let (picture, progress) = layer.presented.shownTransition, let area = picture.area else {
            return paintBody(of: layer, in: context, pass: &pass)
        }
        TransitionRenderer.draw(in: area, snapshot: picture, progress: progress, context: context, scale: pass.scale) {
            target in
            paintBody(of: layer, in: target, pass: &pass)
        }
    }

    /// The body as it is now: background, contents, own drawing, sublayers, border.
    private static func paintBody(of layer: CALayer, in context: CGContext, pass: inout RenderPass) {
        let shown = layer.presented, scale = pass.scale
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
        if shown.drawsOwnContent { shown.drawOwnContent(in: context, scale: scale) { pass.nodes.node(for: layer) } }
        // Culled against the context's clip, one by one: the body does not measure its own.
        drawSublayers(of: layer, view: nil, in: context, pass: &pass, clip: nil)
        context.restoreGState()
        drawBorder(of: shown, bounds: bounds, radius: radius, in: context)
    }

    private static func drawBorder(of layer: CALayer, bounds: CGRect, radius: CGFloat, in context: CGContext) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        strokeBorder(inside: bounds, radius: radius, width: layer.borderWidth, color: color, in: context) {
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
