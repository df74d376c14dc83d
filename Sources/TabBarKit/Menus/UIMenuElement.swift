import Foundation

/// What a menu lists: an action, a submenu, or elements loaded later. Each has a title
/// and may have a subtitle and an image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject, @preconcurrency NSCopying {
    /// The look an element has beside its title.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    // Subclasses that let the title and image change (`UIAction`) write these.
    var storedTitle: String
    var storedImage: UIImage?

    open var title: String { storedTitle }
    open var subtitle: String?
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        storedImage = image
        self.subtitle = subtitle
        super.init()
    }

    public required init?(coder: NSCoder) {
        storedTitle = ""
        super.init()
    }

    /// A copy with the same title, subtitle and image; subclasses copy what they add.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIMenuElement(title: storedTitle, subtitle: subtitle, image: storedImage)
    }
}
