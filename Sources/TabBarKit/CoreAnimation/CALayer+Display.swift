import Foundation

extension CALayer {
    /// The default `display()`: a bitmap of the bounds at `contentsScale` that
    /// `draw(in:)` paints becomes the contents (none for empty bounds).
    func drawContentsBitmap() {
        drawsContentsBitmap = true
        defer { drawsContentsBitmap = false }
        let size = stored.bounds.size
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        guard size.width > 0, size.height > 0 else {
            contents = nil
            return
        }
        guard let width = CGImage.pixels(size.width, scale: scale), let height = CGImage.pixels(size.height, scale: scale),
            let surface = CGImage.makeSurface(width: width, height: height)
        else {
            Log.layers.error(
                "display(): cannot make a bitmap of \(size.width)×\(size.height) points at scale \(scale); the layer keeps no contents")
            contents = nil
            return
        }
        let image = CGImage(surface: surface)
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -stored.bounds.minX, y: -stored.bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        contents = image
    }

    /// Lays out and draws what a free-standing layer has pending, just before it is
    /// rendered: the area is being repainted already, so the changes repaint nothing more.
    func prepareForRendering() {
        guard needsOwnLayout || displayIsDue else { return }
        displaysWhileRendering = true
        defer { displaysWhileRendering = false }
        if needsOwnLayout { layoutSublayers() }
        if displayIsDue { display() }
    }
}
