import Foundation

// Containment as UIKit does it: addChild calls willMove(toParent:) and the container calls
// didMove(toParent:) when its transition ends; removeFromParent calls didMove(toParent: nil)
// and the container calls willMove(toParent: nil) before it.
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
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        finishRemovalFromParent()
    }

    /// The rest of `removeFromParent()` once the parent has dropped this child from its
    /// `children`: a container removing thousands at once drops them in one pass.
    func finishRemovalFromParent() {
        parent = nil
        didMove(toParent: nil)
        movingFromParent = false
    }
}
