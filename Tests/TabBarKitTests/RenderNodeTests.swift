import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// What the compositor keeps for a layer lives in its application's render nodes, beside
/// the layer: made as the layer is drawn, never handed to another layer, let go of as the
/// layers go.
@Suite(.freshApplication)
@MainActor
struct RenderNodeTests {
    private func rootWithRenderer() -> (UIView, ViewRenderer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.backgroundColor = .white
        return (root, ViewRenderer(rootView: root, scale: 1))
    }

    @Test func aDrawnLayerHasANodeAndAnUndrawnOneNone() {
        let (root, renderer) = rootWithRenderer()
        let drawn = CALayer(), waiting = CALayer()
        drawn.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        drawn.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.layer.addSublayer(drawn)
        renderer.render()
        let nodes = root.application.renderNodes
        #expect(nodes.existingNode(for: drawn) != nil)
        #expect(nodes.existingNode(for: waiting) == nil, "a layer never drawn")
        // A plain view's layer needs nothing kept.
        #expect(nodes.existingNode(for: root.layer) == nil)
    }

    /// The masks of a shadowed view are kept in its layer's node, and a second frame that
    /// paints the same shadow reuses them.
    @Test func aShadowedViewsMasksAreKeptInItsNode() throws {
        let (root, renderer) = rootWithRenderer()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        root.addSubview(card)
        renderer.render()
        let node = try #require(root.application.renderNodes.existingNode(for: card.layer))
        let masks = node.shadowMasks
        root.backgroundColor = .systemGray6
        renderer.render()
        #expect(root.application.renderNodes.existingNode(for: card.layer) === node)
        #expect(node.shadowMasks === masks)
    }

    /// A node whose layer went is not handed to a new layer made where the old one lay (the
    /// allocator gives a freed layer's memory to the next one made, except under
    /// AddressSanitizer, which keeps freed memory out of use for a while).
    @Test func aGoneLayersNodeIsNoNewLayers() {
        let nodes = UIApplication.shared.renderNodes
        for _ in 0..<200 {
            let layer = CALayer()
            #expect(nodes.existingNode(for: layer) == nil, "a new layer starts with no node")
            nodes.drawnAreas[nodes.slot(for: layer)] = (7, CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// Layers come and go: the table keeps about as many nodes as there are layers alive,
    /// not one for every layer it ever drew.
    @Test func nodesOfGoneLayersAreLetGo() {
        let (root, renderer) = rootWithRenderer()
        var layers = (0..<500).map { i -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: CGFloat(i % 100), y: CGFloat(i / 100) * 5, width: 4, height: 4)
            layer.backgroundColor = CGColor(gray: 0, alpha: 1)
            root.layer.addSublayer(layer)
            return layer
        }
        renderer.render()
        let nodes = root.application.renderNodes
        #expect(nodes.count >= 500)
        for layer in layers { layer.removeFromSuperlayer() }
        layers.removeAll()
        // Frames go on, each with a new layer that goes again.
        for _ in 0..<600 {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            root.layer.addSublayer(layer)
            renderer.render()
            layer.removeFromSuperlayer()
        }
        #expect(nodes.count < 100, "the gone layers' nodes are swept out")
    }
}
