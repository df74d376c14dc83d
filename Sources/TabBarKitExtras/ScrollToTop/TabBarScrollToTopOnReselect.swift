import Foundation
@_spi(TabBarKitExtras) import TabBarKit

/// Scrolls the selected tab to its top when the user taps its item again at the tab's root,
/// as many apps do. Deeper in a navigation tab, the tap pops to the root as in UIKit and
/// scrolls nothing; the next tap scrolls.
///
/// The scroll view is the root page's view when it is one (a table view controller's),
/// else the first scroll view with `scrollsToTop` found in it, outermost first. It glides
/// up the way a tap on the status bar makes it: its delegate's `scrollViewShouldScrollToTop`
/// can refuse, and `scrollViewDidScrollToTop` follows.
///
/// ```swift
/// TabBarScrollToTopOnReselect().attach(to: tabBarController)
/// ```
@preconcurrency @MainActor
public final class TabBarScrollToTopOnReselect: NSObject {
    /// The controller whose reselections scroll.
    public private(set) weak var tabBarController: UITabBarController?
    private var observation: Int?

    /// Scrolls nothing until `attach(to:)` gives it a controller.
    override public init() {
        super.init()
    }

    /// Starts scrolling `tabBarController`'s tabs to the top on a reselection; its bar keeps
    /// this object until `detach()`.
    public func attach(to tabBarController: UITabBarController) {
        detach()
        self.tabBarController = tabBarController
        observation = tabBarController.tabBar.addDecorationObserver { [self] event in
            if event == .reselection { scrollSelectedTabToTop() }
        }
    }

    /// Stops scrolling on reselection.
    public func detach() {
        if let observation, let bar = tabBarController?.tabBar { bar.removeDecorationObserver(observation) }
        observation = nil
        tabBarController = nil
    }

    /// Scrolls the selected tab when it shows its root page; heard before a navigation tab
    /// pops, so a tap that pops scrolls nothing.
    private func scrollSelectedTabToTop() {
        guard let controller = tabBarController, var selected = controller.selectedViewController else { return }
        // On More's item, the stack that pops is More's, whichever page it shows.
        if controller.tabBar.selectedItem === controller.moreNavigationController.tabBarItem {
            selected = controller.moreNavigationController
        }
        let root: UIViewController?
        if let navigation = selected as? UINavigationController {
            root = navigation.viewControllers.count == 1 ? navigation.topViewController : nil
        } else {
            root = selected
        }
        guard let view = root?.viewIfLoaded, let scrollView = Self.scrollView(in: view) else { return }
        scrollView.scrollToTopAsIfStatusBarTapped()
    }

    /// `view` itself if it scrolls to the top, else the shallowest such visible descendant.
    private static func scrollView(in view: UIView) -> UIScrollView? {
        var level = [view]
        while !level.isEmpty {
            if let found = level.lazy.compactMap({ $0 as? UIScrollView }).first(where: \.scrollsToTop) { return found }
            level = level.flatMap { $0.subviews.filter { !$0.isHidden && $0.alpha > 0 } }
        }
        return nil
    }
}
