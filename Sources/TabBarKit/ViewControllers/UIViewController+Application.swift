import Foundation

extension UIViewController {
    /// The application the controller works in: its view's once loaded, else its parent's
    /// or its presenter's (a tab whose view has not loaded saves its state through the tab
    /// bar controller's). Nil for a controller with no view, parent or presenter, which no
    /// window shows.
    var application: UIApplication? {
        if let view = viewIfLoaded { return view.application }
        return parent?.application ?? presentingViewController?.application
    }
}
