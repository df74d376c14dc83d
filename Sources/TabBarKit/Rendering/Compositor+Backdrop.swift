import CCairo
import Foundation

// Blur effect views: what lies behind the view is drawn again offscreen (the tree from its
// root up to the view, over the view's frame and the blur's reach around it), blurred, and
// painted under the material's tint. Drawing it again, rather than reading the target's
// pixels, keeps a partial repaint right: outside the repainted area the target holds the
// blur of the last frame, not the backdrop.
extension Compositor {
    /// The view's presented bounds in `root`'s superview space, or nil when `root` is not the
    /// top of the view's tree. Only translations and scales are expected between them.
    static func frameInRootSpace(of view: UIView, root: UIView?) -> CGRect? {
        var t = view.presentedTransformToSuperview
        var top = view
        while let parent = top.superview {
            t = t.concatenating(parent.presentedTransformToSuperview)
            top = parent
        }
        guard root == nil || top === root else { return nil }
        return view.presentedBounds.applying(t)
    }

    /// Paints the blurred backdrop and the tint into `area` (the view's bounds met with the
    /// clip, in the view's bounds space, which `context` is in).
    static func paintBackdrop(
        of view: UIVisualEffectView, effect: UIBlurEffect, area: CGRect,
        in context: CGContext, scale: CGFloat, nodes: RenderNodes
    ) {
        let material = effect.material
        defer {
            context.beginPath()
            context.addRect(area)
            let tint = material.tint.cgColor
            context.fillPath(RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha))
        }
        var top: UIView = view
        while let parent = top.superview { top = parent }
        guard let viewInRoot = frameInRootSpace(of: view, root: nil), view.presentedBounds.width > 0,
            view.presentedBounds.height > 0
        else { return }
        // Root space per view-bounds unit: a scaled ancestor scales the blur with it.
        let bounds = view.presentedBounds
        let sx = viewInRoot.width / bounds.width, sy = viewInRoot.height / bounds.height
        func toRoot(_ r: CGRect) -> CGRect {
            CGRect(
                x: viewInRoot.minX + (r.minX - bounds.minX) * sx, y: viewInRoot.minY + (r.minY - bounds.minY) * sy,
                width: r.width * sx, height: r.height * sy)
        }
        let rootFrame = top.frame
        let reach = material.reach * sx
        let backdrop = toRoot(area).insetBy(dx: -reach, dy: -reach).intersection(rootFrame).integral(scale: scale)
        guard !backdrop.isNull, !backdrop.isEmpty else { return }
        // Drawn straight at the reduced size the blur works at, from reduced copies of the
        // views' contents kept with them: nothing is rasterized twice, nothing large is
        // reduced on every frame, and the fingerprint and blur touch few pixels.
        let sigma = material.sigma * sx * scale
        let reduction = BackdropBlur.reduction(forSigma: sigma)
        let width = Int((backdrop.width * scale / reduction).rounded(.up))
        let height = Int((backdrop.height * scale / reduction).rounded(.up))
        guard let surface = CGImage.makeSurface(width: width, height: height) else { return }
        let offscreen = CGContext(surface: surface, scale: scale / reduction)
        offscreen.translateBy(x: -backdrop.minX, y: -backdrop.minY)
        offscreen.clip(to: backdrop)
        drawBackdrop(of: view, root: top, in: offscreen, scale: scale, reduction: reduction)
        cairo_surface_flush(surface)
        let backdropImage = CGImage(surface: surface)
        let fingerprint = BackdropBlur.fingerprint(of: backdropImage, sigma: sigma)
        let blurred: CGImage
        // The last blur, kept while the backdrop's pixels stay the same.
        let node = nodes.node(for: view.layer)
        if let cached = node.blur, cached.fingerprint == fingerprint {
            blurred = cached.image
        } else {
            BackdropBlur.blur(backdropImage, sigma: sigma / reduction)
            blurred = backdropImage
            node.blur = (fingerprint, blurred, reduction)
        }

        // Back into the view's bounds space: the backdrop's rectangle there, and the small
        // image stretched over it with bilinear filtering.
        let target = CGRect(
            x: bounds.minX + (backdrop.minX - viewInRoot.minX) / sx,
            y: bounds.minY + (backdrop.minY - viewInRoot.minY) / sy,
            width: backdrop.width / sx, height: backdrop.height / sy)
        context.saveGState()
        context.clip(to: area)
        context.translateBy(x: target.minX, y: target.minY)
        // The small image's pixels span `reduction` device pixels each (the last may be cut).
        context.scaleBy(x: reduction / (scale * sx), y: reduction / (scale * sy))
        context.setInterpolationQuality(.medium)
        context.paintImage(blurred, alpha: 1)
        context.restoreGState()
    }
}
