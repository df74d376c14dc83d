import Foundation

// A rotation the interface does not support is refused, as on iOS: the controller that
// decides is the window's root or the last controller presented full screen over it; it
// must agree to turn (`shouldAutorotate`), and its `supportedInterfaceOrientations` (for a
// tab bar controller, its delegate's answer or its selected tab's), narrowed by the app
// delegate's `application(_:supportedInterfaceOrientationsFor:)`, must include the new
// orientation. A window wider than tall is in landscape. On iOS the interface then stays
// as it was while the device turns; a desktop window cannot show it sideways, so the size
// is refused and the host puts its window back (Sources/TabBarKit/TabBarKit.docc/DEVIATIONS.md).
extension UIWindow {
    /// The controller whose supported orientations the window follows.
    var orientationDecidingController: UIViewController? {
        var controller = rootViewController
        while let presentation = controller?.presentedChild, presentation.coversPresenter {
            controller = presentation.presented
        }
        return controller
    }

    /// Whether the interface may take `size`. The same orientation is always fine; a turn
    /// needs a deciding controller that autorotates and supports an orientation of the new
    /// kind, as the app delegate does.
    func supportsOrientation(of size: CGSize) -> Bool {
        let landscape = size.width > size.height
        guard landscape != (bounds.width > bounds.height), let controller = orientationDecidingController else { return true }
        guard controller.shouldAutorotate else { return false }
        let allowed = application.delegate?.application(application, supportedInterfaceOrientationsFor: self) ?? .all
        let supported = controller.supportedInterfaceOrientations.intersection(allowed)
        return !supported.isDisjoint(with: landscape ? .landscape : [.portrait, .portraitUpsideDown])
    }
}
