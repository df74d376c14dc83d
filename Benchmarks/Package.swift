// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for TabBarKit, kept in their own package so the library's own build and
// tests never depend on ordo-one/benchmark. Run with:
//   swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "TabBarKitBenchmarks",
    dependencies: [
        .package(name: "TabBarKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/RenderingBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "ScrollingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/ScrollingBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "TabBarBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/TabBarBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // iPad's floating tab bar; its own process, since the device is chosen when the
        // screen is first asked for.
        .executableTarget(
            name: "FloatingTabBarBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/FloatingTabBarBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabBarKit", package: "TabBarKit"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
