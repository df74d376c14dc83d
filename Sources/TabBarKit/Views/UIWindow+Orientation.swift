import Foundation

// A rotation the interface does not support is refused, as on iOS: the controller that
// decides is the window's root or the last controller presented full screen over it, and
// its `supportedInterfaceOrientations` (for a tab bar controller, its delegate's answer or
// its selected tab's) must include the new orientation. A window wider than tall is in
// landscape. On iOS the interface then stays as it was while the device turns; a desktop
// window cannot show it sideways, so the size is refused and the host puts its window
// back (docs/DEVIATIONS.md).
extension UIWindow {
    /// The controller whose supported orientations the window follows.
    var orientationDecidingController: UIViewController? {
        var controller = rootViewController
        while let presentation = controller?.presentedChild, presentation.coversPresenter {
            controller = presentation.presented
        }
        return controller
    }

    /// Whether the interface may take `size`: a portrait size when the deciding controller
    /// supports a portrait orientation, a landscape one when it supports a landscape one.
    func supportsOrientation(of size: CGSize) -> Bool {
        guard let supported = orientationDecidingController?.supportedInterfaceOrientations else { return true }
        let needed: UIInterfaceOrientationMask = size.width > size.height ? .landscape : [.portrait, .portraitUpsideDown]
        return !supported.isDisjoint(with: needed)
    }
}
