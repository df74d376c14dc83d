import Foundation

/// How big and how heavy a symbol is drawn for a configuration (the numbers and their reasons
/// are in <doc:IMAGES>, "System symbols").
///
/// The art is drawn on a square grid of `SymbolArt.grid` units. At the default point size,
/// the body text size, one unit is one point, so a default symbol fills the 25-point box the
/// tab bar's own glyphs use; other sizes scale the grid as a font's glyphs scale with its size.
struct SymbolMetrics: Equatable, Sendable {
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let scale: UIImage.SymbolScale

    init(_ attributes: SymbolAttributes) {
        switch attributes.size {
        case .points(let points)?:
            pointSize = points
            weight = attributes.weight
        case .textStyle(let style)?:
            pointSize = style.metrics.size
            // A text style brings its weight (Headline is semibold), as its text has.
            weight = attributes.weight != .unspecified ? attributes.weight : style.metrics.weight.symbolWeight()
        case nil:
            pointSize = Self.defaultPointSize
            weight = attributes.weight
        }
        scale = attributes.scale
    }

    static let defaultPointSize = UIFont.TextStyle.body.metrics.size

    /// The side of the square image in points, before rounding to whole pixels.
    var side: CGFloat { SymbolArt.grid * pointSize / Self.defaultPointSize * scaleFactor }

    /// Small and large are about 20 % smaller and 30 % larger than medium, as Apple documents
    /// for AppKit's symbol scales.
    var scaleFactor: CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        case .default, .unspecified, .medium: 1
        }
    }

    /// Line widths relative to regular: about the steps between a type family's stems, held
    /// in at the heavy end, where the art's gaps would close.
    var lineFactor: CGFloat {
        switch weight {
        case .ultraLight: 0.4
        case .thin: 0.55
        case .light: 0.75
        case .unspecified, .regular: 1
        case .medium: 1.12
        case .semibold: 1.25
        case .bold: 1.4
        case .heavy: 1.55
        case .black: 1.7
        }
    }
}
