import Foundation

extension UIImage {
    /// A system symbol at the default configuration, or nil for a name not in <doc:IMAGES>.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol at `configuration`; a configuration that is not a symbol configuration
    /// gives its traits only. Nil for a name not in <doc:IMAGES>.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let art = SystemSymbols.art(named: name) else { return nil }
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        let drawing = SymbolDrawing(
            name: name, art: art, configuration: symbolConfiguration,
            scale: SymbolDrawing.scale(for: symbolConfiguration))
        // Reported as automatic; views draw automatic symbols as templates (drawsAsTemplate).
        self.init(symbol: drawing, renderingMode: .automatic, tint: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// A symbol's configuration, or what `withConfiguration(_:)` last gave a bitmap.
    public var configuration: UIImage.Configuration? { symbol?.configuration ?? bitmapConfiguration }

    /// Nil unless the image is a symbol.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// This image with `configuration` in place of its own. A symbol keeps a symbol
    /// configuration: a plain configuration's traits are laid over its current one, as UIKit
    /// does. Rendering mode and tint stay.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return UIImage(copying: self, configuration: configuration) }
        let replacement = configuration as? SymbolConfiguration ?? symbol.configuration.applying(configuration)
        return UIImage(
            symbol: symbol.with(replacement), renderingMode: renderingMode, tint: bakedTint, mirrorsInRightToLeft: mirrorsInRightToLeft)
    }

    /// This symbol with `configuration`'s specified attributes laid over its own; nil for an
    /// image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return UIImage(
            symbol: symbol.with(symbol.configuration.applying(configuration)), renderingMode: renderingMode, tint: bakedTint,
            mirrorsInRightToLeft: mirrorsInRightToLeft)
    }
}
