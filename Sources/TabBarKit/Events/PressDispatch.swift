import Foundation

/// Delivers key presses: to a menu shown over the window, else to the first responder
/// when it is in the window (or is not a view, like a view controller), else to the innermost view controller on screen (so that
/// the containers around it, a tab bar controller say, see the keys on their way up), else
/// to the window; unhandled presses go up the chain.
@MainActor
enum PressDispatch {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        guard let event = event as? UIPressesEvent else {
            Log.events.error("a presses event must be a UIPressesEvent; ignored")
            return
        }
        for press in event.pressList where press.window === window {
            let responder = press.responder ?? target(in: window)
            press.responder = responder
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            case .stationary: break
            }
        }
    }

    private static func target(in window: UIWindow) -> UIResponder {
        // A shown menu takes the keys while it shows, as UIKit's do.
        if let menu = window.shownMenu { return menu.list }
        guard let first = window.application.runtime.firstResponder else { return innermostController(in: window) ?? window }
        if let view = first as? UIView, view.window !== window { return window }
        return first
    }

    /// The controller whose view is on top: down through presentations and each
    /// container's front child (a selected tab, the top of a navigation stack).
    private static func innermostController(in window: UIWindow) -> UIViewController? {
        var controller = window.rootViewController
        while let current = controller {
            let next = current.presentedViewController ?? current.frontChild
            guard let next, next !== current, next.viewIfLoaded?.window === window else { break }
            controller = next
        }
        return controller
    }
}
