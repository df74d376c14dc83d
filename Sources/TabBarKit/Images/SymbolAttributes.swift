import Foundation

/// What a symbol configuration sets. Each attribute may be left unspecified, and laying one
/// set over another keeps what the top one leaves unspecified.
struct SymbolAttributes: Hashable, Sendable {
    /// A point size and a text style both say how big: whichever was given last counts.
    enum Size: Hashable, Sendable {
        case points(CGFloat)
        case textStyle(UIFont.TextStyle)
    }

    var size: Size?
    var weight = UIImage.SymbolWeight.unspecified
    var scale = UIImage.SymbolScale.unspecified

    /// A size of zero is UIKit's "unspecified"; a negative or non-finite one means nothing either.
    static func size(points: CGFloat) -> Size? {
        points > 0 && points.isFinite ? .points(points) : nil
    }

    func overlaid(by top: SymbolAttributes) -> SymbolAttributes {
        SymbolAttributes(
            size: top.size ?? size,
            weight: top.weight != .unspecified ? top.weight : weight,
            scale: top.scale != .unspecified ? top.scale : scale
        )
    }
}
