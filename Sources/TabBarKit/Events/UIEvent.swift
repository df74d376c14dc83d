import Foundation

/// An input event. For touches there is one event object for the whole app, as in UIKit:
/// it holds every touch that is down, and each delivery updates it (TouchDispatch.swift).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType
    /// Seconds on the application's clock, never the wall clock.
    open var timestamp: TimeInterval

    /// The touches of a touches event, in the order they began.
    var touchList: [UITouch] = []

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }

    /// Every touch of the event, including those that did not change; nil for other events.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches that began in `view` (a touch keeps the view it began in).
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches { $0.view === view }
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touches { $0.window === window }
    }

    /// The touches being delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        touches { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
    }

    private func touches(where include: (UITouch) -> Bool) -> Set<UITouch>? {
        type == .touches ? Set(touchList.filter(include)) : nil
    }
}
