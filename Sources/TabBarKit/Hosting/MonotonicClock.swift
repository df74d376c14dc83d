import Foundation

/// A host's clock: seconds on CLOCK_MONOTONIC, which never jumps with the wall clock.
/// The hosts are the one place that reads a clock (<doc:HOST>); in TabBarKit only
/// the frame loop starts one, to stamp input and wait in real time.
struct MonotonicClock {
    private let start: TimeInterval
    private let base: TimeInterval

    /// Counts on from `base` (the application's current time), so ticks never go back.
    init(continuingFrom base: TimeInterval) {
        self.base = base
        start = Self.seconds()
    }

    var now: TimeInterval { base + Self.seconds() - start }

    /// The date when this clock reads `time`: the run loop takes its deadlines as dates.
    func date(at time: TimeInterval) -> Date {
        Date(timeIntervalSinceNow: time - now)
    }

    private static func seconds() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
    }
}
