import Foundation

/// One touch from down to up, as locations (in window coordinates) at times on the app's
/// clock. A TabBarKit addition: tests and hosts send drags with `UIWindow.sendTouches(_:)`.
@_spi(Hosting) public struct TouchSequence: Sendable, Equatable {
    public struct Sample: Sendable, Equatable {
        public var location: CGPoint
        public var timestamp: TimeInterval

        public init(location: CGPoint, timestamp: TimeInterval) {
            self.location = location
            self.timestamp = timestamp
        }
    }

    /// The first sample is touch down, the last is lift, those between are moves.
    public var samples: [Sample]
    /// The timestamps count from the moment the sequence is sent, not from the clock's zero.
    public var startsWhenSent = false

    public init(_ samples: [Sample]) {
        self.samples = samples
    }

    /// A straight drag from `start` to `end` in `steps` equal moves over `duration` seconds,
    /// beginning at `startTime` (when nil, at the application's time when it is sent).
    @MainActor
    public static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval,
        steps: Int = 10, startingAt startTime: TimeInterval? = nil
    ) -> TouchSequence {
        let begin = startTime ?? 0
        let count = max(1, steps)
        var samples = [Sample(location: start, timestamp: begin)]
        for step in 1...count {
            let f = CGFloat(step) / CGFloat(count)
            samples.append(
                Sample(
                    location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
                    timestamp: begin + duration * Double(step) / Double(count)))
        }
        var sequence = TouchSequence(samples)
        sequence.startsWhenSent = startTime == nil
        return sequence
    }
}
