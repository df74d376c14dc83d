import Foundation

/// The navigation controller behind the More tab: its root is the More list, and a tab
/// chosen there is pushed on it. It tells its tab bar controller when a tab leaves its stack
/// so the tab goes home (UIKit's private UIMoreNavigationController).
@MainActor
final class MoreNavigationController: UINavigationController {
    weak var owner: UITabBarController?
    let list: MoreListController

    init(owner: UITabBarController) {
        self.owner = owner
        list = MoreListController(owner: owner)
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        setViewControllers([list], animated: false)
    }

    required init?(coder: NSCoder) {
        list = MoreListController(owner: nil)
        super.init(coder: coder)
    }

    override func stackDidChange() {
        super.stackDidChange()
        owner?.moreStackDidChange()
    }
}
