import Foundation
import TabBarKit

// An iPad library app as apps write it in Swift 5: a coordinator builds the tabs with a
// Library group whose pages a navigation controller stacks, keeps the group's overview out of
// the stack, listens to the sidebar as it shows and hides, offers a New Playlist action, and
// gives the playlists' row a count and a "new" dot, updated when the count changes.

final class LibraryCoordinator: NSObject {
    let navigation = UINavigationController()
    private(set) var sidebarShown: [Bool] = []
    private(set) var displayed: Set<String> = []
    private(set) var newPlaylists = 0
    var playlistCount = 3
    private(set) var playlistsItem: UITabSidebarItem?
    private let newDot: UIView = {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 4
        return dot
    }()

    func makeController() -> UITabBarController {
        let library = UITabGroup(
            title: "Library", image: UIImage(systemName: "star"), identifier: "library",
            children: [
                UITab(title: "Playlists", image: UIImage(systemName: "star"), identifier: "playlists") { _ in page("Playlists") },
                UITab(title: "Artists", image: UIImage(systemName: "star"), identifier: "artists") { _ in page("Artists") },
            ]
        ) { _ in page("Library") }
        library.managingNavigationController = navigation
        library.sidebarActions = [
            UIAction(title: "New Playlist", image: UIImage(systemName: "plus")) { [weak self] _ in self?.newPlaylists += 1 }
        ]
        let controller = UITabBarController(tabs: [
            UITab(title: "Listen Now", image: UIImage(systemName: "house"), identifier: "listen") { _ in page("Listen Now") },
            library,
        ])
        controller.mode = .tabSidebar
        controller.delegate = self
        controller.sidebar.delegate = self
        return controller
    }
}

private func page(_ title: String) -> UIViewController {
    let page = UIViewController()
    page.title = title
    return page
}

extension LibraryCoordinator: UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] {
        // The overview is the group's page on a phone only.
        tab.identifier == "library" && tabBarController.traitCollection.horizontalSizeClass == .regular
            ? [] : proposedViewControllers
    }
}

extension LibraryCoordinator: UITabBarController.Sidebar.Delegate {
    func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {
        let shown = !sidebar.isHidden
        animator.addCompletion { [weak self] in self?.sidebarShown.append(shown) }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab
    ) {
        displayed.insert(tab.identifier)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab
    ) {
        displayed.remove(tab.identifier)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        itemFor request: UITabSidebarItem.Request
    ) -> UITabSidebarItem {
        let item = UITabSidebarItem(request: request)
        if case .tab(let tab) = request.content, tab.identifier == "playlists" {
            style(item)
        }
        return item
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem
    ) {
        if case .tab(let tab) = item.content, tab.identifier == "playlists" {
            style(item)
        }
    }

    private func style(_ item: UITabSidebarItem) {
        playlistsItem = item
        var content = item.defaultContentConfiguration()
        content.secondaryText = item.configurationState.isSelected ? "Open" : nil
        item.contentConfiguration = content
        item.accessories = [
            .label(text: "\(playlistCount)"),
            .customView(configuration: .init(customView: newDot, placement: .trailing(), maintainsFixedSize: true)),
        ]
    }
}
