import Foundation
@_spi(Testing) import TabBarKit
import Testing

/// Runs each test of a suite (and of the suites inside it) in an application of its own:
/// `UIApplication.shared`, and every layer, view and window the test makes, belong to it,
/// from the suite's initializer to the test's end. Nothing another test left running, set
/// or registered reaches it, and there is nothing to reset or clean up afterwards, whatever
/// order the tests run in and whatever runs beside them.
///
/// ```swift
/// @Suite(.freshApplication)
/// @MainActor
/// struct BadgeTests { ... }
/// ```
public struct FreshApplication: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope and a test's (around its cases) pass through: each case gets one.
        guard testCase != nil else { return try await function() }
        try await UIApplication.withFreshApplication { _ in try await function() }
    }
}

extension Trait where Self == FreshApplication {
    /// Each test runs in an application of its own (`FreshApplication`).
    public static var freshApplication: FreshApplication { FreshApplication() }
}
