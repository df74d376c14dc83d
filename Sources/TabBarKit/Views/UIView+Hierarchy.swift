import Foundation

// The subview API and its notification hooks, in UIKit's order:
// adding:   willMove(toSuperview:), willMove(toWindow:), didMoveToWindow(), didMoveToSuperview(), superview.didAddSubview(_:)
// removing: superview.willRemoveSubview(_:), willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow(), didMoveToSuperview()
extension UIView {
    /// The window this view is in: the nearest ancestor (or self) that is a `UIWindow`.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjusted = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index : index + 1
        insert(view, at: adjusted)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjusted = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index
        insert(view, at: adjusted)
    }

    func detachFromSuperview() {
        guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        let oldWindow = window
        invalidateVisualAreaForRemoval(from: parent, at: index)
        updatingTint(movingTo: nil) {
            parent.willRemoveSubview(self)
            willMove(toSuperview: nil)
            if oldWindow != nil { notifyWillMove(toWindow: nil) }
            let kept = autoLayoutWillLeaveTree()
            parent.subviews.remove(at: index)
            parent.layer.subviewWasRemoved(self)
            safeAreaWillChange()
            superview = nil
            autoLayoutDidBecomeRoot(keeping: kept)
            if oldWindow != nil { notifyDidMoveToWindow(joining: false) }
            didMoveToSuperview()
        }
        parent.setNeedsLayout()
        safeAreaMayHaveChanged()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        layer.subviewWasPlaced(view)
        view.invalidateVisualArea()
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        layer.subviewWasPlaced(view)
        view.invalidateVisualArea()
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        layer.subviewsWereExchanged(subviews[index1], subviews[index2])
        subviews[index1].invalidateVisualArea()
        subviews[index2].invalidateVisualArea()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    // MARK: Mechanics

    /// Moving within the same superview only reorders: UIKit sends no move hooks then.
    private func insert(_ view: UIView, at requestedIndex: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(requestedIndex, subviews.count)))
            layer.subviewWasPlaced(view)
            view.invalidateVisualArea()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldSuperview = view.superview
        view.invalidateVisualArea()
        view.updatingTint(movingTo: self) {
            oldSuperview?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
            let kept = view.autoLayoutWillLeaveTree()
            if let oldSuperview, let index = oldSuperview.subviews.firstIndex(where: { $0 === view }) {
                oldSuperview.subviews.remove(at: index)
                oldSuperview.layer.subviewWasRemoved(view)
                oldSuperview.setNeedsLayout()
            }
            subviews.insert(view, at: max(0, min(requestedIndex, subviews.count)))
            layer.subviewWasPlaced(view)
            view.safeAreaWillChange()
            view.superview = self
            view.autoLayoutDidJoinTree(bringing: kept)
            if oldWindow !== newWindow { view.notifyDidMoveToWindow(joining: newWindow != nil) }
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        view.invalidateVisualAreaForInsertion()
        view.setNeedsLayout()
        setNeedsLayout()
        view.safeAreaMayHaveChanged()
    }

    /// Window changes reach the whole moving subtree, parents before children.
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        viewOwner?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow(joining: Bool) {
        // UIKit styles a view from the proxies as it joins a window, before it hears of it.
        if joining { applyAppearance(from: application.appearanceRegistry, containers: { appearanceContainers }) }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow(joining: joining) }
        viewOwner?.rootViewDidMoveToWindow()
    }
}
