import CCairo
import Foundation

/// A Gaussian-like blur of a colour image, cheap enough for a bar on every repaint: the
/// caller draws the backdrop already reduced until the blur is about two pixels wide (see
/// `reduction(forSigma:)`), it is blurred there with three box blurs each way, and the
/// caller scales it up again with bilinear filtering, which smooths what is left.
enum BackdropBlur {
    /// How many times smaller than the device to draw a backdrop blurred by `sigma` pixels.
    static func reduction(forSigma sigma: CGFloat) -> CGFloat {
        max(1, (sigma / 2).rounded(.down))
    }

    /// Blurs `image` in place by a Gaussian of `sigma` of its own pixels.
    static func blur(_ image: CGImage, sigma: CGFloat) {
        cairo_surface_flush(image.surface)
        boxBlurChannels(of: image.surface, width: image.width, height: image.height, sigma: Float(sigma))
        cairo_surface_mark_dirty(image.surface)
    }

    /// A hash of the image's size, pixels and the blur asked for: equal fingerprints
    /// blur to the same picture. Hashing is far cheaper than reducing and blurring.
    static func fingerprint(of image: CGImage, sigma: CGFloat) -> Int {
        var hasher = Hasher()
        hasher.combine(image.width)
        hasher.combine(image.height)
        hasher.combine(sigma)
        if let data = cairo_image_surface_get_data(image.surface) {
            hasher.combine(bytes: UnsafeRawBufferPointer(start: data, count: image.bytesPerRow * image.height))
        }
        return hasher.finalize()
    }

    /// One pass of a running-sum box blur along rows or columns. Past the edges the edge
    /// pixel repeats: a backdrop ends at the screen's edge, and must not fade out there.
    private static func boxBlur(
        _ input: UnsafeMutableBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Float>,
        width: Int, height: Int, box: Int, horizontal: Bool
    ) {
        let half = box / 2
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let norm = 1 / Float(box)
        for line in 0..<lines {
            let base = horizontal ? line * width : line
            let first = input[base], last = input[base + (length - 1) * step]
            var sum: Float = 0
            for i in -half...half { sum += input[base + min(length - 1, max(0, i)) * step] }
            for i in 0..<length {
                output[base + i * step] = sum * norm
                let entering = i + half + 1, leaving = i - half
                sum +=
                    (entering < length ? input[base + entering * step] : last)
                    - (leaving >= 0 ? input[base + leaving * step] : first)
            }
        }
    }

    /// Three box blurs each way of every premultiplied channel, which approach a Gaussian.
    private static func boxBlurChannels(of surface: OpaquePointer, width: Int, height: Int, sigma: Float) {
        guard sigma > 0.3, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Three passes of a box of width w have variance 3 (w² − 1) / 12.
        let box = max(1, Int((sqrt(4 * sigma * sigma + 1)).rounded())) | 1
        var planes = [[Float]](repeating: [Float](repeating: 0, count: width * height), count: 4)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let pixel = row[x]
                for c in 0..<4 { planes[c][y * width + x] = Float((pixel >> UInt32(8 * c)) & 0xFF) }
            }
        }
        var scratch = planes[0]
        scratch.withUnsafeMutableBufferPointer { scratch in
            for c in 0..<4 {
                planes[c].withUnsafeMutableBufferPointer { plane in
                    for _ in 0..<3 {
                        boxBlur(plane, into: scratch, width: width, height: height, box: box, horizontal: true)
                        boxBlur(scratch, into: plane, width: width, height: height, box: box, horizontal: false)
                    }
                }
            }
        }
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                var pixel: UInt32 = 0
                let alpha = min(255, max(0, planes[3][y * width + x].rounded()))
                for c in 0..<4 {
                    // Premultiplied: no channel above the alpha.
                    let value = min(alpha, max(0, planes[c][y * width + x].rounded()))
                    pixel |= UInt32(value) << UInt32(8 * c)
                }
                row[x] = pixel
            }
        }
    }
}
