import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// An image set as a layer's `contents`: on a view's own layer as on a free-standing one,
/// filtered as the layer asks, and the rendering hints UIKit code sets on the way.
@Suite(.freshApplication)
@MainActor
struct LayerContentsTests {
    /// Black on its left pixel, white on its right: 2 by 1 pixels.
    private func blackThenWhite() -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            context.cgContext.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.cgContext.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }.cgImage!
    }

    /// The grey of the pixels near the ends and just either side of the middle of a 40 by
    /// 10 point view whose layer shows `image`, drawn at @1x.
    private func middle(of image: CGImage, filter: CALayerContentsFilter?, onFreeLayer: Bool) -> [UInt8] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        root.backgroundColor = .red
        let layer = onFreeLayer ? CALayer() : root.layer
        if onFreeLayer {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.frame = root.bounds
            root.layer.addSublayer(layer)
        }
        // The contents are set at once: a committed free-standing layer would fade them in.
        layer.contents = image
        if let filter { layer.magnificationFilter = filter }
        if onFreeLayer { CATransaction.commit() }
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        let picture = renderer.image.cgImage!
        return [2, 19, 20, 37].map { picture.pixel(x: $0, y: 5).g }
    }

    @Test func aViewsOwnLayerDrawsItsContents() {
        let greys = middle(of: blackThenWhite(), filter: nil, onFreeLayer: false)
        #expect(greys.first! < 40 && greys.last! > 215, "the image covers the view's red background, black to white")
        #expect(greys == middle(of: blackThenWhite(), filter: nil, onFreeLayer: true), "as a free-standing layer draws it")
    }

    @Test func nearestMagnificationKeepsPixelsSquare() {
        let nearest = middle(of: blackThenWhite(), filter: .nearest, onFreeLayer: true)
        #expect(nearest == [0, 0, 255, 255], "each image pixel a hard-edged block of 20 points")
        let linear = middle(of: blackThenWhite(), filter: .linear, onFreeLayer: true)
        #expect(linear[1] > 0 && linear[2] < 255, "the default blends across the middle")
    }

    @Test func renderingHintsAreKeptAsSet() {
        let bar = UITabBar()
        bar.layer.shadowOpacity = 0.1
        bar.layer.shouldRasterize = true
        bar.layer.rasterizationScale = UIScreen.main.scale
        bar.layer.allowsEdgeAntialiasing = true
        bar.layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        bar.layer.drawsAsynchronously = true
        #expect(bar.layer.shouldRasterize && bar.layer.rasterizationScale == UIScreen.main.scale)
        #expect(bar.layer.allowsEdgeAntialiasing && bar.layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge])
        #expect(bar.layer.drawsAsynchronously && bar.layer.allowsGroupOpacity && bar.layer.minificationFilter == .linear)
    }
}
