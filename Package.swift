// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TabBarKit",
    products: [
        // QuartzCore rides with TabBarKit: UIKit code imports it for the Core Animation types.
        .library(name: "TabBarKit", targets: ["TabBarKit", "QuartzCore"]),
        .library(name: "TabBarKitSDL", targets: ["TabBarKitSDL"]),
        // What custom tab bar libraries add, apart from TabBarKit so that it stays UIKit's API.
        .library(name: "TabBarKitExtras", targets: ["TabBarKitExtras"]),
        .executable(name: "tabbar-demo", targets: ["tabbar-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Cairo's own compositing library, used directly where Cairo would allocate.
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        // zlib's CRC-32: PNG chunks are checked before libpng reads them. Tests also compress with it.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libpng, read directly so that its limits can be set and its errors read; Cairo writes PNGs.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // Pango (libpango1.0-dev), declared in its shim rather than through pkg-config, whose
        // flags for it carry -pthread: SwiftPM would warn about it in every consumer's build.
        .systemLibrary(name: "CPangoCairo"),
        // SDL2 (libsdl2-dev), used by the window host only; TabBarKit itself never links it.
        // Its headers need no flags, and pkg-config's -D_REENTRANT would draw the same warning.
        .systemLibrary(name: "CSDL2"),
        // The file descriptor of SDL's display connection (X11 or Wayland), which the window
        // host watches from the run loop; in C, so X11's headers stay out of Swift.
        .target(
            name: "CDisplayConnection",
            dependencies: ["CSDL2"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("wayland-client")]
        ),
        .target(
            name: "TabBarKit",
            dependencies: [
                "CCairo",
                "CPixman",
                "CPangoCairo",
                "CZlib",
                "CPNG",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6WithoutRuntimeIsolationChecks
        ),
        // `import QuartzCore`: the Core Animation types, which TabBarKit defines (a view's
        // layer and its view share state), re-exported under the module name UIKit code uses.
        .target(
            name: "QuartzCore",
            dependencies: ["TabBarKit"]
        ),
        // The SDL2 window host: draws the key window into a window, turns mouse and keys into
        // touches and presses, ticks the application while anything animates, and runs the
        // main run loop while it waits for input.
        .target(
            name: "TabBarKitSDL",
            dependencies: ["TabBarKit", "CCairo", "CSDL2", "CDisplayConnection"],
            swiftSettings: swift6WithoutRuntimeIsolationChecks
        ),
        .target(
            name: "TabBarKitExtras",
            dependencies: ["TabBarKit", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swift6WithoutRuntimeIsolationChecks
        ),
        // The demo's script language (`--script FILE`): parsed and run against a window,
        // apart from the command line so tests can run it headless.
        .target(
            name: "DemoScript",
            dependencies: ["TabBarKit"]
        ),
        // The demo's scenes, apart from its command line so tests can build them headless.
        .target(
            name: "TabBarDemoScenes",
            dependencies: ["TabBarKit", "TabBarKitExtras", .product(name: "Logging", package: "swift-log")]
        ),
        // What the demo program does for its scenes as their host, which an app cannot: it
        // renders them headless, draws the phone's status bar and moves a window to another
        // device's screen. The scenes themselves use UIKit's public API only.
        .target(
            name: "TabBarDemoHosting",
            dependencies: ["TabBarKit", "TabBarDemoScenes"]
        ),
        .executableTarget(
            name: "tabbar-demo",
            dependencies: [
                "TabBarKit",
                "TabBarKitSDL",
                "TabBarDemoScenes",
                "TabBarDemoHosting",
                "DemoScript",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A second process for the tests of restoration across launches and kills.
        .executableTarget(
            name: "restoration-probe",
            dependencies: ["TabBarKit"],
            path: "Tests/RestorationProbe"
        ),
        // An app whose work runs later (main queue, timers, tasks), for the run loop tests,
        // headless and in a window.
        .executableTarget(
            name: "runloop-probe",
            dependencies: ["TabBarKit", "TabBarKitSDL"],
            path: "Tests/RunLoopProbe"
        ),
        // What the test targets share: the test clock, call logs, log capture, snapshot
        // goldens. It sees TabBarKit as any client does (the hosts' API included).
        .target(
            name: "TabBarKitTestSupport",
            dependencies: ["TabBarKit", "CCairo", .product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "TabBarKitTests",
            dependencies: ["TabBarKit", "TabBarKitExtras", "TabBarKitTestSupport", "CZlib"],
            exclude: ["__Snapshots__"]
        ),
        // The demo's scenes: what they show, how they behave, their pictures.
        .testTarget(
            name: "TabBarDemoScenesTests",
            dependencies: [
                "TabBarDemoScenes", "TabBarDemoHosting", "TabBarKit", "TabBarKitExtras", "TabBarKitTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        // Client code in Swift 5 language mode calling main-actor API from nonisolated code,
        // as most UIKit code does; it compiles because that API is @preconcurrency.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["TabBarKit", "TabBarKitSDL", "QuartzCore", "TabBarKitTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "TabBarKitSDLTests",
            dependencies: ["TabBarKitSDL", "TabBarKit", "CSDL2", "TabBarKitTestSupport"]
        ),
        .testTarget(
            name: "DemoScriptTests",
            dependencies: ["DemoScript", "TabBarKit", "TabBarKitTestSupport"]
        ),
        // Runs the built demo and the run loop probe in a real window under Xvfb and checks
        // the screen's pixels.
        .testTarget(
            name: "TabBarDemoEndToEndTests",
            dependencies: ["tabbar-demo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The libraries are Swift 6 in all but one feature: every check is made when they compile,
/// and concurrency warnings fail the build (`make test`), but no closure or @preconcurrency
/// entry point asks at run time whether it is on the main actor, as Swift 6 mode would have
/// it. Such a check costs about 200 instructions, and main-actor code passes closures to
/// `map`, `first(where:)` and the like on every frame: 6 % of a frame of 100 animated shape
/// layers. UIKit's methods make no such check either.
var swift6WithoutRuntimeIsolationChecks: [SwiftSetting] {
    [.swiftLanguageMode(.v5)]
        + [
            "ConciseMagicFile", "ForwardTrailingClosures", "StrictConcurrency", "BareSlashRegexLiterals",
            "DeprecateApplicationMain", "ImportObjcForwardDeclarations", "DisableOutwardActorInference",
            "IsolatedDefaultValues", "GlobalConcurrency", "InferSendableFromCaptures", "ImplicitOpenExistentials",
            "RegionBasedIsolation", "NonfrozenEnumExhaustivity", "GlobalActorIsolatedTypesUsability",
        ].map { .enableUpcomingFeature($0) }
}
