import Foundation

extension UIViewController {
    /// The child whose view is drawn last among those showing, in a container of the app's
    /// own: where its view lies among the container view's subviews decides.
    var frontmostShowingChild: UIViewController? {
        guard let container = viewIfLoaded else { return nil }
        var frontmost: (child: UIViewController, place: Int)?
        for child in children {
            guard let view = child.viewIfLoaded, !view.isHidden, view.window != nil,
                let place = container.subviews.firstIndex(where: { view.isDescendant(of: $0) })
            else { continue }
            if place >= frontmost?.place ?? -1 { frontmost = (child, place) }
        }
        return frontmost?.child
    }
}
