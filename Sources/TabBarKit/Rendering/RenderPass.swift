import Foundation

/// What one drawing of a layer tree carries from layer to layer. The compositor passes it down
/// its calls (in-out, so it costs no allocation): two drawings never share it, and a
/// drawing nested inside another (a blur's backdrop, a transition's snapshot) gets its own.
@MainActor
struct RenderPass {
    /// Device pixels per point.
    let scale: CGFloat
    /// The application's render nodes: what the compositor keeps for each layer.
    let nodes: RenderNodes
    /// While set, views painted before the cover are skipped and its ancestors paint only
    /// their subviews and borders (`OpaqueCover`).
    var skippingTo: OpaqueCover?
    /// While set, drawing stops at this view: what is drawn is the backdrop of its blur.
    let backdropStop: UIView?
    /// Whether `backdropStop` has been met: nothing after it is drawn.
    var backdropReached = false
    /// How many times smaller than the device a backdrop is being drawn (1 otherwise).
    let backdropReduction: CGFloat
    /// The renderer's repaint this drawing belongs to (one per dirty rectangle), or 0 for a
    /// drawing of its own, which measures every layer afresh.
    let repaint: UInt64

    /// A whole drawing, or one that starts at `cover` when there is one; `repaint` is
    /// given by a renderer drawing its dirty rectangles one by one.
    init(scale: CGFloat, nodes: RenderNodes, from cover: OpaqueCover? = nil, repaint: UInt64 = 0) {
        self.scale = scale
        self.nodes = nodes
        skippingTo = cover
        backdropStop = nil
        backdropReduction = 1
        self.repaint = repaint
    }

    /// The drawing of what lies behind `view`, `reduction` times smaller than the device.
    init(scale: CGFloat, nodes: RenderNodes, backdropOf view: UIView, reduction: CGFloat) {
        self.scale = scale
        self.nodes = nodes
        skippingTo = nil
        backdropStop = view
        backdropReduction = reduction
        repaint = 0
    }
}
