import Foundation
import TabBarKit

// iOS 18 tabs as apps write them in Swift 5: a factory outside any actor builds the tab bar
// controller from UITabs whose closures make the pages, a search tab among them, and a
// delegate keeps the Library tab closed until the user signs in.

struct TabsFactory {
    func makeController(delegate: LibraryGate) -> UITabBarController {
        let controller = UITabBarController(tabs: [
            UITab(title: "Listen Now", image: UIImage(systemName: "house"), identifier: "listen") { _ in
                makePage("Listen Now")
            },
            UITab(title: "Library", image: UIImage(systemName: "star"), identifier: "library") { tab in
                makePage(tab.title)
            },
            UISearchTab { _ in UINavigationController(rootViewController: makePage("Search")) },
        ])
        controller.delegate = delegate
        return controller
    }
}

private func makePage(_ title: String) -> UIViewController {
    let page = UIViewController()
    page.title = title
    page.view.backgroundColor = .systemBackground
    return page
}

final class LibraryGate: NSObject {
    var isSignedIn = false
    private(set) var selections: [String] = []
}

extension LibraryGate: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        tab.identifier != "library" || isSignedIn
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        selections.append("\(previousTab?.identifier ?? "none")→\(selectedTab.identifier)")
    }
}
