import Foundation

extension UIImage {
    /// Which weight of a symbol to draw; the raw values are UIKit's.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of text that matches a symbol of this weight.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
}

extension UIFont.Weight {
    /// The symbol weight nearest this font weight.
    public func symbolWeight() -> UIImage.SymbolWeight {
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return weights.min { abs($0.fontWeight().rawValue - rawValue) < abs($1.fontWeight().rawValue - rawValue) }!
    }
}
