import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Seeded random sequences of what users and app code do to a tab bar controller, with the
/// invariants checked after every step (Support/RandomTabBarWorld.swift,
/// Support/TabBarInvariants.swift). The suite runs 20 seeds of 5,000 steps; `make soak`
/// sets TABBARKIT_SOAK_STEPS for longer runs. A violation names its seed and step and
/// lists the operations before it.
@Suite(.freshApplication)
@MainActor
struct TabBarRandomOperationTests {
    nonisolated static let seeds: [UInt64] = Array(1...20)
    static var steps: Int { ProcessInfo.processInfo.environment["TABBARKIT_SOAK_STEPS"].flatMap { Int($0) } ?? 5_000 }

    @Test(arguments: seeds)
    func everyStepKeepsTheControllersConsistent(seed: UInt64) {
        let world = RandomTabBarWorld(seed: seed)
        LogCapture.quietly { world.run(steps: Self.steps) }
        let report = world.violations.joined(separator: "\n") + "\nafter these operations:\n" + world.history.joined(separator: "\n")
        #expect(world.violations.isEmpty, "\(report)")
        // Nothing the run started is left running: a minute later the application is idle.
        #expect(!UIApplication.shared.tick(at: UIApplication.shared.currentTime + 60), "seed \(seed): something still animates")
        // The settled checks must have run often, or the test would prove little.
        #expect(world.settledChecks > world.steps / 10, "settled checks ran \(world.settledChecks) times in \(world.steps) steps")
        print(
            "random operations: seed \(seed), \(world.steps) steps, \(world.settledChecks) settled checks, \(world.violations.count) violations"
        )
    }
}
