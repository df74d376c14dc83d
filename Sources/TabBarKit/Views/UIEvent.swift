import Foundation

/// An input event. Touch delivery arrives with the responder chain (issue 4); hit testing
/// already takes the event, as UIKit's does.
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType
    /// Seconds on the application's clock, never the wall clock.
    open var timestamp: TimeInterval

    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }
}
