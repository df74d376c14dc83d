import Foundation

/// The pictures of the twelve system tab items, drawn as our own vector art.
///
/// Each is a 25×25 pt template image (the regular bar's glyph size) drawn at 3× so it stays
/// crisp on 2× and 3× screens. Bars rebuild their buttons often, so each picture is drawn
/// once, on first use, and shared.
@MainActor
enum TabBarSystemGlyphs {
    static let canvas = CGSize(width: SymbolArt.grid, height: SymbolArt.grid)

    static func image(for item: UITabBarItem.SystemItem, selected: Bool) -> UIImage? {
        switch item {
        case .more: more
        case .favorites, .featured, .topRated: selected ? starFilled : starOutline
        case .recents, .history, .mostRecent: selected ? clockFilled : clockOutline
        case .contacts: selected ? contactsFilled : contactsOutline
        case .bookmarks: selected ? bookFilled : bookOutline
        case .search: search
        case .downloads: selected ? downloadsFilled : downloadsOutline
        case .mostViewed: numberedList
        }
    }

    // The dots, the glass and the list have no filled form, as in SF Symbols. The pictures
    // the system symbols also show (ellipsis, star, clock, person.crop.circle,
    // magnifyingglass) are theirs, at the regular weight.
    private static let more = draw { SymbolArt.ellipsis(pen: $0) }
    private static let starOutline = draw { SymbolArt.star(filled: false, pen: $0) }
    private static let starFilled = draw { SymbolArt.star(filled: true, pen: $0) }
    private static let clockOutline = draw { SymbolArt.clock(filled: false, pen: $0) }
    private static let clockFilled = draw { SymbolArt.clock(filled: true, pen: $0) }
    private static let contactsOutline = draw { SymbolArt.personInRing(filled: false, pen: $0) }
    private static let contactsFilled = draw { SymbolArt.personInRing(filled: true, pen: $0) }
    private static let bookOutline = draw { openBook(filled: false, pen: $0) }
    private static let bookFilled = draw { openBook(filled: true, pen: $0) }
    private static let search = draw { SymbolArt.magnifyingGlass(pen: $0) }
    private static let downloadsOutline = draw { arrowIntoTray(filled: false, pen: $0) }
    private static let downloadsFilled = draw { arrowIntoTray(filled: true, pen: $0) }
    private static let numberedList = draw { listWithNumbers(pen: $0) }

    private static func draw(_ shape: (GlyphPen) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            shape(.regular)
        }.withRenderingMode(.alwaysTemplate)
    }
}
