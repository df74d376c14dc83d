import CCairo
import Foundation

/// A Gaussian-like blur of an image's alpha channel (three box blurs each way), which is
/// what a layer shadow is. Cairo has no blur of its own.
enum ShadowBlur {
    /// Paints `body` (drawn offscreen over `extent` at `scale`) over its shadow: `caster`'s
    /// alpha blurred by `radius` points, in `color`, moved by `offset`; the mask comes from
    /// `cache` when the caster's alpha is what it was.
    /// What casts a shadow shaped by `shadowPath`: the path filled opaque, in a bitmap of
    /// `extent` (in the layer's space) at `scale`; nil when no bitmap can be made.
    static func caster(of path: CGPath, in extent: CGRect, scale: CGFloat) -> CGImage? {
        guard let width = CGImage.pixels(extent.width, scale: scale), let height = CGImage.pixels(extent.height, scale: scale),
            let surface = CGImage.makeSurface(width: width, height: height)
        else { return nil }
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -extent.minX, y: -extent.minY)
        context.beginPath()
        context.addPath(path)
        context.setFillColor(gray: 0, alpha: 1)
        context.fillPath()
        return CGImage(surface: surface)
    }

    static func paint(
        _ body: CGImage, shadowOf caster: CGImage, at extent: CGRect, offset: CGSize, radius: CGFloat,
        color: CGColor, scale: CGFloat, cache: ShadowMaskCache, in context: CGContext
    ) {
        if let mask = cache.mask(for: caster, radius: radius * scale) {
            context.saveGState()
            context.translateBy(x: extent.minX + offset.width, y: extent.minY + offset.height)
            context.scaleBy(x: 1 / scale, y: 1 / scale)
            context.maskImage(mask, color: color)
            context.restoreGState()
        }
        context.saveGState()
        context.translateBy(x: extent.minX, y: extent.minY)
        context.scaleBy(x: 1 / scale, y: 1 / scale)
        context.paintImage(body, alpha: 1)
        context.restoreGState()
    }

    /// An alpha-only (A8) image of `image`'s alpha blurred by `radius` pixels: a mask, a
    /// quarter of the memory of a colour image, since masks are kept (ShadowMaskCache).
    static func blurredAlpha(of image: CGImage, radius: CGFloat) -> CGImage? {
        let width = image.width, height = image.height
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            let source = cairo_image_surface_get_data(image.surface)
        else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(image.surface)
        cairo_surface_flush(surface)
        let sourceStride = image.bytesPerRow, targetStride = Int(cairo_image_surface_get_stride(surface))

        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = source.advanced(by: y * sourceStride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) }
        }
        // Core Animation's shadowRadius acts as about twice the Gaussian sigma.
        let sigma = Float(max(0, radius)) / 2
        if sigma > 0.3 {
            let box = max(1, Int((sqrt(12 * sigma * sigma / 3 + 1)).rounded())) | 1
            var scratch = alpha
            for _ in 0..<3 {
                boxBlur(&alpha, into: &scratch, width: width, height: height, box: box, horizontal: true)
                boxBlur(&scratch, into: &alpha, width: width, height: height, box: box, horizontal: false)
            }
        }
        for y in 0..<height {
            let row = target.advanced(by: y * targetStride)
            for x in 0..<width {
                row[x] = UInt8(min(255, max(0, alpha[y * width + x].rounded())))
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(surface: surface)
    }

    /// One pass of a running-sum box blur of width `box` along rows or columns.
    private static func boxBlur(_ input: inout [Float], into output: inout [Float], width: Int, height: Int, box: Int, horizontal: Bool) {
        let half = box / 2
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let norm = 1 / Float(box)
        for line in 0..<lines {
            let base = horizontal ? line * width : line
            var sum: Float = 0
            for i in -half...half where i >= 0 && i < length { sum += input[base + i * step] }
            for i in 0..<length {
                output[base + i * step] = sum * norm
                let outIndex = i - half, inIndex = i + half + 1
                if outIndex >= 0 { sum -= input[base + outIndex * step] }
                if inIndex < length { sum += input[base + inIndex * step] }
            }
        }
    }
}
