import Foundation
@_spi(Hosting) import TabBarKit

/// Drives the application's one clock from a test. Making one starts the application over
/// with a fresh runtime (no animations, touches or timers left by earlier tests, the clock
/// at zero), so times are seconds from the test's own start.
@MainActor
public struct TestClock {
    public let origin: TimeInterval = 0

    public init() {
        UIApplication.shared.startFreshRuntime()
    }

    @discardableResult
    public func tick(_ time: TimeInterval) -> Bool {
        UIApplication.shared.tick(at: origin + time)
    }

    /// Ticks `seconds` after the last tick: for tests that wait step by step rather than
    /// at times counted from the start.
    @discardableResult
    public func advance(_ seconds: TimeInterval) -> Bool {
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + seconds)
    }
}

/// Records what happened, in order, for tests of call order.
@MainActor
public final class EventLog {
    public private(set) var events: [String] = []
    public init() {}
    public func add(_ event: String) { events.append(event) }
}
