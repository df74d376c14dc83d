import Foundation

/// A button in a navigation bar or toolbar: a title, an image, or one of UIKit's system items.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?
    /// The width of a fixed space (and a minimum for other items); 0 sizes to fit.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var isSelected = false { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }

    /// What a tap runs, with the item as the action's sender (target and selector need
    /// Objective-C; <doc:DEVIATIONS>).
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The menu a tap shows when the item has no primary action, and a long press shows
    /// when it has one.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item keeps one action of its menu chosen, as a pop-up button does.
    open var changesSelectionAsPrimaryAction = false { didSet { itemDidChange() } }
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    /// The editing toggle of `editButtonItem`, which UIKit wires with a selector.
    var tapHandler: (() -> Void)?

    override public init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public init(barButtonSystemItem systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
        title = Self.systemTitle(systemItem)
        if systemItem == .done { style = .done }
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A button showing the title, else the image (or the action's title and image).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// What a tap on the item does: its primary action, or the editing toggle.
    func performTap() {
        primaryAction?.perform(sender: self)
        tapHandler?()
    }

    /// Whether a tap shows the menu, there being no primary action to run.
    var showsMenuOnTap: Bool { menu != nil && primaryAction == nil && tapHandler == nil }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// The words UIKit shows for the system items drawn as text. Glyph items (add, close,
    /// search...) have no title; TabBarKit draws add and close and shows the others by their
    /// name (<doc:DEVIATIONS>).
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}
