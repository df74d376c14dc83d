import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct RoundedRectMaskTests {
    /// A turned shape fills its solid middle directly and resamples only the ring around
    /// it; the pixels must be exactly those of resampling the whole shape.
    @Test func aTurnedFillPaintsTheSamePixelsAsOneResampledComposite() {
        let shapes = [
            CGRect(x: 0, y: 0, width: 24, height: 24), CGRect(x: 0, y: 0, width: 40, height: 30),
            CGRect(x: 0, y: 0, width: 60, height: 14), CGRect(x: 0, y: 0, width: 3, height: 40),
        ]
        let colors = [RGBA(red: 0, green: 0.478, blue: 1, alpha: 1), RGBA(red: 1, green: 0.23, blue: 0.19, alpha: 0.6)]
        for (s, shape) in shapes.enumerated() {
            for step in 0..<24 {
                let angle = CGFloat(step) * .pi / 23 - 0.05
                let color = colors[(s + step) % colors.count]
                let center = CGPoint(x: 40.3 + CGFloat(step % 3) * 0.25, y: 39.8 + CGFloat(step % 4) * 0.2)
                func draw(split: Bool) -> [UInt32] {
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 2
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80), format: format).image { context in
                        let cg = context.cgContext
                        for band in 0..<8 {
                            cg.setFillColor(gray: CGFloat(band) / 7, alpha: 1)
                            cg.fill(CGRect(x: CGFloat(band) * 10, y: 0, width: 10, height: 80))
                        }
                        cg.translateBy(x: center.x, y: center.y)
                        cg.rotate(by: angle)
                        cg.translateBy(x: -shape.width / 2, y: -shape.height / 2)
                        let drawn = RoundedRectMasks.fill(
                            shape, radius: min(8, shape.width / 2), color: color,
                            allowingResampling: true, in: cg, splittingTurned: split)
                        #expect(drawn, "the fast path applies to a turned shape")
                    }
                    return image.cgImage!.argbPixels
                }
                let whole = draw(split: false), split = draw(split: true)
                let differing = zip(whole, split).filter { $0 != $1 }.count
                #expect(differing == 0, "shape \(s) at \(angle) rad: \(differing) pixels differ")
            }
        }
    }
}
