import Foundation

/// The stopwatch's arithmetic, apart from its screen: times are the application's tick
/// times (`CACurrentMediaTime()`, a display link's `timestamp`), never the wall clock.
public struct Stopwatch: Equatable, Sendable {
    /// Finished laps, first lap first, as durations.
    public private(set) var laps: [TimeInterval] = []
    private var accumulated: TimeInterval = 0
    private var startedAt: TimeInterval?

    public init() {}

    public var isRunning: Bool { startedAt != nil }

    /// The time shown at `time`: every running stretch so far.
    public func elapsed(at time: TimeInterval) -> TimeInterval {
        accumulated + (startedAt.map { max(0, time - $0) } ?? 0)
    }

    /// The running lap at `time`: elapsed time less the finished laps.
    public func currentLap(at time: TimeInterval) -> TimeInterval {
        elapsed(at: time) - laps.reduce(0, +)
    }

    public mutating func start(at time: TimeInterval) {
        guard startedAt == nil else { return }
        startedAt = time
    }

    public mutating func stop(at time: TimeInterval) {
        accumulated = elapsed(at: time)
        startedAt = nil
    }

    /// Ends the running lap; only while running, as the Lap button is.
    public mutating func lap(at time: TimeInterval) {
        guard isRunning else { return }
        laps.append(currentLap(at: time))
    }

    public mutating func reset() {
        self = Stopwatch()
    }

    /// "mm:ss.cc", as the Clock app shows it; hundredths are cut, not rounded, so the
    /// digits never run ahead of the time. The nudge keeps a difference of tick times such
    /// as 1.25 that lands a hair below its value (1.2499999) from showing 1.24.
    public static func format(_ time: TimeInterval) -> String {
        let hundredths = Int((max(0, time) * 100 + 1e-6).rounded(.down))
        let minutes = hundredths / 6000, seconds = hundredths / 100 % 60, fraction = hundredths % 100
        return String(format: "%02d:%02d.%02d", minutes, seconds, fraction)
    }
}
