import CCairo
import Foundation

/// Draws a view tree into a Cairo context the way Core Animation composites layers:
/// background, contents, sublayers, then border; alpha as a group; corner radius, masking
/// and shadows from the layer. Views outside the clip are skipped.
@MainActor
enum TreeRenderer {
    /// Draws `view` and its subtree. With `placed`, the view's position and transform are
    /// applied (the context is in its superview's space); without, the context is in the
    /// view's own bounds space, as `CALayer.render(in:)` and `drawHierarchy` want.
    static func drawSubtree(of view: UIView, in context: CGContext, placed: Bool) {
        let ctm = context.ctm
        let scale = max(1, (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot())
        draw(view, in: context, placed: placed, scale: scale)
    }

    static func draw(_ view: UIView, in context: CGContext, placed: Bool, scale: CGFloat) {
        guard !view.storedHidden, view.storedAlpha > 0 else { return }
        let cr = context.cairo
        context.saveGState()
        defer { context.restoreGState() }
        if placed { context.concatenate(view.transformToSuperview) }

        let clip = context.boundingBoxOfClipPath
        let layer = view.layer
        let hasShadow = layer.shadowOpacity > 0 && layer.shadowColor.map { $0.alpha > 0 } == true
        // A clipping view without a shadow paints nothing outside its bounds, so it and
        // its subtree can be skipped; anything else is culled view by view further down,
        // which spares walking the subtree here for every view drawn.
        if view.storedClipsToBounds, !hasShadow, !view.storedBounds.intersects(clip) { return }
        // A shadowed view is drawn offscreen over its whole extent; only then is it needed.
        let shadowExtent = hasShadow ? view.visualExtent : nil
        if let shadowExtent, !shadowExtent.intersects(clip) { return }

        let grouped = view.storedAlpha < 1
        if grouped { cairo_push_group(cr) }
        if let shadowExtent {
            drawWithShadow(view, in: context, extent: shadowExtent, scale: scale)
        } else {
            drawBody(of: view, in: context, scale: scale, clip: clip)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, view.storedAlpha)
            context.notePaint()
        }
    }

    /// Background, contents, subviews and border, in the view's bounds space.
    private static func drawBody(of view: UIView, in context: CGContext, scale: CGFloat, clip: CGRect) {
        let layer = view.layer
        let bounds = view.storedBounds
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        let ownVisible = bounds.intersects(clip)

        if ownVisible, let background = view.storedBackgroundColor, background.cgColor.alpha > 0 {
            context.beginPath()
            addShape(bounds, radius: radius, to: context)
            context.setFillColor(background.cgColor)
            context.fillPath()
        }

        context.saveGState()
        if view.storedClipsToBounds {
            context.beginPath()
            addShape(bounds, radius: radius, to: context)
            context.clip()
        }
        if ownVisible {
            updateContentsIfNeeded(of: view, scale: scale)
            if let contents = view.contents { paint(contents, of: view, in: context) }
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

    private static func paint(_ contents: LayerContents, of view: UIView, in context: CGContext) {
        let target = LayerContents.rect(for: view.storedContentMode, size: contents.size, in: view.storedBounds)
        context.drawUpright(contents.image, in: target, tint: contents.tint?.cgColor, alpha: 1)
    }

    private static func addShape(_ rect: CGRect, radius: CGFloat, to context: CGContext) {
        if radius > 0 {
            let path = CGMutablePath()
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            context.addPath(path)
        } else {
            context.addRect(rect)
        }
    }

    // MARK: Shadows

    /// Renders the body offscreen, then paints its blurred alpha in the shadow colour at
    /// the shadow offset, and the body over it: Core Animation's shadow follows the
    /// layer's painted pixels, sublayers included.
    private static func drawWithShadow(_ view: UIView, in context: CGContext, extent: CGRect, scale: CGFloat) {
        let layer = view.layer
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard let surface = CGImage.makeSurface(width: width, height: height) else {
            return drawBody(of: view, in: context, scale: scale, clip: context.boundingBoxOfClipPath)
        }
        let body = CGImage(surface: surface)
        let offscreen = CGContext(surface: surface, scale: scale)
        offscreen.translateBy(x: -extent.minX, y: -extent.minY)
        drawBody(of: view, in: offscreen, scale: scale, clip: extent)

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
