import Foundation

// A controller owns its root view: the view asks it for its safe area's extra insets and
// tells it of moves and layout through `ViewOwner`.
extension UIViewController: ViewOwner {
    /// UIKit's order around a root view's layout: viewWillLayoutSubviews, the containers'
    /// own placing of their children's views, the view's layoutSubviews, viewDidLayoutSubviews.
    func layOutRootView(_ layout: () -> Void) {
        viewWillLayoutSubviews()
        layoutContainedViews()
        layout()
        viewDidLayoutSubviews()
    }
}

extension UIView {
    /// The controller whose root view this is.
    var owningViewController: UIViewController? { viewOwner as? UIViewController }
}
