import Foundation

/// An input event. Hit testing takes one, as UIKit's does; touches, presses and their
/// delivery through responders are not modelled yet.
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
