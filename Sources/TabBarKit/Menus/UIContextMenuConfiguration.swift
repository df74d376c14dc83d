import Foundation

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: the menu the action provider makes and, if the preview
/// provider gives one, a view controller's view as the preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// How a menu orders its elements relative to where it was opened.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// Names the item the menu is for; a unique string when none was given.
    public let identifier: any NSCopying
    /// Other items the menu acts on.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// How many items the menu acts on, for the badge on a multi-item preview.
    open var badgeCount = 0
    open var preferredMenuElementOrder = ElementOrder.automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
