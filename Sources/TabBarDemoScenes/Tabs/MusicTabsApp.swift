import Foundation
import TabBarKit

/// A music app built with iOS 18's tabs: Listen Now, Browse, Radio (which the user may hide),
/// a Library group whose children the user may reorder, and a search tab. On an iPhone they
/// make the classic bar; on an iPad they float at the top, with a sidebar, where a long press
/// on a tab shows its context menu. Each page has a button that moves the window to the
/// other device, to see both.
@MainActor
public enum MusicTabsApp {
    public static func makeTabBarController() -> UITabBarController {
        let radio = tab("Radio", "play.circle")
        radio.allowsHiding = true
        let library = UITabGroup(
            title: "Library", image: UIImage(systemName: "folder"), identifier: "library",
            children: [tab("Recently Added", "clock"), tab("Artists", "person.2"), tab("Albums", "square.grid.2x2")])
        library.allowsReordering = true
        let controller = MusicTabBarController()
        controller.customizationIdentifier = "music"
        controller.tabs = [
            tab("Listen Now", "play.circle.fill"), tab("Browse", "square.grid.2x2.fill"), radio, library,
            UISearchTab { _ in MusicPage(title: "Search") },
        ]
        return controller
    }

    private static func tab(_ title: String, _ symbol: String) -> UITab {
        UITab(title: title, image: UIImage(systemName: symbol), identifier: title) { _ in MusicPage(title: title) }
    }
}

/// The music app's tab bar controller, which gives the sidebar's context menus: Open for
/// every tab, and Hide for a tab the user may hide.
@MainActor
final class MusicTabBarController: UITabBarController, UITabBarController.Sidebar.Delegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        sidebar.delegate = self
    }

    func tabBarController(
        _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
        contextMenuConfigurationFor tab: UITab
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: tab.identifier as NSString, previewProvider: nil) { [weak self] _ in
            var actions = [
                UIAction(title: "Open", image: UIImage(systemName: "play.circle")) { _ in self?.selectedTab = tab }
            ]
            if tab.allowsHiding {
                actions.append(
                    UIAction(title: "Hide", image: UIImage(systemName: "minus.circle"), attributes: .destructive) { _ in
                        tab.isHidden = true
                    })
            }
            return UIMenu(title: tab.title, children: actions)
        }
    }
}

extension DemoScene {
    public static let musicTabs = DemoScene(
        name: "tabs", title: "iOS 18 tabs",
        summary: "UITab and groups: a bar on iPhone, floating with a sidebar on iPad",
        makeRootViewController: { MusicTabsApp.makeTabBarController() }
    )
}
