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
        touch.timestamp = application.runtime.touchDispatch.timestamp(timestamp)
        application.runtime.touchDispatch.send(touch)
        return touch
    }

    @_spi(Hosting) public func moveTouch(_ touch: UITouch, to point: CGPoint, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "moveTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        touch.timestamp = application.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        application.runtime.touchDispatch.send(touch)
    }

    /// Lifts the finger, at `point` (where it is when nil).
    @_spi(Hosting) public func endTouch(_ touch: UITouch, at point: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "endTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        if let point { touch.locationInWindow = point }
        touch.phase = .ended
        touch.timestamp = application.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        application.runtime.touchDispatch.send(touch)
    }

    /// The system took the touch away (a host losing its window's focus, say).
    @_spi(Hosting) public func cancelTouch(_ touch: UITouch, timestamp: TimeInterval? = nil) {
        guard isDown(touch, "cancelTouch") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .cancelled
        touch.timestamp = application.runtime.touchDispatch.timestamp(timestamp, notBefore: touch.timestamp)
        application.runtime.touchDispatch.send(touch)
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
        // The application lives through the sequence: it is ticked to each sample's time
        // before the sample arrives, so deadlines (a long press) fall between them.
        let offset = sequence.startsWhenSent ? application.currentTime : 0
        func time(of sample: TouchSequence.Sample) -> TimeInterval {
            let time = sample.timestamp + offset
            if time > application.currentTime { application.tick(at: time) }
            return time
        }
        let touch = beginTouch(at: first.location, timestamp: time(of: first))
        for sample in sequence.samples.dropFirst().dropLast() {
            moveTouch(touch, to: sample.location, timestamp: time(of: sample))
        }
        if sequence.samples.count > 1, last.location != touch.locationInWindow {
            moveTouch(touch, to: last.location, timestamp: time(of: last))
        }
        endTouch(touch, timestamp: time(of: last))
    }

    private func isDown(_ touch: UITouch, _ call: String) -> Bool {
        guard touch.window === self, touch.isActive else {
            Log.events.error("\(call): the touch is not down in this window; ignored")
            return false
        }
        return true
    }
}
