import Foundation

// The More tab. When there are more tabs than the bar holds (five on compact width, eight
// on regular width: docs/reference/CALL_ORDERS.md, "More tab"), the bar shows the first
// ones and the .more item, and the rest are rows of the More list. A tab chosen there is
// pushed on the More navigation controller; a navigation tab lends its stack instead of
// being nested, and gets it back when it leaves More (UIKit's behaviour, same section). The
// lent stack belongs to a `MoreStackLoan`, which the tab reaches as its `BorrowedStack`.
extension UITabBarController {
    /// How many items the bar holds at the current width.
    var maximumBarItems: Int {
        // The floating bar has room for every tab: it has no More.
        if showsFloatingBar { return .max }
        return traitCollection.horizontalSizeClass == .regular ? 8 : 5
    }
    var needsMore: Bool { tabControllers.count > maximumBarItems }
    /// The tabs on the bar, and those in the More list.
    var barTabs: ArraySlice<UIViewController> { needsMore ? tabControllers.prefix(maximumBarItems - 1) : tabControllers[...] }
    var moreTabs: ArraySlice<UIViewController> { needsMore ? tabControllers.dropFirst(maximumBarItems - 1) : [] }

    func isInMore(_ controller: UIViewController) -> Bool {
        moreTabs.contains { $0 === controller }
    }

    /// The bar's items: the bar tabs', then the More item when needed.
    var barItems: [UITabBarItem] {
        barTabs.map { $0.tabBarItem } + (needsMore ? [moreNavigation.tabBarItem] : [])
    }

    /// The controller behind a bar item.
    func controller(for item: UITabBarItem) -> UIViewController? {
        if needsMore && item === moreNavigation.tabBarItem { return moreNavigation }
        return barTabs.first { $0.tabBarItem === item }
    }

    /// Shows `tab`, one of the More tabs, pushed over the More list, and selects More.
    func showInMore(_ tab: UIViewController, animated: Bool) {
        changingTabs { pushInMore(tab, animated: animated) }
    }

    private func pushInMore(_ tab: UIViewController, animated: Bool) {
        guard isInMore(tab) else { return }
        putInMoreStack(tab, animated: animated)
        if let index = tabControllers.firstIndex(where: { $0 === tab }) { lastSelectedIndex = index }
        if selectedChild !== moreNavigation { switchTabs(from: selectedChild, to: moreNavigation) }
        showBarSelection()
    }

    /// More's stack shows `tab` over the list; a navigation tab lends its stack instead.
    private func putInMoreStack(_ tab: UIViewController, animated: Bool) {
        // A slide of the More stack still running ends first: what follows sets the stack
        // from what it is, not from what it will be once queued changes have run.
        moreNavigation.finishRunningTransitions()
        guard shownMoreTab !== tab else { return }
        returnMoreContents()
        let onScreen = selectedChild === moreNavigation && appearState == .appeared
        if let navigation = tab as? UINavigationController {
            let loan = MoreStackLoan(of: navigation, to: self)
            moreLoan = loan
            shownMoreTab = navigation
            moreNavigation.setViewControllers([moreNavigation.list] + loan.controllers, animated: animated && onScreen)
        } else {
            shownMoreTab = tab
            moreNavigation.setViewControllers([moreNavigation.list, tab], animated: animated && onScreen)
        }
    }

    /// App code changed the stack of a navigation tab that More shows: the stack comes home,
    /// the change is made there, and the stack is lent again as it now stands, so More shows
    /// the change (a push slides in over it) and the selection stays as it was.
    func changeLentStack<Result>(of navigation: UINavigationController, animated: Bool, _ change: () -> Result) -> Result {
        var result: Result?
        changingTabs {
            returnMoreContents()
            result = change()
            if isInMore(navigation) { putInMoreStack(navigation, animated: animated) }
        }
        return result!
    }

    /// The More stack changed: the shown tab is forgotten once it has left (it went home as
    /// More let go of it, MoreNavigationController.childDidLeave), a lent stack follows it.
    func moreStackDidChange() {
        changingTabs { followMoreStack() }
    }

    private func followMoreStack() {
        guard let tab = shownMoreTab else { return }
        let stack = moreNavigation.viewControllers
        if let loan = moreLoan, loan.navigation === tab {
            if stack.count > 1 {
                loan.follow(stack)
            } else {
                shownMoreTab = nil
                moreLoan = nil
                loan.end()
            }
        } else if !stack.contains(where: { $0 === tab }) {
            shownMoreTab = nil
        }
    }

    /// Puts the tab shown from More back where it belongs (leaving the More list showing).
    func returnMoreContents() {
        guard shownMoreTab != nil else { return }
        moreNavigation.finishRunningTransitions()
        moreNavigation.setViewControllers([moreNavigation.list], animated: false)
    }

    /// The bar's items and the More list's rows, from the tabs as they now stand.
    func showTabItems(animated: Bool) {
        tabBar.showItems(barItems, animated: animated)
        updateFloatingBar()
        moreNavigation.list.show(Array(moreTabs))
        updateEditButton()
    }

    /// The bar shows the More item while More is selected. Every change of selection or
    /// order ends here, so restoration hears of them here.
    func showBarSelection() {
        tabBar.showSelectedItem(selectedChild === moreNavigation ? moreNavigation.tabBarItem : selectedChild?.tabBarItem)
        updateFloatingBar()
        application?.restorableStateDidChange()
    }

    /// Re-partitions the tabs between the bar and More after the tabs or the width changed,
    /// keeping the tab the user sees selected wherever it now lives.
    func arrangeTabs(keeping shown: UIViewController?, animated: Bool = false) {
        if let moved = shownMoreTab, !isInMore(moved) { returnMoreContents() }
        showTabItems(animated: animated)
        if needsMore && moreNavigation.parent !== self {
            addChild(moreNavigation)
            moreNavigation.didMove(toParent: self)
        }
        if let shown, shown !== moreNavigation, tabControllers.contains(where: { $0 === shown }) {
            if isInMore(shown) {
                showInMore(shown, animated: false)
            } else if selectedChild !== shown {
                switchTabs(from: selectedChild, to: shown)
            }
        } else if selectedChild === moreNavigation && !needsMore {
            switchTabs(
                from: moreNavigation,
                to: tabControllers.indices.contains(lastSelectedIndex) ? tabControllers[lastSelectedIndex] : tabControllers.first)
        }
        if !needsMore && moreNavigation.parent === self {
            // Whatever app code did on the way, More leaves the screen as it leaves the controller.
            moreNavigation.disappearCompletely()
            moreNavigation.viewIfLoaded?.removeFromSuperview()
            moreNavigation.willMove(toParent: nil)
            moreNavigation.removeFromParent()
        }
        showBarSelection()
    }
}
