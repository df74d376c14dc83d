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

    /// FNV-1a over the alpha bytes, two pixels' alphas (brought down to the low 16 bits,
    /// where a multiply spreads them over the whole hash) at a time in four lanes, so that
    /// the multiplies overlap instead of waiting on one another: a platter's caster is some
    /// 100,000 pixels, hashed every frame it is drawn. The lanes and the pixels left over at
    /// the end of each row are folded together at the end.
    static func alphaHash(of image: CGImage) -> UInt64 {
        guard let data = cairo_image_surface_get_data(image.surface) else { return 0 }
        cairo_surface_flush(image.surface)
        let prime: UInt64 = 0x0000_0100_0000_01b3
        /// The alphas of two ARGB32 pixels read as one word, as one 16-bit number.
        func alphas(_ word: UInt64) -> UInt64 { (word >> 24) & 0xFF | (word >> 48) & 0xFF00 }
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_8422_2325_cbf2, 0x2325_cbf2_9ce4_8422
        )
        var tail: UInt64 = 0xcbf2_9ce4_8422_2325
        let width = image.width
        for y in 0..<image.height {
            let row = UnsafeRawPointer(data.advanced(by: y * image.bytesPerRow))
            var x = 0
            while x + 8 <= width {
                let words = row.advanced(by: x * 4)
                lanes.0 = (lanes.0 ^ alphas(words.loadUnaligned(as: UInt64.self))) &* prime
                lanes.1 = (lanes.1 ^ alphas(words.loadUnaligned(fromByteOffset: 8, as: UInt64.self))) &* prime
                lanes.2 = (lanes.2 ^ alphas(words.loadUnaligned(fromByteOffset: 16, as: UInt64.self))) &* prime
                lanes.3 = (lanes.3 ^ alphas(words.loadUnaligned(fromByteOffset: 24, as: UInt64.self))) &* prime
                x += 8
            }
            while x < width {
                tail = (tail ^ UInt64(row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24)) &* prime
                x += 1
            }
        }
        func fold(_ hash: UInt64, _ lane: UInt64) -> UInt64 { (hash ^ (lane >> 32) ^ lane) &* prime }
        return fold(fold(fold(fold(tail, lanes.0), lanes.1), lanes.2), lanes.3)
    }
}
