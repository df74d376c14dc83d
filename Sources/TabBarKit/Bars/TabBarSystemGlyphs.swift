import Foundation

/// The pictures of the twelve system tab items, drawn as our own vector art.
///
/// Each is a 25×25 pt template image (the regular bar's glyph size) drawn at 3× so it stays
/// crisp on 2× and 3× screens. Bars rebuild their buttons often, so each picture is drawn
/// once, on first use, and shared.
@MainActor
enum TabBarSystemGlyphs {
    static let canvas = CGSize(width: 25, height: 25)

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

    // The dots, the glass and the list have no filled form, as in SF Symbols.
    private static let more = draw { moreDots() }
    private static let starOutline = draw { star(filled: false) }
    private static let starFilled = draw { star(filled: true) }
    private static let clockOutline = draw { clock(filled: false) }
    private static let clockFilled = draw { clock(filled: true) }
    private static let contactsOutline = draw { person(filled: false) }
    private static let contactsFilled = draw { person(filled: true) }
    private static let bookOutline = draw { openBook(filled: false) }
    private static let bookFilled = draw { openBook(filled: true) }
    private static let search = draw { magnifyingGlass() }
    private static let downloadsOutline = draw { arrowIntoTray(filled: false) }
    private static let downloadsFilled = draw { arrowIntoTray(filled: true) }
    private static let numberedList = draw { listWithNumbers() }

    private static func draw(_ shape: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            shape()
        }.withRenderingMode(.alwaysTemplate)
    }
}
