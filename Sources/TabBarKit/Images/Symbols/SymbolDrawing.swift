import Foundation
import Synchronization

/// One system symbol at one configuration and scale: its size, known at once, and its
/// pixels, drawn on first use. The images made from it (`withRenderingMode`,
/// `withTintColor`, an equal configuration) hold the same drawing, so it is drawn once for
/// all of them; nothing is kept anywhere else.
final class SymbolDrawing: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
    /// Pixels per point.
    let scale: CGFloat
    /// The square's side in points: a whole number of pixels.
    let side: CGFloat
    private let art: SystemSymbols.Art
    private let lineFactor: CGFloat
    private let pixels = Mutex<CGImage??>(nil)

    init(name: String, art: @escaping SystemSymbols.Art, configuration: UIImage.SymbolConfiguration, scale: CGFloat) {
        self.name = name
        self.art = art
        self.configuration = configuration
        self.scale = scale
        let metrics = SymbolMetrics(configuration.attributes)
        side = max(1, (metrics.side * scale).rounded()) / scale
        lineFactor = metrics.lineFactor
    }

    /// The same symbol at another configuration, or this drawing when nothing changes.
    func with(_ newConfiguration: UIImage.SymbolConfiguration) -> SymbolDrawing {
        let newScale = Self.scale(for: newConfiguration)
        if newConfiguration == configuration && newScale == scale { return self }
        return SymbolDrawing(name: name, art: art, configuration: newConfiguration, scale: newScale)
    }

    /// Drawn while the lock is held, so two threads asking at once draw it once.
    var cgImage: CGImage? {
        pixels.withLock { stored in
            if let drawn = stored { return drawn }
            let drawn = draw()
            stored = .some(drawn)
            return drawn
        }
    }

    /// The configuration's display scale, else the main screen's, as named images choose.
    static func scale(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        guard let traits = configuration.traitCollection, traits.displayScale != 0 else { return ScreenConfiguration.current.scale }
        return ImageScale.checked(traits.displayScale)
    }

    private func draw() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let box = CGSize(width: side, height: side)
        return UIGraphicsImageRenderer(size: box, format: format).image { context in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            context.cgContext.scaleBy(x: side / SymbolArt.grid, y: side / SymbolArt.grid)
            art(GlyphPen(weight: lineFactor))
        }.cgImage
    }
}
