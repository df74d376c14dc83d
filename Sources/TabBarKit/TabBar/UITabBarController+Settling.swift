import Foundation

// Every change of the tabs or the selection runs inside `changingTabs`. App code runs along
// the way (appearance calls, the delegate, viewDidLoad, willMove) and may change the tabs
// again, which leaves the change that called it working from a stale picture. So changes
// nest, and the outermost one ends by settling: the tabs are the truth, and the selection,
// More, the bar and the content are brought in line with them (the selected
// child's view alone fills the content; every child's appearance matches whether it is on
// screen). Settling calls app code too; what that changes is settled in the next round.
extension UITabBarController {
    /// Rounds of settling before app code that changes the tabs every time is given up on.
    static let settlingRounds = 4

    func changingTabs(_ body: () -> Void) {
        changeDepth += 1
        body()
        if changeDepth == 1 { settle() }
        changeDepth -= 1
    }

    private func settle() {
        for _ in 0..<Self.settlingRounds {
            let before = arrangement
            settleArrangement()
            settleContent()
            if arrangement == before { return }
        }
        Log.viewControllers.error("app code changed the tabs each time they settled; stopped after \(Self.settlingRounds) rounds")
    }

    /// The selection, More and the bar as the tabs say. (A tab More lets go of comes home at
    /// once: MoreNavigationController.childDidLeave.)
    private func settleArrangement() {
        if let shown = shownMoreTab, !isInMore(shown) { returnMoreContents() }
        let selectionIsValid: Bool
        if let selected = selectedChild {
            selectionIsValid = selected === moreNavigation ? needsMore : tabControllers.contains { $0 === selected } && !isInMore(selected)
        } else {
            selectionIsValid = tabControllers.isEmpty
        }
        if !selectionIsValid {
            if tabControllers.isEmpty {
                switchTabs(from: selectedChild, to: nil)
            } else {
                select(tabControllers[tabControllers.indices.contains(lastSelectedIndex) ? lastSelectedIndex : 0], userInitiated: false)
            }
        }
        if needsMore != (moreNavigation.parent === self) { arrangeTabs(keeping: selectedViewController) }
        let items = barItems
        if !(tabBar.items ?? []).elementsEqual(items, by: ===) { showTabItems(animated: false) }
        showBarSelection()
    }

    /// The content as the selection says: other views out, other children disappeared with
    /// balanced calls, the selected child where the controller's own appearance is.
    private func settleContent() {
        guard runningTransition == nil, isViewLoaded else { return }
        let shown = selectedChild
        for view in contentView.subviews where view !== shown?.viewIfLoaded { view.removeFromSuperview() }
        // A child that is not shown has no view on screen, wherever app code may have put it.
        for child in children where child !== shown {
            if child.appearState != .disappeared { child.disappearCompletely() }
            child.viewIfLoaded?.removeFromSuperview()
        }
        guard let shown, shown === selectedChild else { return }
        switch appearState {
        case .appeared, .appearing:
            installView(of: shown)
            shown.beginAppearanceTransition(true, animated: false)
            if appearState == .appeared { shown.endAppearanceTransition() }
        case .disappearing:
            shown.beginAppearanceTransition(false, animated: false)
        case .disappeared:
            shown.disappearCompletely()
        }
    }

    /// The selected child's view was taken out of the content by app code (added to another
    /// view): it comes back with the next layout, as the tab is still selected.
    func restoreSelectedViewIfTaken() {
        guard changeDepth == 0, runningTransition == nil, appearState == .appeared || appearState == .appearing,
            let selected = selectedChild, let shown = selected.viewIfLoaded, shown.superview !== contentView
        else { return }
        Log.viewControllers.warning("the selected tab's view was moved out of the tab bar controller's content; it is put back")
        installView(of: selected)
    }

    /// A tab taken by another container, or removed from its parent by app code, is no longer
    /// a tab: the tabs are set again without it.
    func tabWillLeave(_ tab: UIViewController) {
        Log.viewControllers.warning("\(type(of: tab)) left the tab bar controller for another parent; it is no longer one of its tabs")
        performSetViewControllers(tabControllers.filter { $0 !== tab }, animated: false)
    }
}
