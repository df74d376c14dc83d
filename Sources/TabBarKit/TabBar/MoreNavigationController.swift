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
        guard newParent == nil, let owner, owner.tabControllers.contains(where: { $0 === child }) else { return }
        owner.addChild(child)
        child.didMove(toParent: owner)
    }

    /// A tab shown here and taken by another container, even while it slides out, stops being
    /// a tab altogether, as does one app code removes. (One this controller has popped and now
    /// lets go of itself goes home instead: `childDidLeave`.)
    override func childWillLeave(_ child: UIViewController, for newParent: UIViewController?) {
        let inStack = viewControllers.contains { $0 === child }
        if let owner, newParent !== owner, newParent != nil || inStack, owner.tabControllers.contains(where: { $0 === child }) {
            owner.tabWillLeave(child)
        } else {
            super.childWillLeave(child, for: newParent)
        }
    }
}
