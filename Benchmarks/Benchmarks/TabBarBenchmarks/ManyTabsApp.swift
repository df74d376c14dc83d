import Foundation
@_spi(Hosting) import TabBarKit

/// A tab bar controller with many tabs: replacing them all, and
/// scrolling the More list they fill.
@MainActor
final class ManyTabsApp {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let renderer: ViewRenderer
    /// Two disjoint sets of tabs, so each replacement removes every old tab and adds new ones.
    private let sets: [[UIViewController]]
    private var current = 0
    private var offset: CGFloat = 0
    private var step: CGFloat = 7

    init(tabs count: Int) {
        sets = (0..<2).map { set in
            (0..<count).map { index in
                let page = UIViewController()
                page.title = "Tab \(set)-\(index)"
                return page
            }
        }
        controller.viewControllers = sets[0]
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.selectedViewController = controller.moreNavigationController
        renderer = ViewRenderer(rootView: window, scale: 2)
        window.layoutIfNeeded()
        renderer.render()
    }

    /// Replaces every tab with the other set.
    func replaceTabs() {
        current = 1 - current
        controller.setViewControllers(sets[current], animated: false)
    }

    /// One frame of scrolling the More list: move it by a few points (back and forth within
    /// its first 200 points), lay out, repaint.
    func scrollFrame() -> CGRect? {
        guard let table = controller.moreNavigationController.topViewController?.view as? UITableView else { return nil }
        offset += step
        if offset > 200 || offset < 0 { step = -step; offset += 2 * step }
        table.contentOffset = CGPoint(x: 0, y: offset)
        window.layoutIfNeeded()
        return renderer.render()
    }
}
