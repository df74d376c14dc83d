import Foundation

@testable import TabBarKit

/// The system symbols Sources/TabBarKit/TabBarKit.docc/IMAGES.md promises, and measures of their pictures.
enum Symbols {
    /// Every outline name, with its filled form where SF Symbols has one.
    static let pairs: [(outline: String, fill: String?)] = [
        ("house", "house.fill"), ("house.circle", "house.circle.fill"),
        ("magnifyingglass", nil), ("magnifyingglass.circle", "magnifyingglass.circle.fill"),
        ("person", "person.fill"), ("person.2", "person.2.fill"), ("person.crop.circle", "person.crop.circle.fill"),
        ("gearshape", "gearshape.fill"), ("gear", nil), ("heart", "heart.fill"), ("star", "star.fill"),
        ("bell", "bell.fill"), ("bookmark", "bookmark.fill"), ("plus", nil), ("plus.circle", "plus.circle.fill"),
        ("minus.circle", "minus.circle.fill"), ("info.circle", nil),
        ("message", "message.fill"), ("envelope", "envelope.fill"), ("cart", "cart.fill"), ("bag", "bag.fill"),
        ("list.bullet", nil), ("square.grid.2x2", "square.grid.2x2.fill"), ("clock", "clock.fill"),
        ("map", "map.fill"), ("camera", "camera.fill"), ("photo", "photo.fill"), ("music.note", nil),
        ("play.circle", "play.circle.fill"), ("chart.bar", "chart.bar.fill"), ("folder", "folder.fill"),
        ("calendar", nil), ("ellipsis", nil), ("ellipsis.circle", "ellipsis.circle.fill"), ("xmark", nil),
        ("xmark.circle", "xmark.circle.fill"),
        ("chevron.left", nil), ("chevron.right", nil), ("chevron.down", nil), ("sidebar.leading", nil), ("checkmark", nil),
        ("checkmark.circle", "checkmark.circle.fill"), ("circle", "circle.fill"), ("line.3.horizontal", nil),
        ("minus", nil), ("trash", "trash.fill"), ("pencil", nil), ("square.and.arrow.up", "square.and.arrow.up.fill"),
        ("doc.on.doc", "doc.on.doc.fill"),
    ]

    static let names: [String] = pairs.flatMap { [$0.outline] + ($0.fill.map { [$0] } ?? []) }

    static let filledPairs: [(String, String)] = pairs.compactMap { pair in pair.fill.map { (pair.outline, $0) } }

    /// How much the picture covers, in square points: the sum of its alpha.
    static func ink(_ image: UIImage) -> CGFloat {
        guard let cgImage = image.cgImage else { return 0 }
        let alpha = cgImage.argbPixels.reduce(0) { $0 + Int($1 >> 24) }
        return CGFloat(alpha) / 255 / (image.scale * image.scale)
    }

    /// A configuration that draws at 2 pixels per point whatever the main screen is.
    static func atTwoX(_ configuration: UIImage.SymbolConfiguration) -> UIImage.SymbolConfiguration {
        configuration.withTraitCollection(UITraitCollection(displayScale: 2))
    }
}
