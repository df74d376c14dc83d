import Foundation
@_spi(Hosting) @_spi(Testing) import TabBarKit
import Testing

/// The application a test runs in, as a test drives it: its clock, ticked from the test.
/// The suite's `.freshApplication` trait made it for this test, with its clock at zero, so
/// times are seconds from the test's own start; making one outside such a scope records an
/// issue.
@MainActor
public struct TestApplication {
    public let application: UIApplication
    public let origin: TimeInterval = 0

    public init(sourceLocation: SourceLocation = #_sourceLocation) {
        if !UIApplication.runsInFreshApplication {
            Issue.record(
                "TestApplication outside a fresh application: give the suite the .freshApplication trait", sourceLocation: sourceLocation)
        }
        application = UIApplication.shared
    }

    /// The time of the latest tick.
    public var currentTime: TimeInterval { application.currentTime }

    /// Ticks the application to `time` seconds from the test's start.
    @discardableResult
    public func tick(_ time: TimeInterval) -> Bool {
        application.tick(at: origin + time)
    }

    /// Ticks `seconds` after the last tick: for tests that wait step by step rather than
    /// at times counted from the start.
    @discardableResult
    public func advance(_ seconds: TimeInterval) -> Bool {
        application.tick(at: application.currentTime + seconds)
    }
}
