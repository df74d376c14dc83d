import Foundation

/// A tab of a tab bar controller (iOS 18's API): a title, an image and a badge, and the
/// view controller its provider makes, once, when it is first asked for.
///
/// A tab bar controller given `tabs` shows them as its classic bar on a phone: each root
/// tab's view controller is one of `viewControllers`, shown by the tab's own
/// `UITabBarItem`, which follows the tab's title, image, badge and enabled state.
@preconcurrency @MainActor
open class UITab: NSObject {
    public let identifier: String
    open var title: String {
        didSet {
            barItem.title = title
            tabBarController?.updateFloatingBar()
        }
    }
    open var image: UIImage? {
        didSet {
            barItem.image = image
            tabBarController?.showSidebarContent()
        }
    }
    /// Shown only where there is room for it, such as a sidebar.
    open var subtitle: String? { didSet { tabBarController?.showSidebarContent() } }
    open var badgeValue: String? {
        didSet {
            barItem.badgeValue = badgeValue
            tabBarController?.updateFloatingBar()
        }
    }
    /// A disabled tab looks dimmed and cannot be selected.
    open var isEnabled = true {
        didSet {
            barItem.isEnabled = isEnabled
            tabBarController?.updateFloatingBar()
        }
    }
    /// A hidden tab is left off the bar and out of the sidebar (but for the sidebar's
    /// editing, where a tab the user may hide is listed to be shown again).
    open var isHidden = false { didSet { if isHidden != oldValue { tabBarController?.tabsDidChange() } } }
    /// The visibility a tab has until the user chooses one in the sidebar: setting it sets
    /// `isHidden`, and a choice saved under the controller's `customizationIdentifier`
    /// overrides it when the tabs are set.
    open var isHiddenByDefault = false { didSet { if isHiddenByDefault != oldValue { isHidden = isHiddenByDefault } } }
    /// Whether the user may hide the tab, and show it again, while editing the sidebar.
    open var allowsHiding = false
    /// Whether, and where, the tab is on iPad's floating bar (UITabBarController+FloatingBar.swift).
    open var preferredPlacement = Placement.automatic {
        didSet { if preferredPlacement != oldValue { tabBarController?.updateFloatingBar() } }
    }
    open var userInfo: Any?

    /// The group this tab belongs to, if any.
    public internal(set) weak var parent: UITabGroup?
    /// The controller a root tab was given to.
    weak var owner: UITabBarController?

    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?
    /// The item the tab shows on a classic bar; the tab keeps it up to date.
    let barItem: UITabBarItem

    public init(
        title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        barItem = UITabBarItem(title: title, image: image, tag: 0)
        super.init()
    }

    /// The controller the tab shows, made by the provider the first time it is asked for.
    /// Nil when the tab has no provider.
    open var viewController: UIViewController? {
        if let madeViewController { return madeViewController }
        guard let viewControllerProvider else { return nil }
        let made = viewControllerProvider(self)
        madeViewController = made
        made.tab = self
        return made
    }

    /// The tab bar controller this tab, or the group it is in, was given to.
    open var tabBarController: UITabBarController? { owner ?? parent?.tabBarController }

    /// The outermost group above this tab whose navigation controller shows the selection.
    open var managingTabGroup: UITabGroup? {
        var found: UITabGroup?
        var group = parent
        while let current = group {
            if current.managingNavigationController != nil { found = current }
            group = current.parent
        }
        return found
    }

    /// Whether the tab is on its controller's bar just now.
    open var hasVisiblePlacement: Bool {
        guard let controller = tabBarController else { return false }
        return controller.shownRootTabs.contains { $0 === self }
    }

    override open var description: String { "<\(type(of: self)) \(identifier)>" }
}

extension UITab {
    /// Where a tab may appear on a bar that lets the user arrange it (iPad's tab bar).
    public enum Placement: Int, Sendable {
        /// `.default` for a root tab, `.optional` for any other.
        case automatic = 0
        /// On the bar; the user may move or remove it.
        case `default` = 1
        /// Off the bar until the user adds it.
        case optional = 2
        /// On the bar; the user may move it but not remove it.
        case movable = 3
        /// Always on the bar, at its trailing end.
        case pinned = 4
        /// At the bar's leading end; the user may neither move nor remove it.
        case fixed = 5
        /// Only in the sidebar.
        case sidebarOnly = 6
    }
}
