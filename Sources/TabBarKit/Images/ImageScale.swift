import Foundation

/// Pixels per point: which file fits a screen, and which scales are believable.
enum ImageScale {
    /// Asset catalogs list images for 1x, 2x and 3x screens; a scale outside this range would
    /// make an image thousands of times too large or too small, or 0×0.
    static let catalogRange: ClosedRange<CGFloat> = 1...3

    /// A Contents.json `scale` such as "2x", or nil when it is not a number in `catalogRange`
    /// followed by "x". No scale at all means 1x, as in Xcode's single-scale image sets.
    static func fromCatalog(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        guard text.hasSuffix("x"), let value = Double(text.dropLast()), catalogRange.contains(CGFloat(value)) else { return nil }
        return CGFloat(value)
    }

    /// A scale given in code. UIKit takes any positive one; zero, negative, infinite or NaN
    /// would give a size of zero, below zero or NaN, so those become 1, logged.
    static func checked(_ scale: CGFloat) -> CGFloat {
        if scale.isFinite && scale > 0 { return scale }
        Log.images.warning("\(ImageError.invalidScale(scale))")
        return 1
    }

    /// The exact scale if present, else the nearest larger one, else the largest smaller one:
    /// downscaling a sharper image looks better than blowing up a blurrier one.
    static func best<T>(of candidates: [(T, CGFloat)], for scale: CGFloat) -> (T, CGFloat)? {
        if let exact = candidates.first(where: { $0.1 == scale }) { return exact }
        if let larger = candidates.filter({ $0.1 > scale }).min(by: { $0.1 < $1.1 }) { return larger }
        return candidates.max(by: { $0.1 < $1.1 })
    }
}
