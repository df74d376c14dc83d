import Foundation

/// The names `UIImage(systemName:)` knows, each with its picture. Names follow SF Symbols;
/// a `.fill` form exists where SF Symbols has one. Any other name gives no image.
enum SystemSymbols {
    typealias Art = @Sendable (GlyphPen) -> Void

    static func art(named name: String) -> Art? { table[name] }

    static var names: [String] { table.keys.sorted() }

    /// Symbols that point to a side of the reading direction: drawn mirrored in right-to-left,
    /// as SF Symbols' directional symbols are.
    static let directional: Set<String> = ["sidebar.leading"]

    private static let table: [String: Art] = [
        "bag": { SymbolArt.bag(filled: false, pen: $0) },
        "bag.fill": { SymbolArt.bag(filled: true, pen: $0) },
        "bell": { SymbolArt.bell(filled: false, pen: $0) },
        "bell.fill": { SymbolArt.bell(filled: true, pen: $0) },
        "bookmark": { SymbolArt.bookmark(filled: false, pen: $0) },
        "bookmark.fill": { SymbolArt.bookmark(filled: true, pen: $0) },
        "calendar": { SymbolArt.calendar(pen: $0) },
        "camera": { SymbolArt.camera(filled: false, pen: $0) },
        "camera.fill": { SymbolArt.camera(filled: true, pen: $0) },
        "cart": { SymbolArt.cart(filled: false, pen: $0) },
        "cart.fill": { SymbolArt.cart(filled: true, pen: $0) },
        "chart.bar": { SymbolArt.barChart(filled: false, pen: $0) },
        "chart.bar.fill": { SymbolArt.barChart(filled: true, pen: $0) },
        "checkmark": { SymbolArt.checkmark(pen: $0) },
        "checkmark.circle": { pen in SymbolArt.circled(filled: false, pen: pen) { SymbolArt.checkmark(pen: $0) } },
        "checkmark.circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen) { SymbolArt.checkmark(pen: $0) } },
        "chevron.down": { SymbolArt.chevronDown(pen: $0) },
        "chevron.left": { SymbolArt.chevron(pointingRight: false, pen: $0) },
        "chevron.right": { SymbolArt.chevron(pointingRight: true, pen: $0) },
        "circle": { pen in SymbolArt.circled(filled: false, pen: pen) { _ in } },
        "circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen) { _ in } },
        "clock": { SymbolArt.clock(filled: false, pen: $0) },
        "clock.fill": { SymbolArt.clock(filled: true, pen: $0) },
        "doc.on.doc": { SymbolArt.twoSheets(filled: false, pen: $0) },
        "doc.on.doc.fill": { SymbolArt.twoSheets(filled: true, pen: $0) },
        "ellipsis": { SymbolArt.ellipsis(pen: $0) },
        "ellipsis.circle": { pen in SymbolArt.circled(filled: false, pen: pen, shrink: 0.6) { SymbolArt.ellipsis(pen: $0) } },
        "ellipsis.circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen, shrink: 0.6) { SymbolArt.ellipsis(pen: $0) } },
        "envelope": { SymbolArt.envelope(filled: false, pen: $0) },
        "envelope.fill": { SymbolArt.envelope(filled: true, pen: $0) },
        "folder": { SymbolArt.folder(filled: false, pen: $0) },
        "folder.fill": { SymbolArt.folder(filled: true, pen: $0) },
        "gear": { SymbolArt.gear(pen: $0) },
        "gearshape": { SymbolArt.gearShape(filled: false, pen: $0) },
        "gearshape.fill": { SymbolArt.gearShape(filled: true, pen: $0) },
        "heart": { SymbolArt.heart(filled: false, pen: $0) },
        "heart.fill": { SymbolArt.heart(filled: true, pen: $0) },
        "house": { SymbolArt.house(filled: false, pen: $0) },
        "house.fill": { SymbolArt.house(filled: true, pen: $0) },
        "house.circle": { pen in
            SymbolArt.circled(filled: false, pen: pen, shrink: 0.62, innerWeight: 0.8) { SymbolArt.house(filled: false, pen: $0) }
        },
        "house.circle.fill": { pen in
            SymbolArt.circled(filled: true, pen: pen, shrink: 0.62, innerWeight: 0.8) { SymbolArt.house(filled: false, pen: $0) }
        },
        "line.3.horizontal": { SymbolArt.threeLines(pen: $0) },
        "list.bullet": { SymbolArt.listBullet(pen: $0) },
        "magnifyingglass": { SymbolArt.magnifyingGlass(pen: $0) },
        "sidebar.leading": { SymbolArt.sidebarLeading(pen: $0) },
        "magnifyingglass.circle": { pen in
            SymbolArt.circled(filled: false, pen: pen, innerWeight: 0.8) { SymbolArt.magnifyingGlass(pen: $0) }
        },
        "magnifyingglass.circle.fill": { pen in
            SymbolArt.circled(filled: true, pen: pen, innerWeight: 0.8) { SymbolArt.magnifyingGlass(pen: $0) }
        },
        "map": { SymbolArt.map(filled: false, pen: $0) },
        "map.fill": { SymbolArt.map(filled: true, pen: $0) },
        "message": { SymbolArt.message(filled: false, pen: $0) },
        "message.fill": { SymbolArt.message(filled: true, pen: $0) },
        "music.note": { SymbolArt.musicNote(pen: $0) },
        "pencil": { SymbolArt.pencil(pen: $0) },
        "person": { SymbolArt.person(filled: false, pen: $0) },
        "person.fill": { SymbolArt.person(filled: true, pen: $0) },
        "person.2": { SymbolArt.twoPeople(filled: false, pen: $0) },
        "person.2.fill": { SymbolArt.twoPeople(filled: true, pen: $0) },
        "person.crop.circle": { SymbolArt.personInRing(filled: false, pen: $0) },
        "person.crop.circle.fill": { SymbolArt.personInRing(filled: true, pen: $0) },
        "photo": { SymbolArt.photo(filled: false, pen: $0) },
        "photo.fill": { SymbolArt.photo(filled: true, pen: $0) },
        "play.circle": { SymbolArt.playCircle(filled: false, pen: $0) },
        "play.circle.fill": { SymbolArt.playCircle(filled: true, pen: $0) },
        "plus": { SymbolArt.plus(pen: $0) },
        "minus": { SymbolArt.minus(pen: $0) },
        "minus.circle": { pen in SymbolArt.circled(filled: false, pen: pen) { SymbolArt.minus(pen: $0) } },
        "minus.circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen) { SymbolArt.minus(pen: $0) } },
        "plus.circle": { pen in SymbolArt.circled(filled: false, pen: pen) { SymbolArt.plus(pen: $0) } },
        "plus.circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen) { SymbolArt.plus(pen: $0) } },
        "square.grid.2x2": { SymbolArt.squareGrid(filled: false, pen: $0) },
        "square.grid.2x2.fill": { SymbolArt.squareGrid(filled: true, pen: $0) },
        "square.and.arrow.up": { SymbolArt.shareBox(filled: false, pen: $0) },
        "square.and.arrow.up.fill": { SymbolArt.shareBox(filled: true, pen: $0) },
        "star": { SymbolArt.star(filled: false, pen: $0) },
        "star.fill": { SymbolArt.star(filled: true, pen: $0) },
        "info.circle": { pen in SymbolArt.circled(filled: false, pen: pen) { SymbolArt.info(pen: $0) } },
        "trash": { SymbolArt.trash(filled: false, pen: $0) },
        "trash.fill": { SymbolArt.trash(filled: true, pen: $0) },
        "xmark": { SymbolArt.xmark(pen: $0) },
        "xmark.circle": { pen in SymbolArt.circled(filled: false, pen: pen) { SymbolArt.xmark(pen: $0) } },
        "xmark.circle.fill": { pen in SymbolArt.circled(filled: true, pen: pen) { SymbolArt.xmark(pen: $0) } },
    ]
}
