import Foundation

// A view's layer in the layer tree: its values are the view's presentation (alpha, bounds,
// transform, colour and corners as its animations show them), its contents what the view
// draws, with a blur behind a visual effect view, a pointer effect's platter and lift, and a
// transition's old picture while one runs.
extension Compositor {
    /// Draws `view` with its subtree, placed in its superview's space or (without `placed`)
    /// in its own bounds space. `parentClip`, when the caller knows it, is the clip's
    /// bounding box in the superview's space, which spares asking Cairo for each view that
    /// is culled.
    static func drawView(_ view: UIView, in context: CGContext, placed: Bool, pass: inout RenderPass, parentClip: CGRect? = nil) {
        let alpha = view.presentedAlpha
        guard !view.layer.stored.isHidden, alpha > 0 else { return }
        if let stop = pass.backdropStop {
            if pass.backdropReached { return }
            if view === stop { pass.backdropReached = true; return }
        }
        if let cover = pass.skippingTo {
            if view === cover.view {
                pass.skippingTo = nil
            } else if !cover.ancestors.contains(ObjectIdentifier(view)) {
                return
            }
        }
        let layer = view.layer
        // A pointer effect is drawn where the view is placed among its siblings.
        let look = placed ? view.pointerEffectLook : nil
        let shadow = look?.castsShadow == true ? pointerShadow : Compositor.shadow(of: layer.presented)
        let hasShadow = shadow != nil
        let toSuperview = placed ? view.presentedTransformToSuperview : .identity
        // Squashed to nothing (a pop-in from scale 0): nothing to draw.
        guard toSuperview.isDrawable else { return }
        // A view that paints only inside its bounds (no subviews, or clipped to bounds)
        // and lies outside the clip is skipped before any Cairo state is saved; others
        // are culled view by view further down, sparing a walk of the subtree here.
        if look == nil, !hasShadow, view.layer.stored.masksToBounds || view.subviews.isEmpty && !layer.paintsBeyondBounds,
            !view.presentedBounds.applying(toSuperview).meets(parentClip ?? context.boundingBoxOfClipPath)
        {
            return
        }
        let scale = pass.scale
        context.saveGState()
        defer { context.restoreGState() }
        if placed { context.concatenate(toSuperview) }
        if let look {
            if let platter = look.platter { fill(look.shape, with: platter, in: context) }
            context.concatenate(look.contentTransform(in: view.presentedBounds))
        }

        let clip = context.boundingBoxOfClipPath
        // A shadowed view is drawn offscreen over its whole extent; only then is it needed.
        // The content extent includes the layer's shadow already, not the lift's.
        let shadowExtent =
            look?.castsShadow == true
            ? shadowed(view.contentExtent, by: pointerShadow)
            : hasShadow ? view.contentExtent : nil
        if let shadowExtent, !shadowExtent.intersects(clip) { return }

        // Opacity composites the view as a group, so overlapping parts do not show through
        // each other. A view that paints one thing only gets the same pixels by painting
        // it with the opacity, without an offscreen group.
        if shadowExtent == nil, look == nil, alpha < 1, layer.mask == nil, paintsOneThing(view, scale: scale) {
            drawContent(of: view, in: context, pass: &pass, clip: clip, opacity: alpha)
            return
        }
        // Most views have nothing to composite: drawn in place, without the closures.
        if shadowExtent == nil, look == nil, alpha >= 1, layer.mask == nil {
            return drawContent(of: view, in: context, pass: &pass, clip: clip)
        }
        let paintsOnce = layer.mask != nil && shadowExtent == nil && look == nil && paintsOneThing(view, scale: scale)
        // The layer's own shadow takes the shape of its `shadowPath`; the lift's never does.
        let shadowPath = shadowExtent == nil || look?.castsShadow == true ? nil : layer.presented.shadowPath
        var cast: CastShadow?
        if let shadow, let shadowExtent {
            cast = CastShadow(shadow: shadow, extent: shadowExtent, path: shadowPath, node: pass.nodes.node(for: layer))
        }
        // Only what the overlay needs is captured: the whole look is large to copy.
        let overlay = look.flatMap { look in look.overlay.map { (look.shape, $0) } }
        composite(
            opacity: alpha, mask: layer.mask, maskPaintsOnce: paintsOnce, shadow: cast, scale: scale, in: context,
            body: { target, offscreen in
                drawContent(of: view, in: target, pass: &pass, clip: offscreen ? shadowExtent ?? clip : clip)
            },
            overlay: { if let (shape, color) = overlay { fill(shape, with: color, in: context) } })
    }

    /// Whether the view paints a single layer of pixels: a background, or contents, or a
    /// border, and no subviews, free-standing sublayers or transition.
    private static func paintsOneThing(_ view: UIView, scale: CGFloat) -> Bool {
        guard view.subviews.isEmpty, !view.layer.drawsOrderedSublayers, view.layer.viewPresentation.transitionProgress == nil
        else { return false }
        updateContentsIfNeeded(of: view, scale: scale)
        var count = 0
        if let background = view.presentedBackgroundColor, background.alpha > 0 { count += 1 }
        if view.layer.backingStore != nil { count += 1 }
        // An image set as the layer's contents is painted whole, so only grouped fades it.
        if view.layer.drawsOwnContent || view.layer.presented.contents is CGImage || view.layer.presented.fadingContents != nil {
            count += 2
        }
        let style = view.layer.presented
        if style.borderWidth > 0, style.borderColor.map({ $0.alpha > 0 }) == true { count += 1 }
        return count <= 1
    }

    /// The view's body, or, during a transition, the old picture giving way to it.
    static func drawContent(of view: UIView, in context: CGContext, pass: inout RenderPass, clip: CGRect, opacity: CGFloat = 1) {
        if let progress = view.layer.viewPresentation.transitionProgress, let snapshot = view.layer.transitionSnapshot {
            TransitionRenderer.draw(
                in: view.presentedBounds, snapshot: snapshot, progress: progress, context: context, scale: pass.scale
            ) { target in
                drawViewBody(of: view, in: target, pass: &pass, clip: target.boundingBoxOfClipPath)
            }
        } else {
            drawViewBody(of: view, in: context, pass: &pass, clip: clip, opacity: opacity)
        }
    }

    /// Background, contents, subviews and border, in the view's bounds space; `opacity`
    /// below 1 only for a view that paints one thing (see `draw`).
    static func drawViewBody(of view: UIView, in context: CGContext, pass: inout RenderPass, clip: CGRect, opacity: CGFloat = 1) {
        let scale = pass.scale
        let layer = view.layer
        let bounds = view.presentedBounds
        let radius = min(view.presentedCornerRadius, min(bounds.width, bounds.height) / 2)
        let corners = layer.maskedCorners
        let ownVisible = bounds.meets(clip)
        // An ancestor of the opaque cover: its background and contents lie under it.
        let paintsUnderSubviews = ownVisible && pass.skippingTo == nil

        if paintsUnderSubviews, let effectView = view as? UIVisualEffectView, let effect = effectView.blurEffect {
            let area = bounds.intersection(clip)
            if !area.isNull, !area.isEmpty {
                paintBackdrop(of: effectView, effect: effect, area: area, in: context, scale: scale, nodes: pass.nodes)
            }
        }
        if paintsUnderSubviews, var background = view.presentedBackgroundColor, background.alpha > 0 {
            background.alpha *= opacity
            // A rounded shape whose size is not animating fills through a cached mask.
            let steady = view.layer.viewPresentation.bounds == nil && view.layer.viewPresentation.cornerRadius == nil
            if radius <= 0 || !steady || !corners.isAll
                || !RoundedRectMasks.fill(
                    bounds, radius: radius, continuous: layer.cornerCurve == .continuous, color: background,
                    allowingResampling: view.layer.viewPresentation.transform != nil, in: context)
            {
                context.beginPath()
                addShape(bounds, radius: radius, corners: corners, curve: layer.cornerCurve, trimmedTo: clip, to: context)
                context.fillPath(background)
            }
        }

        // Only a clip needs putting back before the border; the rest is drawn in place.
        let clips = view.layer.stored.masksToBounds
        if clips {
            context.saveGState()
            if radius > 0 {
                context.beginPath()
                addShape(bounds, radius: radius, corners: corners, curve: layer.cornerCurve, trimmedTo: clip, to: context)
                context.clip()
            } else {
                // A rectangle clip keeps the context's record of a rectangular clip.
                context.clip(to: bounds)
            }
        }
        if paintsUnderSubviews {
            updateContentsIfNeeded(of: view, scale: scale)
            let reduction = pass.backdropReduction
            func paintContents() {
                if let contents = view.layer.backingStore {
                    paint(contents, of: view, bounds: bounds, opacity: opacity, reduction: reduction, in: context)
                } else if let image = layer.presented.contents as? CGImage {
                    // An image the app set as the layer's contents, where the view draws none.
                    ContentsPainter.paint(image, of: layer.presented, in: bounds, context: context)
                }
            }
            if let fade = layer.presented.fadingContents {
                // An animation of the layer's contents: the image it fades from, placed as
                // the view places its own, under what the view shows now.
                ContentsPainter.crossfade(
                    oldWeight: fade.weight, in: context,
                    old: { if let image = fade.image { paintFading(image, of: view, bounds: bounds, in: context) } },
                    new: paintContents)
            } else {
                paintContents()
            }
        }
        // A shape, gradient or text layer backing the view draws as presented (its animations).
        if paintsUnderSubviews, layer.drawsOwnContent {
            layer.presented.drawOwnContent(in: context, scale: scale) { pass.nodes.node(for: layer) }
        }
        let childClip = view.layer.stored.masksToBounds ? clip.intersection(bounds) : clip
        drawSublayers(of: layer, view: view, in: context, pass: &pass, clip: childClip)
        if clips { context.restoreGState() }

        // The border as presented: animations added to the layer may be changing it.
        let style = layer.presented
        if ownVisible, style.borderWidth > 0, let color = style.borderColor, color.alpha > 0 {
            let near = clip.insetBy(dx: -style.borderWidth, dy: -style.borderWidth)
            strokeBorder(
                inside: bounds, radius: radius, width: style.borderWidth,
                color: opacity < 1 ? color.copy(alpha: color.alpha * opacity) ?? color : color, in: context
            ) { outline, radius in
                addShape(outline, radius: radius, corners: corners, curve: layer.cornerCurve, trimmedTo: near, to: context)
            }
        }
    }

    static func updateContentsIfNeeded(of view: UIView, scale: CGFloat) {
        if view.layer.displayIsDue || (view.layer.backingStore.map { $0.scale != scale } ?? false) {
            view.layer.displayIsDue = false
            view.layer.backingStore = view.makeContents(scale: scale)
        }
    }

    /// Contents were made for the model bounds; while the bounds animate they are placed
    /// by the content mode in the presented bounds, as Core Animation stretches them.
    private static func paint(
        _ contents: LayerContents, of view: UIView, bounds: CGRect, opacity: CGFloat, reduction: CGFloat,
        in context: CGContext
    ) {
        let target = LayerContents.rect(for: view.storedContentMode, size: contents.size, in: bounds)
        context.drawUpright(image(of: contents, for: view, reduction: reduction), in: target, tint: contents.tint?.cgColor, alpha: opacity)
    }

    /// An image a contents animation fades from, placed as the view's own contents are, at
    /// the layer's contents scale.
    private static func paintFading(_ image: CGImage, of view: UIView, bounds: CGRect, in context: CGContext) {
        let scale = view.layer.contentsScale > 0 ? view.layer.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let contents = LayerContents(image: image, size: size, scale: scale, tint: nil)
        paint(contents, of: view, bounds: bounds, opacity: 1, reduction: 1, in: context)
    }

    /// The contents' bitmap, or inside a reduced backdrop its reduced copy (made once).
    private static func image(of contents: LayerContents, for view: UIView, reduction factor: CGFloat) -> CGImage {
        guard factor > 1 else { return contents.image }
        if let reduced = contents.reduced, reduced.factor == factor { return reduced.image }
        guard let image = contents.reducedImage(by: factor) else { return contents.image }
        view.layer.backingStore?.reduced = (factor, image)
        return image
    }

    /// A rectangle or rounded rectangle as Cairo arcs, building no path object, cut down
    /// to the part near `clip`: a side that lies beyond the clip (past its corners) moves
    /// in to just outside the clip and its corners become square. Inside the clip the shape
    /// is unchanged, but Cairo rasterizes an outline the size of the clip, not of the view:
    /// a badge-sized repaint over a long rounded row stays cheap, and where the clip keeps
    /// clear of all corners the shape is a plain rectangle, Cairo's fastest fill.
    private static func addShape(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve, trimmedTo clip: CGRect,
        to context: CGContext
    ) {
        // Some corners square (`maskedCorners`): the whole shape, untrimmed.
        guard corners.isAll else {
            return addRoundedRect(rect, radius: radius, corners: corners, curve: curve, to: context)
        }
        guard radius > 0, !clip.isNull else { return context.addRect(rect) }
        // A continuous corner reaches further along its edges than its radius.
        let easing = curve == .continuous ? ContinuousCorners.easing(radius: radius, in: rect) : 0
        let reach = ContinuousCorners.reach(radius: radius, easing: easing)
        let near = clip.insetBy(dx: -2, dy: -2)
        var minX = rect.minX, maxX = rect.maxX, minY = rect.minY, maxY = rect.maxY
        var left = true, right = true, top = true, bottom = true
        if near.minX >= rect.minX + reach { (minX, left) = (near.minX, false) }
        if near.maxX <= rect.maxX - reach { (maxX, right) = (near.maxX, false) }
        if near.minY >= rect.minY + reach { (minY, top) = (near.minY, false) }
        if near.maxY <= rect.maxY - reach { (maxY, bottom) = (near.maxY, false) }
        guard minX < maxX, minY < maxY else { return }
        let trimmed = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let corners = (topLeft: top && left, topRight: top && right, bottomRight: bottom && right, bottomLeft: bottom && left)
        guard corners.topLeft || corners.topRight || corners.bottomRight || corners.bottomLeft else {
            return context.addRect(trimmed)
        }
        CairoGeometry.appendRoundedRect(trimmed, radius: radius, rounded: corners, easing: easing, to: context.cairo)
    }
}
