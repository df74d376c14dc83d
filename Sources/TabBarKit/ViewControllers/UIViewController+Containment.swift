import Foundation

// Containment as UIKit does it: addChild calls willMove(toParent:) and the container calls
// didMove(toParent:) when its transition ends; removeFromParent calls didMove(toParent: nil)
// and the container calls willMove(toParent: nil) before it. A child taken by another
// parent leaves the old one's lists too (a tab bar controller's tabs, a navigation stack),
// so no controller is ever listed by one container while it is the child of another.
extension UIViewController {
    /// Adds `child`, taking it from any parent it had first.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            Log.viewControllers.error("addChild: a view controller cannot be its own child")
            return
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController {
                Log.viewControllers.error("addChild: \(type(of: childController)) is an ancestor of \(type(of: self)); ignored")
                return
            }
            ancestor = current.parent
        }
        if childController.parent !== self { childController.leaveParent(for: self) }
        // Leaving may have run a container's own removal, which can hand the child back.
        if childController.parent === self { return }
        guard childController.parent == nil else {
            Log.viewControllers.error("addChild: \(type(of: childController)) could not leave its parent; ignored")
            return
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent's children.
    public func removeFromParent() {
        leaveParent(for: nil)
    }

    /// Leaves the parent for `newParent` (nil: for none). A container that lists this
    /// controller drops it first, with the calls its own removal makes.
    private func leaveParent(for newParent: UIViewController?) {
        guard let parent else { return }
        // App code the container calls while it lets go may list the child again: asked
        // again, the container lets go again (a few rounds; the hook is a no-op otherwise).
        for _ in 0..<3 where self.parent === parent { parent.childWillLeave(self, for: newParent) }
        guard self.parent === parent else { return }
        parent.children.removeAll { $0 === self }
        finishRemovalFromParent()
        parent.childDidLeave(self, for: newParent)
    }

    /// The rest of `removeFromParent()` once the parent has dropped this child from its
    /// `children`: a container removing thousands at once drops them in one pass.
    func finishRemovalFromParent() {
        parent = nil
        didMove(toParent: nil)
        movingFromParent = false
    }
}
