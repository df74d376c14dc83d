import Foundation

/// A tab that holds tabs. On a phone's bar it is one tab, showing its own controller when
/// it has a provider, else its selected child's.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    open var children: [UITab] {
        didSet {
            for child in oldValue where child.parent === self && !children.contains(where: { $0 === child }) { child.parent = nil }
            adopt(children)
            if let selected = storedSelectedChild, !children.contains(where: { $0 === selected }) { storedSelectedChild = nil }
            tabBarController?.tabsDidChange()
        }
    }

    /// The child selected when a selection is needed and none is made: this one, else the first.
    open var defaultChildIdentifier: String?

    /// The children's order by identifier; children it leaves out follow in their own order,
    /// identifiers of no child are passed over.
    open var displayOrderIdentifiers: [String] = [] { didSet { tabBarController?.tabsDidChange() } }

    /// Whether the user may reorder the children in the sidebar.
    open var allowsReordering = false
    /// The navigation controller whose stack follows the selection inside the group
    /// (UITabBarController+ManagedNavigation.swift).
    open var managingNavigationController: UINavigationController? {
        didSet { if managingNavigationController !== oldValue { tabBarController?.tabsDidChange() } }
    }
    /// Actions a sidebar lists after the group's tabs; choosing one runs it.
    open var sidebarActions: [UIAction] = [] { didSet { tabBarController?.showSidebarContent() } }
    /// Whether a sidebar shows the group as a section or its children in its place
    /// (TabSidebarView.rows(for:collapsed:listed:)).
    open var sidebarAppearance = SidebarAppearance.automatic { didSet { tabBarController?.showSidebarContent() } }

    weak var storedSelectedChild: UITab?

    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adopt(children)
    }

    private func adopt(_ tabs: [UITab]) {
        for child in tabs { child.parent = self }
    }

    /// The child selected in the group; only one of `children` can be.
    open var selectedChild: UITab? {
        get { storedSelectedChild }
        set {
            guard let newValue else {
                storedSelectedChild = nil
                return
            }
            guard children.contains(where: { $0 === newValue }) else {
                Log.viewControllers.error("UITabGroup.selectedChild: \(newValue) is not one of the group's children; ignored")
                return
            }
            guard newValue !== storedSelectedChild else { return }
            storedSelectedChild = newValue
            // A group without a controller of its own shows its selected child's.
            tabBarController?.tabsDidChange()
        }
    }

    /// The children in display order.
    open var displayOrder: [UITab] {
        var remaining = children
        var ordered: [UITab] = []
        for identifier in displayOrderIdentifiers {
            if let index = remaining.firstIndex(where: { $0.identifier == identifier }) { ordered.append(remaining.remove(at: index)) }
        }
        return ordered + remaining
    }

    /// The child, or a child's descendant, with this identifier.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The child a selection lands on: the selected one, else the default, else the first.
    var childToSelect: UITab? {
        storedSelectedChild ?? defaultChildIdentifier.flatMap { id in children.first { $0.identifier == id } } ?? children.first
    }
}

extension UITabGroup {
    /// How a group's section looks in a sidebar.
    public enum SidebarAppearance: UInt, Sendable {
        /// Decided by the group's depth.
        case automatic = 0
        /// The children alone, among the group's siblings.
        case inline = 1
        /// The group and its children as a section of their own.
        case rootSection = 2
    }
}
