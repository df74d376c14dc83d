import Foundation

// Which application app code runs in. A process has one, made when first asked for; a test
// runs in a scope with an application of its own (`withFreshApplication(_:)`), which the
// scope's task and the tasks it starts see, whatever other tests run meanwhile.
//
// Engine code does not ask this: it reaches the application through the object at hand.
// What asks is what has no object at hand: `shared` (UIKit's entry for app code), a layer
// being made (it keeps the answer), and UIKit's static entry points that app code calls
// (animation blocks, `CATransaction`, appearance proxies, `CACurrentMediaTime()`).
// `SourceRuleTests` holds the list.
extension UIApplication {
    /// The process's application, made when first asked for.
    private static let ofThisProcess = UIApplication(clock: processClock)
    private nonisolated static let processClock = ApplicationClock()

    /// The application app code runs in now.
    static var current: UIApplication { TestScope.application ?? ofThisProcess }

    /// The current application's clock, from any thread.
    nonisolated static var currentClock: ApplicationClock { TestScope.application?.clock ?? processClock }

    /// Runs `body` in a new application of its own: nothing running, no windows, no
    /// delegate, no appearance values, no first responder, its clock at zero. Within it
    /// (and the tasks it starts) `UIApplication.shared` is that application; `body` gets
    /// it too. Every layer, view and window made inside belongs to
    /// it. For tests, so that none inherits another's world (TabBarKitTestSupport's
    /// `.freshApplication` trait wraps each test in one).
    @_spi(Testing) public nonisolated static func withFreshApplication<Result: Sendable>(
        _ body: (UIApplication) async throws -> Result
    ) async rethrows -> Result {
        let application = await MainActor.run { UIApplication() }
        return try await TestScope.$application.withValue(application) { try await body(application) }
    }

    /// Whether this runs inside `withFreshApplication(_:)`.
    @_spi(Testing) public nonisolated static var runsInFreshApplication: Bool { TestScope.application != nil }
}

/// The application of the test scope this task runs in, if any.
private enum TestScope {
    @TaskLocal static var application: UIApplication?
}
