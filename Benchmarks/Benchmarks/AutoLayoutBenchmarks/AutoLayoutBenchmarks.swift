import Benchmark
import Foundation
@_spi(Benchmarks) import TabBarKit

// Auto Layout: the first solve of a screenful of constrained views, a constant changed
// and laid out again at two sizes of system (it should cost the same: the solver works
// incrementally), and adding and solving systems of growing size, on views and with the
// bare solver. Each closure brackets only its own work with startMeasurement() and
// stopMeasurement(); views and constraints are built before. The same systems, solved by
// kiwisolver, are timed by compare-kiwisolver.py.

let benchmarks: @Sendable () -> Void = {
    let firstSolve = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 50
    )
    Benchmark("Auto Layout: 1,000 views, 4,040 constraints: activate, solve and lay out", configuration: firstSolve) {
        @MainActor benchmark async in
        for _ in benchmark.scaledIterations {
            let columns = ColumnsOfViews(views: 1_000)
            benchmark.startMeasurement()
            columns.activateAndLayOut()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Auto Layout: 1,000 views in nested stack views: solve and lay out", configuration: firstSolve) {
        @MainActor benchmark async in
        for _ in benchmark.scaledIterations {
            let stacks = NestedStacks(rows: 125)
            benchmark.startMeasurement()
            stacks.activateAndLayOut()
            benchmark.stopMeasurement()
        }
    }

    let change = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )
    for constraints in [100, 10_000] {
        Benchmark("Auto Layout: one constant changed and laid out again (\(constraints) constraints)", configuration: change) {
            @MainActor benchmark, columns async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { columns.changeOneConstant() }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            ColumnsOfViews.laidOut(views: (constraints - 40) / 4)
        }
    }

    let growth = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    // The bare solver on the same system, as compare-kiwisolver.py times kiwisolver's.
    for constraints in [1_000, 10_000, 100_000] {
        Benchmark("Auto Layout: the solver alone adds and solves \(constraints) constraints", configuration: growth) {
            @MainActor benchmark, workload async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(workload.solve()) }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            SolverWorkload(rows: (constraints - 40) / 4)
        }
    }

    for constraints in [1_000, 10_000, 100_000] {
        Benchmark("Auto Layout: add and solve \(constraints) constraints", configuration: growth) { @MainActor benchmark async in
            for _ in benchmark.scaledIterations {
                let columns = ColumnsOfViews(views: (constraints - 40) / 4)
                benchmark.startMeasurement()
                columns.activateAndLayOut()
                benchmark.stopMeasurement()
            }
        }
    }
}
