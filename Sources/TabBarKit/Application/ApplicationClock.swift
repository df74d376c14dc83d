import Foundation
import Synchronization

/// An application's clock: the time of its latest tick, kept once. `tick(at:)` moves it;
/// animations, gesture deadlines, display links and `CACurrentMediaTime()` read it. It is
/// `Sendable` so that `CACurrentMediaTime()` can read it from any thread.
final class ApplicationClock: Sendable {
    private let bits = Atomic<UInt64>(0)

    /// Seconds, on the host's clock (or a test's).
    var now: TimeInterval { TimeInterval(bitPattern: bits.load(ordering: .relaxed)) }

    /// Only `tick(at:)` calls this.
    func move(to time: TimeInterval) { bits.store(time.bitPattern, ordering: .relaxed) }
}

/// Core Animation's clock: in TabBarKit, the time of the application's latest tick, not
/// the machine's clock, so that code timing itself with it is as deterministic as the
/// ticks (<doc:DEVIATIONS>).
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.currentClock.now
}

/// Core Foundation's time type, which Foundation on Linux does not provide.
public typealias CFTimeInterval = Double
