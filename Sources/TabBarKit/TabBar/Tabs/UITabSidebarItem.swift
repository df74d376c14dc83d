import Foundation

/// How the sidebar shows one row: a tab (a group's heading too) or one of a group's
/// `sidebarActions`. The sidebar's delegate makes it (`tabBarController(_:sidebar:itemFor:)`,
/// usually from `init(request:)`), may change its content, background and accessories, and
/// hears when its state changes (`tabBarController(_:sidebar:update:)`). An item whose
/// configurations the app has not replaced follows the state by itself.
@preconcurrency @MainActor
open class UITabSidebarItem: NSObject, @preconcurrency NSCopying {
    /// What a row shows.
    public enum Content {
        case tab(UITab)
        case action(UIAction)
    }

    /// What the sidebar asks an item for: the row's content (and, kept by the sidebar, how
    /// it shows now).
    @preconcurrency @MainActor
    public class Request: NSObject {
        public let content: UITabSidebarItem.Content
        /// A group shown as the heading of its section, rather than as a row.
        let isHeading: Bool
        /// The sidebar's tint colour, for actions' titles.
        let tint: UIColor
        let state: UICellConfigurationState

        init(content: UITabSidebarItem.Content, isHeading: Bool, tint: UIColor, state: UICellConfigurationState) {
            (self.content, self.isHeading, self.tint, self.state) = (content, isHeading, tint, state)
        }
    }

    public let content: Content
    /// Whether the row is selected, being edited, disabled; set by the sidebar.
    public internal(set) var configurationState: UICellConfigurationState {
        didSet {
            if contentIsDefault { storedContent = defaultContentConfiguration() }
            if backgroundIsDefault { storedBackground = defaultBackgroundConfiguration() }
        }
    }
    public var contentConfiguration: any UIContentConfiguration {
        get { storedContent }
        set {
            storedContent = newValue
            contentIsDefault = false
        }
    }
    public var backgroundConfiguration: UIBackgroundConfiguration {
        get { storedBackground }
        set {
            storedBackground = newValue
            backgroundIsDefault = false
        }
    }
    /// Marks at the row's ends, in the order given.
    public var accessories: [UICellAccessory] = [] {
        didSet { accessoriesVersion &+= 1 }
    }
    /// Counts changes to what `resolvedAccessories` gives, so a row remakes their views
    /// only then.
    private(set) var accessoriesVersion = 0

    let isHeading: Bool
    private let tint: UIColor
    private var storedContent: any UIContentConfiguration
    private var storedBackground: UIBackgroundConfiguration
    /// Whether the app has left the configurations as the item made them.
    private var contentIsDefault = true
    private var backgroundIsDefault = true
    /// What the tab (or action) showed when the item last took it.
    private var takenContent: TabContent

    /// An item preconfigured for the request's content and the row's state.
    public convenience init(request: Request) {
        self.init(content: request.content, isHeading: request.isHeading, tint: request.tint, state: request.state)
    }

    init(content: Content, isHeading: Bool, tint: UIColor, state: UICellConfigurationState) {
        self.content = content
        self.isHeading = isHeading
        self.tint = tint
        configurationState = state
        takenContent = TabContent(content)
        storedContent = UIListContentConfiguration.sidebarCell()
        storedBackground = .listSidebarCell()
        super.init()
        storedContent = defaultContentConfiguration()
        storedBackground = defaultBackgroundConfiguration()
    }

    /// The sidebar's content for this row in its current state: the title, subtitle and
    /// image of the tab or action (a heading's title alone, larger and bold); white while
    /// selected; an action's title in the tint colour.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration = isHeading ? .sidebarHeader() : .sidebarCell()
        switch content {
        case .tab(let tab):
            configuration.text = tab.title
            configuration.image = isHeading ? nil : tab.image
            configuration.secondaryText = isHeading ? nil : tab.subtitle
        case .action(let action):
            configuration.text = action.title
            configuration.image = action.image
            configuration.textProperties.color = tint
        }
        if configurationState.isSelected {
            configuration.textProperties.color = .white
            configuration.imageProperties.tintColor = .white
        }
        return configuration
    }

    /// The sidebar's background for this row in its current state: clear, filled with the
    /// tint colour while selected, its corners rounded.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        isHeading ? .listSidebarHeader() : UIBackgroundConfiguration.listSidebarCell().updated(for: configurationState)
    }

    /// A copy with the same content, state, configurations and accessories.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabSidebarItem(content: content, isHeading: isHeading, tint: tint, state: configurationState)
        (copy.storedContent, copy.storedBackground, copy.accessories) = (storedContent, storedBackground, accessories)
        (copy.contentIsDefault, copy.backgroundIsDefault) = (contentIsDefault, backgroundIsDefault)
        return copy
    }

    /// The app's accessories, then, for a tab's row, its badge as a label at the trailing end.
    var resolvedAccessories: [UICellAccessory] {
        // A heading's section collapses: its outline disclosure shows which way.
        if isHeading { return accessories + [.outlineDisclosure(options: .init(style: .header))] }
        guard case .tab(let tab) = content, let badge = tab.badgeValue else { return accessories }
        return accessories + [.label(text: badge)]
    }

    /// Takes the tab's (or action's) title, subtitle, image and badge if they changed since
    /// the item last did: configurations the app has left alone follow. Returns whether they changed.
    func takeTabContent() -> Bool {
        let now = TabContent(content)
        guard now != takenContent else { return false }
        if now.badge != takenContent.badge { accessoriesVersion &+= 1 }
        takenContent = now
        if contentIsDefault { storedContent = defaultContentConfiguration() }
        return true
    }

    /// What a row's tab or action shows, to notice a change.
    private struct TabContent: Equatable {
        let title: String, subtitle: String?, badge: String?, image: UIImage?

        @MainActor init(_ content: Content) {
            switch content {
            case .tab(let tab): (title, subtitle, badge, image) = (tab.title, tab.subtitle, tab.badgeValue, tab.image)
            case .action(let action): (title, subtitle, badge, image) = (action.title, nil, nil, action.image)
            }
        }

        static func == (a: TabContent, b: TabContent) -> Bool {
            a.title == b.title && a.subtitle == b.subtitle && a.badge == b.badge && a.image === b.image
        }
    }
}
