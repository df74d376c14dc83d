import Foundation

/// What the compositor keeps for one layer from one drawing to the next (and, in
/// `RenderNodes.drawnAreas`, where it drew in the current repaint). It lives beside the
/// layer, in its application's table (`RenderNodes`), not on it: as Core Animation keeps its
/// render tree apart from the layers app code changes, a layer holds only what it shows.
@MainActor
final class RenderNode {
    /// The layer, cleared as it goes: the sweep frees the slot of a node whose layer went.
    fileprivate let layer: ObjectReference
    /// The layer's last shadow masks, kept for frames that paint the same shadow again.
    private(set) lazy var shadowMasks = ShadowMaskCache()
    /// A blur effect view's last blur, with the fingerprint of the backdrop pixels it was
    /// made from: a repaint over an unchanged backdrop (a tab switch under a bar over the
    /// same page colour, a badge) reuses it.
    var blur: (fingerprint: Int, image: CGImage, reduction: CGFloat)?
    /// A text layer's string as last drawn, reused while its settings stay the same.
    var text: (key: TextLayerRenderer.Key, image: CGImage)?

    fileprivate init(layer: ObjectReference) {
        self.layer = layer
    }
}

/// An application's render nodes: one for each free-standing layer its compositor has drawn,
/// and for each view's layer that needed something kept (a shadow, a blur). A layer is told
/// where its node lies (`CALayer.renderNodeSlot`), so the compositor finds it without a
/// hash for each layer in each repainted rectangle. The slots of the nodes whose layers
/// went are swept out for new nodes to take once as many nodes have been made since the
/// last sweep as it left (and a few more): sweeping costs a small part of each node made.
@MainActor
final class RenderNodes {
    // The tables below are read for every free-standing layer in every repainted rectangle
    // and changed only here and by the compositor, never across a call that could reach
    // them again: not checked at run time.
    /// Each slot's node, nil for a free slot.
    @exclusivity(unchecked) private var nodes: [RenderNode?] = []
    /// Each slot's layer, to tell it without a reference counted to its node.
    @exclusivity(unchecked) private var owners: [ObjectIdentifier?] = []
    /// Where each slot's free-standing layer draws in its superlayer's space, as measured in
    /// one repaint (`RenderPass.repaint`; `.null` for nothing). A repaint draws the tree once
    /// per dirty rectangle, and nothing changes in between, so the later passes skip a
    /// layer outside their rectangle without measuring it again.
    @exclusivity(unchecked) var drawnAreas: [(repaint: UInt64, area: CGRect)] = []
    private var freeSlots: [Int] = []
    /// How many nodes the last sweep left, and how many have been made since.
    private var countAfterSweep = 0
    private var madeSinceSweep = 0

    /// The layer's node, made when first asked.
    func node(for layer: CALayer) -> RenderNode {
        // A slot with an owner holds its node.
        nodes[slot(for: layer)]!
    }

    /// The slot of the layer's node, made when first asked.
    @inline(__always)
    func slot(for layer: CALayer) -> Int {
        ownSlot(of: layer) ?? makeNode(for: layer)
    }

    /// The slot the layer was given here, if it has one: the slot is this table's and the
    /// layer's (a layer made in another application has its slot in another table).
    @inline(__always)
    private func ownSlot(of layer: CALayer) -> Int? {
        let slot = layer.renderNodeSlot
        return slot >= 0 && slot < owners.count && owners[slot] == ObjectIdentifier(layer) ? slot : nil
    }

    private func makeNode(for layer: CALayer) -> Int {
        if madeSinceSweep > countAfterSweep + 64 { sweep() }
        madeSinceSweep += 1
        let node = RenderNode(layer: layer.reference)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
            owners[slot] = ObjectIdentifier(layer)
            drawnAreas[slot] = (0, .null)
        } else {
            slot = nodes.count
            nodes.append(node)
            owners.append(ObjectIdentifier(layer))
            drawnAreas.append((0, .null))
        }
        layer.renderNodeSlot = slot
        return slot
    }

    /// The layer's node if it has one: whether the compositor has drawn it (a free-standing
    /// layer) or kept something for it.
    func existingNode(for layer: CALayer) -> RenderNode? {
        ownSlot(of: layer).flatMap { nodes[$0] }
    }

    /// How many nodes there are.
    var count: Int { nodes.count - freeSlots.count }

    /// Frees the slots of the nodes whose layers went.
    private func sweep() {
        for slot in nodes.indices {
            if let node = nodes[slot], node.layer.object == nil {
                nodes[slot] = nil
                owners[slot] = nil
                freeSlots.append(slot)
            }
        }
        countAfterSweep = count
        madeSinceSweep = 0
    }
}
