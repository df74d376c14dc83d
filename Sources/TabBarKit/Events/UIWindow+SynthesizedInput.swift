import Foundation

// Touch input for hosts and tests (a TabBarKit addition). Points are in the window's
// coordinates; a timestamp is a time on the app's clock, the current time when omitted.
// Each call is delivered at once, through UIApplication.sendEvent(_:), with its timestamp:
// recognizers whose deadlines fall at or before it act first.
extension UIWindow {
    /// Puts a finger down at `point`. Keep the touch to move, lift or cancel it.
    @discardableResult
    @_spi(Hosting) public func beginTouch(at point: CGPoint, timestamp: TimeInterval? = nil) -> UITouch {
        let touch = UITouch()
        touch.window = self
        touch.locationInWindow = point
        touch.previousLocationInWindow = point
        touch.phase = .began
        touch.timestamp = UIApplication.shared.runtime.touchDispatch.timestamp(timestamp)
        UIApplication.shared.runtime.touchDispatch.send(touch)
        return touch
    }

    @_spi(Hosting) public func moveTouch(_ touch: UITouch, to point: CGPoint, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "moveTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        touch.timestamp = UIApplication.shared.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        UIApplication.shared.runtime.touchDispatch.send(touch)
    }

    /// Lifts the finger, at `point` (where it is when nil).
    @_spi(Hosting) public func endTouch(_ touch: UITouch, at point: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "endTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        if let point { touch.locationInWindow = point }
        touch.phase = .ended
        touch.timestamp = UIApplication.shared.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        UIApplication.shared.runtime.touchDispatch.send(touch)
    }

    /// The system took the touch away (a host losing its window's focus, say).
    @_spi(Hosting) public func cancelTouch(_ touch: UITouch, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "cancelTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .cancelled
        touch.timestamp = UIApplication.shared.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        UIApplication.shared.runtime.touchDispatch.send(touch)
    }

    /// A touch down and up at `point`, at the current app time.
    @_spi(Hosting) public func sendTap(at point: CGPoint) {
        endTouch(beginTouch(at: point))
    }

    /// Sends a whole touch sequence at once, each sample with its own timestamp.
    @_spi(Hosting) public func sendTouches(_ sequence: TouchSequence) {
        guard let first = sequence.samples.first, let last = sequence.samples.last else {
            Log.events.error("sendTouches: the sequence has no samples")
            return
        }
        let touch = beginTouch(at: first.location, timestamp: first.timestamp)
        for sample in sequence.samples.dropFirst().dropLast() {
            moveTouch(touch, to: sample.location, timestamp: sample.timestamp)
        }
        if sequence.samples.count > 1, last.location != touch.locationInWindow {
            moveTouch(touch, to: last.location, timestamp: last.timestamp)
        }
        endTouch(touch, timestamp: last.timestamp)
    }

    private func isDown(_ touch: UITouch, _ call: String) -> Bool {
        guard touch.window === self, touch.isActive else {
            Log.events.error("\(call): the touch is not down in this window; ignored")
            return false
        }
        return true
    }
}
