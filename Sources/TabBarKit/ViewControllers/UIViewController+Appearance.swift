import Foundation

// UIKit's appearance cycle: every viewWillAppear is balanced by a viewDidAppear (or a
// disappearance that cancels it), and a parent's call comes before its children's.
extension UIViewController {
    /// Starts an appearance change; a call that does not change the state is ignored, as
    /// UIKit does, so containers can call it without checking.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearState = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        lastAppearanceAnimated = animated
        forEachAutomaticChild { $0.beginAppearanceTransition(isAppearing, animated: animated) }
        containerBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends the change begun last: viewDidAppear or viewDidDisappear, then the children's.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(animated)
            movingToParent = false
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        forEachAutomaticChild { $0.endAppearanceTransition() }
        containerEndAppearance()
    }

    /// Children whose views are inside this controller's view get the calls, unless this
    /// controller forwards them itself.
    private func forEachAutomaticChild(_ body: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return }
        for child in children {
            if let childView = child.loadedView, childView.isDescendant(of: root) { body(child) }
        }
    }

    /// Takes this controller off screen with balanced calls, whatever stage its appearance
    /// is in: what a container does with a child that must no longer show.
    func disappearCompletely() {
        if appearState == .appeared || appearState == .appearing { beginAppearanceTransition(false, animated: false) }
        endAppearanceTransition()
    }

    public var isMovingToParent: Bool { movingToParent }
    public var isMovingFromParent: Bool { movingFromParent }
    public var isBeingPresented: Bool { presentation?.presented === self && presentation?.phase == .presenting }
    public var isBeingDismissed: Bool { presentation?.presented === self && presentation?.phase == .dismissing }

    /// A child's view entering or leaving the window of a parent that is already on screen
    /// gives the child its appearance calls, as UIKit does when a view moves to a window.
    func rootViewWillMove(toWindow window: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearState == .appeared else { return }
        beginAppearanceTransition(window != nil, animated: false)
    }

    func rootViewDidMoveToWindow() {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearState == .appeared else { return }
        endAppearanceTransition()
    }
}
