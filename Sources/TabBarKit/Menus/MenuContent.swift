import Foundation

/// One row of a shown menu.
@MainActor
enum MenuRow {
    /// The menu's title, small and grey, over its first section.
    case title(String)
    /// An action; `owner` is the menu it was listed in (for single selection).
    case action(UIAction, owner: UIMenu)
    /// A submenu, opened in place when chosen.
    case submenu(UIMenu)
    /// The open submenu's own title, which closes it when chosen.
    case openSubmenu(UIMenu)
    /// Actions side by side: an inline menu of small or medium elements, or a palette.
    case palette([UIAction], size: UIMenu.ElementSize, owner: UIMenu)
    /// A deferred element whose provider has not answered yet.
    case loading
}

/// Turns a menu into the sections a shown menu draws: each inline submenu is a section of
/// its own, set apart by a wide separator; hidden elements are left out; a deferred
/// element shows what its provider gave or, until then, a loading row.
@MainActor
struct MenuContent {
    private(set) var sections: [[MenuRow]] = []
    private var current: [MenuRow] = []
    /// Elements deferred elements have loaded, by element.
    private let loaded: (UIDeferredMenuElement) -> [UIMenuElement]?

    /// The rows for `menu`; with `openSubmenus`, the innermost one is shown under the
    /// titles of those it is nested in.
    static func sections(
        of menu: UIMenu, openSubmenus: [UIMenu], loaded: @escaping (UIDeferredMenuElement) -> [UIMenuElement]?
    ) -> [[MenuRow]] {
        var content = MenuContent(loaded: loaded)
        if let innermost = openSubmenus.last {
            content.sections = [openSubmenus.map { .openSubmenu($0) }]
            content.list(innermost.children, of: innermost)
        } else {
            if !menu.title.isEmpty { content.current.append(.title(menu.title)) }
            content.list(menu.children, of: menu)
        }
        content.closeSection()
        return content.sections
    }

    private init(loaded: @escaping (UIDeferredMenuElement) -> [UIMenuElement]?) {
        self.loaded = loaded
    }

    private mutating func list(_ elements: [UIMenuElement], of owner: UIMenu) {
        for element in elements {
            switch element {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { current.append(.action(action, owner: owner)) }
            case let menu as UIMenu:
                list(menu: menu)
            case let deferred as UIDeferredMenuElement:
                if let elements = loaded(deferred) {
                    list(elements, of: owner)
                } else {
                    current.append(.loading)
                }
            default:
                Log.menus.error("a menu element of type \(type(of: element)) cannot be shown; left out")
            }
        }
    }

    private mutating func list(menu: UIMenu) {
        let size = menu.preferredElementSize
        let isPalette = menu.options.contains(.displayAsPalette)
        guard menu.options.contains(.displayInline) || isPalette else {
            current.append(.submenu(menu))
            return
        }
        closeSection()
        if isPalette || size == .small || size == .medium {
            let actions = menu.children.compactMap { $0 as? UIAction }.filter { !$0.attributes.contains(.hidden) }
            if !actions.isEmpty {
                current.append(.palette(actions, size: size == .automatic || size == .large ? .small : size, owner: menu))
            }
        } else {
            list(menu.children, of: menu)
        }
        closeSection()
    }

    private mutating func closeSection() {
        if !current.isEmpty { sections.append(current) }
        current = []
    }
}
