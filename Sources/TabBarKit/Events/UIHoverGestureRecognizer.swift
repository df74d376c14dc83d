import Foundation

/// Recognizes the pointer over its view: it begins as the pointer enters the view, changes
/// as it moves within it and ends as it leaves (UIWindow+Pointer.swift). Touches do not
/// drive it.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer came to `point` (window coordinates) over the view, or left it (nil).
    func pointerMoved(to point: CGPoint?) {
        guard isEnabled else { return }
        let hovering = state == .began || state == .changed
        if let point {
            lastLocationInWindow = point
            if hovering { state = .changed } else if state == .possible { state = .began }
        } else if hovering {
            state = .ended
            runtime.gestureArena.remove(self)
        }
    }
}
