import Foundation

// Where the bar and the selected child go. The child's view fills the controller's view and
// the bar lies over its bottom; the child's safe area grows by the bar's item row, as UIKit
// does since iOS 11. With an opaque bar the child's view stops at the bar instead, unless it
// asks to extend under opaque bars.
extension UITabBarController {
    /// Puts `controller`'s view in the content view, filling it.
    func installView(of controller: UIViewController) {
        let childView: UIView = controller.view
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== contentView { contentView.addSubview(childView) }
        layOutSelectedChild(childView, of: controller)
    }

    func layOutBarAndContent() {
        guard let container = viewIfLoaded else { return }
        contentView.frame = container.bounds
        guard !layOutFloatingBar(in: container) else { return }
        let bounds = container.bounds
        let height = tabBar.sizeThatFits(bounds.size).height
        var frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if barHiddenByCaller {
            frame.origin.y = bounds.height
        } else if barHiddenByStack {
            frame.origin.x = -bounds.width
        }
        tabBar.frame = frame
        if let child = selectedChild, let childView = child.viewIfLoaded, childView.superview === contentView {
            layOutSelectedChild(childView, of: child)
        }
    }

    private var isBarHidden: Bool { barHiddenByCaller || barHiddenByStack }

    private func layOutSelectedChild(_ childView: UIView, of controller: UIViewController) {
        let bounds = contentView.bounds
        let row = isBarHidden ? 0 : max(0, tabBar.sizeThatFits(bounds.size).height - (viewIfLoaded?.safeAreaInsets.bottom ?? 0))
        let underBar =
            controller.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
        if underBar || isBarHidden {
            childView.frame = bounds
            controller.containerOverlayInsets.bottom = row
        } else {
            childView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - tabBar.frame.height))
            controller.containerOverlayInsets.bottom = 0
        }
    }

    /// Lays the bar out again, sliding it when animated.
    func relayOutBar(animated: Bool, duration: TimeInterval) {
        guard let container = viewIfLoaded else { return }
        container.setNeedsLayout()
        if animated && container.window != nil {
            UIView.animate(withDuration: duration) { container.layoutIfNeeded() }
        } else {
            container.layoutIfNeeded()
        }
    }

    // MARK: hidesBottomBarWhenPushed

    /// The selected navigation stack changed: the bar hides while any controller in it
    /// asks to, sliding with the push and back with the pop.
    func navigationStackWillChange(_ navigationController: UINavigationController, animated: Bool) {
        guard navigationController === selectedChild else { return }
        updateBarHiddenByStack(animated: animated)
    }

    func updateBarHiddenByStack(animated: Bool) {
        let stack = (selectedChild as? UINavigationController)?.viewControllers ?? []
        let hide = stack.contains { $0.hidesBottomBarWhenPushed }
        guard hide != barHiddenByStack else { return }
        barHiddenByStack = hide
        relayOutBar(animated: animated, duration: UINavigationController.transitionDuration)
    }
}
