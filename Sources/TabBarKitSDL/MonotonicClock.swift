import Foundation

/// The host's clock: seconds on CLOCK_MONOTONIC, which never jumps with the wall clock.
/// The host is the one place in TabBarKit that reads a clock (docs/HOST.md).
struct MonotonicClock {
    private let start: TimeInterval
    private let base: TimeInterval

    /// Counts on from `base` (the application's current time), so ticks never go back.
    init(continuingFrom base: TimeInterval) {
        self.base = base
        start = Self.seconds()
    }

    var now: TimeInterval { base + Self.seconds() - start }

    static func seconds() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
    }
}
