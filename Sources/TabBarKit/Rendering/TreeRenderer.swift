import CCairo
import Foundation

/// Draws a view tree into a Cairo context the way Core Animation composites layers:
/// background, contents, sublayers, then border; alpha as a group; corner radius, masking
/// and shadows from the layer. Views outside the clip are skipped. What is drawn is the
/// presentation: animating properties at their current animated values.
@MainActor
enum TreeRenderer {
    /// Draws `view` and its subtree. With `placed`, the view's position and transform are
    /// applied (the context is in its superview's space); without, the context is in the
    /// view's own bounds space, as `CALayer.render(in:)` and `drawHierarchy` want.
    static func drawSubtree(of view: UIView, in context: CGContext, placed: Bool) {
        draw(view, in: context, placed: placed, scale: deviceScale(of: context))
    }

    /// Device pixels per unit of the context's current space.
    static func deviceScale(of context: CGContext) -> CGFloat {
        let ctm = context.ctm
        return max(1, (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot())
    }

    static func draw(_ view: UIView, in context: CGContext, placed: Bool, scale: CGFloat) {
        let alpha = view.presentedAlpha
        guard !view.storedHidden, alpha > 0 else { return }
        let cr = context.cairo
        context.saveGState()
        defer { context.restoreGState() }
        if placed { context.concatenate(view.presentedTransformToSuperview) }

        let clip = context.boundingBoxOfClipPath
        let layer = view.layer
        let hasShadow = layer.shadowOpacity > 0 && layer.shadowColor.map { $0.alpha > 0 } == true
        // A clipping view without a shadow paints nothing outside its bounds, so it and
        // its subtree can be skipped; anything else is culled view by view further down,
        // which spares walking the subtree here for every view drawn.
        if view.storedClipsToBounds, !hasShadow, !view.presentedBounds.intersects(clip) { return }
        // A shadowed view is drawn offscreen over its whole extent; only then is it needed.
        let shadowExtent = hasShadow ? view.visualExtent : nil
        if let shadowExtent, !shadowExtent.intersects(clip) { return }

        let grouped = alpha < 1
        if grouped { cairo_push_group(cr) }
        if let shadowExtent {
            drawWithShadow(view, in: context, extent: shadowExtent, scale: scale)
        } else {
            drawContent(of: view, in: context, scale: scale, clip: clip)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            context.notePaint()
        }
    }

    /// The view's body, or, during a transition, the old picture giving way to it.
    static func drawContent(of view: UIView, in context: CGContext, scale: CGFloat, clip: CGRect) {
        if let progress = view.presented.transitionProgress, let snapshot = view.transitionSnapshot {
            TransitionRenderer.draw(view, snapshot: snapshot, progress: progress, in: context) {
                drawBody(of: view, in: context, scale: scale, clip: context.boundingBoxOfClipPath)
            }
        } else {
            drawBody(of: view, in: context, scale: scale, clip: clip)
        }
    }

    /// Background, contents, subviews and border, in the view's bounds space.
    static func drawBody(of view: UIView, in context: CGContext, scale: CGFloat, clip: CGRect) {
        let layer = view.layer
        let bounds = view.presentedBounds
        let radius = min(view.presentedCornerRadius, min(bounds.width, bounds.height) / 2)
        let ownVisible = bounds.intersects(clip)

        if ownVisible, let background = view.presentedBackgroundColor, background.alpha > 0 {
            context.beginPath()
            addShape(bounds, radius: radius, to: context)
            context.fillPath(background)
        }

        context.saveGState()
        if view.storedClipsToBounds {
            context.beginPath()
            addShape(bounds, radius: radius, to: context)
            context.clip()
        }
        if ownVisible {
            updateContentsIfNeeded(of: view, scale: scale)
            if let contents = view.contents { paint(contents, of: view, bounds: bounds, in: context) }
        }
        for subview in view.subviews {
            draw(subview, in: context, placed: true, scale: scale)
        }
        context.restoreGState()

        if ownVisible, layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            // Core Animation draws the border inside the bounds, above the sublayers.
            let inset = layer.borderWidth / 2
            context.saveGState()
            context.beginPath()
            addShape(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), to: context)
            context.setLineWidth(layer.borderWidth)
            context.setStrokeColor(color)
            context.strokePath()
            context.restoreGState()
        }
    }

    static func updateContentsIfNeeded(of view: UIView, scale: CGFloat) {
        if view.needsDisplay || (view.contents.map { $0.scale != scale } ?? false) {
            view.needsDisplay = false
            view.contents = view.makeContents(scale: scale)
        }
    }

    /// Contents were made for the model bounds; while the bounds animate they are placed
    /// by the content mode in the presented bounds, as Core Animation stretches them.
    private static func paint(_ contents: LayerContents, of view: UIView, bounds: CGRect, in context: CGContext) {
        let target = LayerContents.rect(for: view.storedContentMode, size: contents.size, in: bounds)
        context.drawUpright(contents.image, in: target, tint: contents.tint?.cgColor, alpha: 1)
    }

    /// A rectangle or rounded rectangle as Cairo arcs, building no path object.
    private static func addShape(_ rect: CGRect, radius: CGFloat, to context: CGContext) {
        let cr = context.cairo
        guard radius > 0 else { return context.addRect(rect) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    // MARK: Shadows

    /// Renders the body offscreen, then paints its blurred alpha in the shadow colour at
    /// the shadow offset, and the body over it: Core Animation's shadow follows the
    /// layer's painted pixels, sublayers included.
    private static func drawWithShadow(_ view: UIView, in context: CGContext, extent: CGRect, scale: CGFloat) {
        let layer = view.layer
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard let surface = CGImage.makeSurface(width: width, height: height) else {
            return drawContent(of: view, in: context, scale: scale, clip: context.boundingBoxOfClipPath)
        }
        let body = CGImage(surface: surface)
        let offscreen = CGContext(surface: surface, scale: scale)
        offscreen.translateBy(x: -extent.minX, y: -extent.minY)
        drawContent(of: view, in: offscreen, scale: scale, clip: extent)

        let color = layer.shadowColor!
        let shadowColor = CGColor(red: color.red, green: color.green, blue: color.blue,
                                  alpha: color.alpha * CGFloat(layer.shadowOpacity))
        if let mask = ShadowBlur.blurredAlpha(of: body, radius: layer.shadowRadius * scale) {
            context.saveGState()
            context.translateBy(x: extent.minX + layer.shadowOffset.width, y: extent.minY + layer.shadowOffset.height)
            context.scaleBy(x: 1 / scale, y: 1 / scale)
            context.maskImage(mask, color: shadowColor)
            context.restoreGState()
        }
        context.saveGState()
        context.translateBy(x: extent.minX, y: extent.minY)
        context.scaleBy(x: 1 / scale, y: 1 / scale)
        context.paintImage(body, alpha: 1)
        context.restoreGState()
    }
}
