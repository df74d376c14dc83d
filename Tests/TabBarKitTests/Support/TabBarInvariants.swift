import Foundation

@testable import TabBarKit

/// What must hold of a tab bar controller whatever was done to it: `always()` after every
/// step, `settled()` once no transition, slide or presentation is under way. Each returns
/// the broken rules in words.
@MainActor
struct TabBarInvariants {
    let world: RandomTabBarWorld

    private var controller: UITabBarController { world.controller }
    private var more: UINavigationController { controller.moreNavigationController }

    func always() -> [String] {
        var broken: [String] = []
        let tabs = controller.viewControllers ?? []
        let capacity = controller.maximumBarItems
        let hasMore = tabs.count > capacity

        // The bar's items mirror the tabs: all of them, or the first ones and More.
        let expected: [UITabBarItem] =
            (hasMore ? tabs.prefix(capacity - 1).map { $0.tabBarItem } + [more.tabBarItem] : tabs.map { $0.tabBarItem })
            .compactMap { $0 }
        let shown = controller.tabBar.items ?? []
        if shown.count != expected.count || !zip(shown, expected).allSatisfy({ $0 === $1 }) {
            broken.append("the bar shows \(titles(shown)) for the tabs' items \(titles(expected))")
        }

        // selectedIndex agrees with selectedViewController; there is a selection exactly when there are tabs.
        let selected = controller.selectedViewController
        if (selected == nil) != tabs.isEmpty { broken.append("\(tabs.count) tabs but selectedViewController is \(describe(selected))") }
        let index = controller.selectedIndex
        if let selected {
            let expectedIndex = selected === more ? NSNotFound : tabs.firstIndex { $0 === selected }
            if expectedIndex == nil { broken.append("selectedViewController \(describe(selected)) is not a tab") }
            if index != expectedIndex ?? -2 { broken.append("selectedIndex \(index) for selectedViewController \(describe(selected))") }
        } else if index != NSNotFound {
            broken.append("selectedIndex \(index) with nothing selected")
        }

        // The bar's selected item is the selected tab's, or More's for a tab that lives in More.
        let inMore = selected.map { tab in tab === more || (hasMore && (tabs.firstIndex { $0 === tab } ?? 0) >= capacity - 1) } ?? false
        let expectedItem: UITabBarItem? = selected == nil ? nil : inMore ? more.tabBarItem : selected?.tabBarItem
        if controller.tabBar.selectedItem !== expectedItem {
            broken.append("the bar selects \(controller.tabBar.selectedItem?.title ?? "nothing") for \(describe(selected))")
        }

        // Every tab's parent is the tab bar controller, or More's navigation controller while in
        // its stack (or sliding out of it: a popped controller leaves its parent when the slide ends).
        for tab in tabs {
            let inMoreStack = tab.parent === more && (more.viewControllers.contains { $0 === tab } || more.runningTransition != nil)
            if tab.parent !== controller && !inMoreStack {
                broken.append("tab \(describe(tab)) has parent \(describe(tab.parent))")
            }
        }
        if hasMore != (more.parent === controller) { broken.append("More's parent is \(describe(more.parent)) with \(tabs.count) tabs") }

        broken += duplicatesInTree()
        return broken
    }

    func settled() -> [String] {
        var broken: [String] = []
        // The content holds exactly the selected child's view while the controller is on screen.
        if controller.viewIfLoaded?.window != nil {
            let content = controller.contentView.subviews
            let selectedView = controller.selectedChild?.viewIfLoaded
            if selectedView == nil ? !content.isEmpty : (content.count != 1 || content[0] !== selectedView) {
                broken.append("the content holds \(content.count) views, not only \(describe(controller.selectedChild))'s")
            }
        }
        // A controller has appeared exactly when its view is on screen.
        for tracked in world.tracked {
            let onScreen = tracked.viewIfLoaded?.window != nil
            let phase = world.tracker.phase(of: tracked)
            if onScreen ? phase != .appeared : phase != .disappeared {
                broken.append("\(describe(tracked)) is \(onScreen ? "on screen" : "off screen") but \(phase)")
            }
        }
        return broken
    }

    /// No controller is reached twice from the window's root, and each child's parent is
    /// the controller that lists it.
    private func duplicatesInTree() -> [String] {
        var broken: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ node: UIViewController) {
            guard seen.insert(ObjectIdentifier(node)).inserted else {
                broken.append("\(describe(node)) is twice in the tree")
                return
            }
            for child in node.children {
                if child.parent !== node {
                    broken.append("\(describe(child)) is a child of \(describe(node)) but has parent \(describe(child.parent))")
                }
                visit(child)
            }
            if let presented = node.presentedChild?.presented { visit(presented) }
        }
        if let root = world.window.rootViewController { visit(root) }
        for child in world.stranger.children where seen.contains(ObjectIdentifier(child)) {
            broken.append("\(describe(child)) is both in the window's tree and a stranger's child")
        }
        return broken
    }

    private func titles(_ items: [UITabBarItem]) -> String {
        "[" + items.map { $0.title ?? "-" }.joined(separator: ",") + "]"
    }

    private func describe(_ controller: UIViewController?) -> String {
        switch controller {
        case nil: return "nil"
        case let tracked as TrackedViewController: return tracked.name
        case let navigation as TrackedNavigationController: return navigation.name
        case let other?:
            if other === more { return "More" }
            if other === self.controller { return "the tab bar controller" }
            return "\(type(of: other))"
        }
    }
}
