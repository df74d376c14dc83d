import Foundation

extension UIApplication {
    /// Passes an event to the windows it concerns: each window whose touches changed, or the
    /// window of the presses.
    public func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var windows: [UIWindow] = []
            for touch in event.touchList where touch.phase != .stationary {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            var windows: [UIWindow] = []
            for press in presses.pressList {
                if let window = press.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        default:
            Log.events.error("UIApplication.sendEvent: \(event.type) events are not delivered")
        }
    }
}
