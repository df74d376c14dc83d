import Foundation

/// A tab's item: title, image, selected image and badge. Items made from a system item
/// keep the system's title and glyph; setting either is refused, as in UIKit.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The system item this item was made from, if any.
    let systemItem: SystemItem?

    open var selectedImage: UIImage? {
        get { systemItem.map { TabBarSystemGlyphs.image(for: $0, selected: true) } ?? storedSelectedImage }
        set {
            guard !refusesChange("selectedImage") else { return }
            storedSelectedImage = newValue
            itemDidChange()
        }
    }

    override open var title: String? {
        get { systemItem?.title ?? super.title }
        set {
            guard !refusesChange("title") else { return }
            super.title = newValue
        }
    }

    override open var image: UIImage? {
        get { systemItem.map { TabBarSystemGlyphs.image(for: $0, selected: false) } ?? super.image }
        set {
            guard !refusesChange("image") else { return }
            super.image = newValue
        }
    }

    /// Text in a capsule at the icon's corner; nil hides it.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The capsule's fill; nil is the system red.
    open var badgeColor: UIColor? { didSet { appearancePropertyDidChange(\.badgeColor); itemDidChange() } }
    /// Moves the title from where the layout puts it.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { appearancePropertyDidChange(\.titlePositionAdjustment); itemDidChange() }
    }

    /// This item's own look, over the bar's; copied when set, as in UIKit.
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance?.copy() }
        set {
            storedStandardAppearance = newValue?.copy()
            appearancePropertyDidChange(\.standardAppearance)
            itemDidChange()
        }
    }

    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance?.copy() }
        set {
            storedScrollEdgeAppearance = newValue?.copy()
            appearancePropertyDidChange(\.scrollEdgeAppearance)
            itemDidChange()
        }
    }

    /// The button of the bar that shows the item (the latest bar, if several do); weak: the
    /// bar owns its buttons.
    weak var viewInBar: UIView?

    /// "view": the view of the bar that shows this item, as UIKit code reads it to animate
    /// a tab (nil until a bar shows the item); any other key as `UIBarItem` answers it.
    override open func value(forKey key: String) -> Any? {
        key == "view" ? viewInBar : super.value(forKey: key)
    }

    private var storedSelectedImage: UIImage?
    private var badgeAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]
    private(set) var storedStandardAppearance: UITabBarAppearance?
    private(set) var storedScrollEdgeAppearance: UITabBarAppearance?

    override public init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// Attributes for the badge text in `state` (font, foreground colour).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        appearanceSetterDidRun(key: AppearanceKey.badgeTextAttributes(state.rawValue)) {
            $0.setBadgeTextAttributes(textAttributes, for: state)
        }
        itemDidChange()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    private func refusesChange(_ property: String) -> Bool {
        guard let systemItem else { return false }
        Log.viewControllers.error("UITabBarItem.\(property): the .\(systemItem) system item keeps the system's title and image; ignored")
        return true
    }
}

extension UITabBarItem.SystemItem {
    /// The English title UIKit gives each system item (not localized here).
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
