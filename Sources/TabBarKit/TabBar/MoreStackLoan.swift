import Foundation

/// A navigation tab's stack while the More tab shows it. More does not nest a navigation
/// controller in its own: the tab's controllers move onto the More navigation controller,
/// over the list, and come home as they then stand when the user goes back to the list or
/// the tab moves to the bar. The loan is the lent stack's one owner; the tab reaches it as
/// its `BorrowedStack`, for its own stack changes and for restoration.
@MainActor
final class MoreStackLoan: BorrowedStack {
    let navigation: UINavigationController
    private(set) var controllers: [UIViewController]
    private weak var tabBarController: UITabBarController?

    /// Takes `navigation`'s whole stack for `tabBarController`'s More tab.
    init(of navigation: UINavigationController, to tabBarController: UITabBarController) {
        self.navigation = navigation
        self.tabBarController = tabBarController
        controllers = []
        controllers = navigation.lendStack(to: self)
    }

    /// More's stack changed while it shows this one (a push or pop there): the loan follows.
    func follow(_ moreStack: [UIViewController]) {
        controllers = Array(moreStack.dropFirst())
    }

    /// Gives the stack back as it now stands.
    func end() {
        let returning = controllers
        controllers = []
        navigation.takeBackStack(returning)
    }

    func changeAtHome<Result>(animated: Bool, _ change: () -> Result) -> Result {
        guard let tabBarController else { return change() }
        return tabBarController.changeLentStack(of: navigation, animated: animated, change)
    }
}
