import Foundation

/// One key going down and up. Like a touch, the object lives from press to release.
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    open internal(set) var phase: Phase = .began
    /// Seconds on the application's clock.
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var window: UIWindow?
    /// The responder the press was delivered to.
    open internal(set) var responder: UIResponder?
    open internal(set) var key: UIKey?

    init(key: UIKey, window: UIWindow, timestamp: TimeInterval) {
        self.key = key
        self.window = window
        self.timestamp = timestamp
    }
}

/// An event of key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress]

    init(presses: [UIPress], timestamp: TimeInterval) {
        pressList = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    open var allPresses: Set<UIPress> { Set(pressList) }
}
