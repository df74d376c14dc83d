import CCairo
import Foundation

/// A layer's last few blurred shadow masks and what each was made from: the caster's size,
/// its alpha (as a 64-bit FNV-1a hash) and the blur radius in pixels. A layer whose shadow
/// caster paints an alpha it painted lately (a platter that moves between tabs of a few
/// widths) reuses the mask instead of blurring anew; hashing the alpha costs a small part
/// of blurring it.
final class ShadowMaskCache {
    /// The masks kept, most recently used last.
    private var entries: [(key: Key, mask: CGImage)] = []
    static let capacity = 8
    /// Larger masks (a shadow around most of an iPad screen) are made each time, not kept.
    static let largestKept = 1 << 20

    private struct Key: Equatable {
        let width: Int, height: Int
        let radius: CGFloat
        let alphaHash: UInt64
    }

    /// The mask for `caster` blurred by `radius` pixels: a kept one made from the same, else
    /// a new one, kept in place of the one used longest ago.
    func mask(for caster: CGImage, radius: CGFloat) -> CGImage? {
        guard caster.width * caster.height <= Self.largestKept else { return ShadowBlur.blurredAlpha(of: caster, radius: radius) }
        let key = Key(width: caster.width, height: caster.height, radius: radius, alphaHash: Self.alphaHash(of: caster))
        if let index = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.mask
        }
        guard let mask = ShadowBlur.blurredAlpha(of: caster, radius: radius) else { return nil }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, mask))
        return mask
    }

    private static func alphaHash(of image: CGImage) -> UInt64 {
        guard let data = cairo_image_surface_get_data(image.surface) else { return 0 }
        cairo_surface_flush(image.surface)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for y in 0..<image.height {
            let row = data.advanced(by: y * image.bytesPerRow).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
            for x in 0..<image.width {
                hash = (hash ^ UInt64(row[x] >> 24)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
