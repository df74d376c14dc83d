import Foundation

/// Composites a layer tree into a Cairo context as Core Animation does: each layer's
/// background, contents, what its class paints, sublayers and border, in its own space;
/// placed over what lies under it with its opacity as a group, through its mask, its shadow
/// under it. What is drawn is the presentation: animating properties at their current values.
///
/// Views' layers and free-standing layers are one tree, walked once (`draw`, `drawSublayers`)
/// and composited alike (`composite`). They differ in where their values come from: a view's
/// layer from its view, whose presentation, drawing, blur and pointer effect it shows
/// (Compositor+Views.swift); a free-standing layer from its presentation copy
/// (Compositor+Layers.swift). What the compositor keeps from frame to frame lives in the
/// application's render nodes (RenderNodes.swift), not on the layers.
@MainActor
enum Compositor {
    /// Draws `view` and its subtree. With `placed`, the view's position and transform are
    /// applied (the context is in its superview's space); without, the context is in the
    /// view's own bounds space, as `CALayer.render(in:)` and `drawHierarchy` want.
    static func drawSubtree(of view: UIView, in context: CGContext, placed: Bool) {
        var pass = RenderPass(scale: deviceScale(of: context), nodes: view.application.renderNodes)
        drawView(view, in: context, placed: placed, pass: &pass)
    }

    /// Device pixels per unit of the context's current space.
    static func deviceScale(of context: CGContext) -> CGFloat {
        let ctm = context.ctm
        return max(1, (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot())
    }

    /// Draws `root` up to, not including, `view`: everything that lies behind it.
    static func drawBackdrop(of view: UIView, root: UIView, in context: CGContext, scale: CGFloat, reduction: CGFloat) {
        var pass = RenderPass(scale: scale, nodes: root.application.renderNodes, backdropOf: view, reduction: reduction)
        drawView(root, in: context, placed: true, pass: &pass)
    }

    /// Draws a root placed in its superview's space, starting at `cover` when there is one.
    static func drawRoot(_ root: UIView, in context: CGContext, scale: CGFloat, from cover: OpaqueCover?, repaint: UInt64) {
        var pass = RenderPass(scale: scale, nodes: root.application.renderNodes, from: cover, repaint: repaint)
        drawView(root, in: context, placed: true, pass: &pass)
    }

    /// Draws `layer` in its superlayer's space, a view's layer as its view. `clip`, when the
    /// caller knows it, is the clip's box in that space, which spares asking Cairo for each
    /// layer that is culled.
    static func draw(_ layer: CALayer, in context: CGContext, pass: inout RenderPass, clip: CGRect?) {
        if layer.isViewLayer, let view = layer.hostingView {
            drawView(view, in: context, placed: true, pass: &pass, parentClip: clip)
        } else {
            drawLayer(layer, in: context, pass: &pass, clip: clip)
        }
    }

    /// The sublayers of `layer` (of `view`, for a view's layer), in drawing order, in the
    /// layer's bounds space. A view's layer whose sublayers are just its subviews' layers
    /// walks its subviews.
    static func drawSublayers(of layer: CALayer, view: UIView?, in context: CGContext, pass: inout RenderPass, clip: CGRect?) {
        if let view, !layer.drawsOrderedSublayers {
            return drawSubviews(of: view, in: context, pass: &pass, clip: clip)
        }
        // Unretained, as subviews are walked; the local array holds them.
        let sublayers = layer.sublayersInDrawingOrder
        let _: Void? = sublayers.forEachUnowned { sublayer in
            draw(sublayer, in: context, pass: &pass, clip: clip)
            return nil
        }
    }

    private static func drawSubviews(of view: UIView, in context: CGContext, pass: inout RenderPass, clip: CGRect?) {
        // Read as unretained references: a view with weak references to it (every
        // superview, every animating view) pays an atomic side-table count for each retain,
        // and every subview is visited once per dirty rectangle. The local copy of the
        // array keeps them alive even if drawing changes the subviews.
        let subviews = view.subviews
        let _: Void? = subviews.forEachUnowned { subview in
            drawView(subview, in: context, placed: true, pass: &pass, parentClip: clip)
            return nil
        }
    }

    /// A shadow cast under a layer's body: painted over `extent` (in the layer's space), in
    /// the shape of `path` when there is one, its masks kept in `node`.
    struct CastShadow {
        var shadow: Shadow
        var extent: CGRect
        var path: CGPath?
        var node: RenderNode
    }

    /// Composites one layer, in its own space, over what lies under it: `body` (drawn in
    /// `context`, or into an offscreen picture for the shadow, `offscreen` then true) with
    /// the shadow under it, through the mask, and `overlay` over that, all at `opacity` as
    /// one group. `maskPaintsOnce`: the body is a single painting operation (see `masked`).
    static func composite(
        opacity: CGFloat, mask: CALayer?, maskPaintsOnce: Bool = false, shadow: CastShadow?, scale: CGFloat,
        in context: CGContext, body: (_ target: CGContext, _ offscreen: Bool) -> Void, overlay: () -> Void = {}
    ) {
        grouped(opacity: opacity, in: context) {
            masked(by: mask, in: context, scale: scale, paintsOnce: maskPaintsOnce) {
                if let shadow,
                    drawWithShadow(
                        shadow.shadow, extent: shadow.extent, path: shadow.path, cache: shadow.node.shadowMasks,
                        scale: scale, in: context, body: { body($0, true) })
                {
                    return
                }
                body(context, false)
            }
            overlay()
        }
    }
}
