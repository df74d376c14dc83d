import CCairo
import Foundation

extension CGImage {
    /// The picture mirrored left to right (an image drawn in a right-to-left layout); nil if
    /// Cairo cannot make the copy.
    func mirroredLeftToRight() -> CGImage? {
        guard let surface = CGImage.makeSurface(width: width, height: height) else { return nil }
        let context = CGContext(surface: surface, scale: 1)
        context.translateBy(x: CGFloat(width), y: 0)
        context.scaleBy(x: -1, y: 1)
        context.paintImage(self, alpha: 1)
        cairo_surface_flush(surface)
        return CGImage(surface: surface)
    }
}
