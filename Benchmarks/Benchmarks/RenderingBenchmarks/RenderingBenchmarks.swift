import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
    print("register: main=\(Thread.isMainThread)")
    Benchmark("probe sync", configuration: .init(maxIterations: 2)) { _ in
        print("sync: main=\(Thread.isMainThread)")
    }
    Benchmark("probe async") { _ async in
        print("async: main=\(Thread.isMainThread)")
        await MainActor.run { print("in MainActor.run: main=\(Thread.isMainThread)") }
    }
}
