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

    /// A tab this controller let go of (popped, or dropped from below the top of its stack)
    /// goes home to its tab bar controller at once, not when the slide ends.
    override func childDidLeave(_ child: UIViewController, for newParent: UIViewController?) {
        guard newParent == nil, let owner, owner.tabs.contains(where: { $0 === child }) else { return }
        owner.addChild(child)
        child.didMove(toParent: owner)
    }

    /// A tab shown here and taken by another container stops being a tab altogether. (One
    /// this controller has popped already is only leaving its children.)
    override func childWillLeave(_ child: UIViewController, for newParent: UIViewController?) {
        guard viewControllers.contains(where: { $0 === child }) else { return }
        if let owner, newParent !== owner, owner.tabs.contains(where: { $0 === child }) {
            owner.tabWillLeave(child)
        } else {
            super.childWillLeave(child, for: newParent)
        }
    }
}
