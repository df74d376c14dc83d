import Foundation

// Keyboard input for hosts and tests (a TabBarKit addition), delivered at once with the
// given timestamp (the app's current time when omitted).
extension UIWindow {
    /// Presses a key and keeps it down; release it with `endPress(_:timestamp:)`.
    /// `characters` is what the key typed when the host knows better (a keyboard layout).
    @discardableResult
    @_spi(Hosting) public func beginPress(
        _ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [],
        characters: String? = nil, timestamp: TimeInterval? = nil
    ) -> UIPress {
        let key = UIKey(keyCode: keyCode, modifierFlags: modifierFlags, characters: characters)
        let press = UIPress(key: key, window: self, timestamp: timestamp ?? application.currentTime)
        send(press)
        return press
    }

    @_spi(Hosting) public func endPress(_ press: UIPress, timestamp: TimeInterval? = nil) {
        finish(press, as: .ended, timestamp: timestamp)
    }

    @_spi(Hosting) public func cancelPress(_ press: UIPress, timestamp: TimeInterval? = nil) {
        finish(press, as: .cancelled, timestamp: timestamp)
    }

    /// A key pressed and released at the current app time.
    @_spi(Hosting) public func sendKey(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters: String? = nil) {
        endPress(beginPress(keyCode, modifierFlags: modifierFlags, characters: characters))
    }

    private func finish(_ press: UIPress, as phase: UIPress.Phase, timestamp: TimeInterval?) {
        guard press.window === self, press.phase == .began || press.phase == .changed || press.phase == .stationary else {
            Log.events.error("the press is not down in this window; ignored")
            return
        }
        press.phase = phase
        let time = timestamp ?? application.currentTime
        press.timestamp = time.isFinite ? max(time, press.timestamp) : press.timestamp
        send(press)
    }

    private func send(_ press: UIPress) {
        application.sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp))
    }
}
