import Foundation

/// A titled group of menu elements: shown as a submenu, or inline as a section of its parent.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu; standard menus have UIKit's names.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let root = Identifier("com.apple.menu.root")
        public static let share = Identifier("com.apple.menu.share")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
    }

    /// How a menu shows among its parent's elements.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children show in the parent, set apart by a wide separator, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its title shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one child checks it and clears the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show side by side, as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of an inline menu are drawn.
    public enum ElementSize: Int, Sendable {
        /// Icons only, side by side.
        case small = 0
        /// An icon over a title, side by side.
        case medium = 1
        /// One row each, the title beside the icon.
        case large = 2
        /// As the system chooses: `.large`.
        case automatic = -1
    }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public private(set) var children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        identifier = Identifier(UUID().uuidString)
        options = []
        preferredElementSize = .automatic
        children = []
        super.init(coder: coder)
    }

    /// The actions in this menu and in its submenus whose state is `.on`, in menu order.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu { return menu.selectedElements }
            if let action = element as? UIAction, action.state == .on { return [action] }
            return []
        }
    }

    /// A menu like this one, with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    override open func copy(with zone: NSZone? = nil) -> Any {
        replacingChildren(children.map { $0.copy() as! UIMenuElement })
    }
}
