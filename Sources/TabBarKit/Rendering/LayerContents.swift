import CCairo
import Foundation

/// A view's backing store: a bitmap, the size in points it was made for, and for
/// template images the colour its alpha is filled with.
struct LayerContents {
    var image: CGImage
    var size: CGSize
    var scale: CGFloat
    var tint: UIColor?
    /// A copy `factor` times smaller, made when a backdrop blur first drew these contents:
    /// later backdrops paint it nearly one to one instead of reducing the whole bitmap again.
    var reduced: (factor: CGFloat, image: CGImage)?

    /// The image `factor` times smaller (area-averaged by Cairo), nil if it cannot be made.
    func reducedImage(by factor: CGFloat) -> CGImage? {
        let width = max(1, Int((CGFloat(image.width) / factor).rounded(.up)))
        let height = max(1, Int((CGFloat(image.height) / factor).rounded(.up)))
        guard let surface = CGImage.makeSurface(width: width, height: height) else { return nil }
        let context = CGContext(surface: surface, scale: 1)
        context.scaleBy(x: CGFloat(width) / CGFloat(image.width), y: CGFloat(height) / CGFloat(image.height))
        context.paintImage(image, alpha: 1)
        cairo_surface_flush(surface)
        return CGImage(surface: surface)
    }

    /// Where contents of `size` go inside `bounds` for a content mode.
    static func rect(for mode: UIViewContentMode, size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            switch mode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch mode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
