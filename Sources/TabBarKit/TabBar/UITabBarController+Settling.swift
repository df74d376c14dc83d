import Foundation

// Every change of the tabs or the selection runs inside `changingTabs`. App code runs along
// the way (appearance calls, the delegate, viewDidLoad) and may change the tabs again, so
// changes nest; the outermost one ends by settling the content: whatever happened, the
// selected child's view alone fills it, and every child's appearance matches whether it is
// on screen. A custom transition settles when it ends.
extension UITabBarController {
    func changingTabs(_ body: () -> Void) {
        changeDepth += 1
        body()
        changeDepth -= 1
        if changeDepth == 0 { settleContent() }
    }

    /// The content as the selection says: other views out, other children disappeared with
    /// balanced calls, the selected child where the controller's own appearance is.
    func settleContent() {
        guard runningTransition == nil, isViewLoaded else { return }
        let shown = selectedChild
        for view in contentView.subviews where view !== shown?.viewIfLoaded { view.removeFromSuperview() }
        for child in children where child !== shown && child.appearState != .disappeared { child.disappearCompletely() }
        guard let shown else { return }
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
        guard changeDepth == 0, runningTransition == nil, appearState == .appeared,
              let shown = selectedChild?.viewIfLoaded, shown.superview !== contentView else { return }
        Log.viewControllers.warning("the selected tab's view was moved out of the tab bar controller's content; it is put back")
        installView(of: selectedChild!)
    }

    /// A tab taken by another container, or removed from its parent by app code, is no longer
    /// a tab: the tabs are set again without it.
    func tabWillLeave(_ tab: UIViewController) {
        Log.viewControllers.warning("\(type(of: tab)) left the tab bar controller for another parent; it is no longer one of its tabs")
        performSetViewControllers(tabs.filter { $0 !== tab }, animated: false)
    }
}

/// The view the selected child's view lives in. Losing a subview relays it out, which is
/// when a selected view taken away by app code is put back.
@MainActor
final class TabContentView: UIView {
    weak var owner: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.restoreSelectedViewIfTaken()
    }
}
