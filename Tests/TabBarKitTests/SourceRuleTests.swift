import Foundation
import TabBarKitTestSupport
import Testing

/// Rules about the framework's sources that keep its layers apart and its time in one place.
@Suite(.freshApplication)
struct SourceRuleTests {
    /// The framework's Swift files under `folder` (all of them for nil), as paths relative
    /// to Sources/TabBarKit and their code with comments taken out.
    private static func sources(of module: String = "TabBarKit", in folder: String? = nil) throws -> [(path: String, code: String)] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)")
        let base = folder.map { root.appendingPathComponent($0) } ?? root
        let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        return try files.map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = String(file.path.dropFirst(root.path.count + 1))
            return (path, withoutComments(text))
        }
    }

    /// Line comments and doc comments out; what a comment names is no dependency.
    private static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let start = line.range(of: "//") else { return String(line) }
            // A "//" inside a string literal (a URL) is code: an even count of quotes before it.
            let before = line[..<start.lowerBound]
            return before.filter { $0 == "\"" }.count % 2 == 0 ? String(before) : String(line)
        }.joined(separator: "\n")
    }

    /// The identifiers in `code` that match `pattern`.
    private static func names(matching pattern: String, in code: String) throws -> Set<String> {
        let regex = try Regex(pattern)
        return Set(code.matches(of: regex).map { String(code[$0.range]) })
    }

    /// Time enters only through tick(at:): nothing in the framework may read a clock but the
    /// hosts' clock, which only the frame loop starts (to stamp input and wait in real time).
    @Test func theFrameworkReadsNoWallClock() throws {
        let forbidden = [
            "Date()", "Date.now", "Date(timeIntervalSinceNow", "clock_gettime", "gettimeofday",
            "DispatchTime.now", "DispatchWallTime.now", "CFAbsoluteTimeGetCurrent", "mach_absolute_time",
            "systemUptime", "ContinuousClock", "SuspendingClock", "timeIntervalSinceNow",
            "Date().timeIntervalSince1970", "time(nil)", "CLOCK_MONOTONIC", "SDL_GetTicks",
        ]
        let files = try Self.sources()
        #expect(files.count > 40, "found the framework's sources")
        // The hosts' clock, in the hosts' folder, is the one place a clock is read.
        for file in files where file.path != "Hosting/MonotonicClock.swift" {
            for pattern in forbidden where file.code.contains(pattern) {
                Issue.record("\(file.path) reads the clock (\(pattern)); time must come from UIApplication.tick(at:)")
            }
            if file.code.contains("MonotonicClock("), file.path != "Hosting/FrameLoop.swift" {
                Issue.record("\(file.path) starts a host's clock; only hosts may")
            }
        }
    }

    /// Unchecked exclusivity and unmanaged or unsafe-unowned references are confined to the
    /// storage that ARCHITECTURE.md's "Unsafe code" lists and `make sanitize` runs under
    /// AddressSanitizer: a use anywhere else fails here until it is argued there.
    @Test func unsafeCodeStaysInItsAuditedFiles() throws {
        let audited: [String: Set<String>] = [
            "@exclusivity(unchecked)": [
                "Animation/AnimationEngine.swift", "AutoLayout/Engine/LayoutEngine.swift",
                "AutoLayout/Engine/TrackedItem.swift", "AutoLayout/NSLayoutConstraint.swift",
                "AutoLayout/Solver/CassowarySolver.swift", "AutoLayout/StackView/UIStackView.swift",
                "AutoLayout/View/ViewAutoLayout.swift",
                "CoreAnimation/Animation/CAAnimation.swift", "CoreAnimation/CALayer.swift",
                "CoreAnimation/CAShapeLayer.swift", "Graphics/CGContext.swift", "Rendering/RenderNodes.swift",
                "ViewControllers/UIViewController.swift", "Views/UILabel.swift", "Views/UIView.swift",
                "Window/UIWindow.swift",
            ],
            "unowned(unsafe)": ["Support/ObjectReference.swift"],
            "Unmanaged": ["Images/PNGDecoder.swift", "Support/ThreadLocal.swift", "Support/Unowned.swift"],
            "_withUnsafeGuaranteedRef": ["Support/Unowned.swift"],
        ]
        let files = try Self.sources()
        for (construct, allowed) in audited {
            let users = Set(files.filter { $0.code.contains(construct) }.map(\.path))
            for path in users.subtracting(allowed).sorted() {
                Issue.record("\(path) uses \(construct) outside the audited storage (ARCHITECTURE.md, \"Unsafe code\")")
            }
            for path in allowed.subtracting(users).sorted() {
                Issue.record("\(path) no longer uses \(construct): take it off the audited list")
            }
        }
    }

    /// The demo's scenes are app code, so they show what UIKit's public API can do: they
    /// import no SPI of TabBarKit (the demo program's host does what an app cannot).
    @Test func theDemoScenesUsePublicAPIOnly() throws {
        let files = try Self.sources(of: "TabBarDemoScenes")
        #expect(files.count > 20, "found the scenes' sources")
        for file in files {
            for fence in ["@_spi(", "@testable"] where file.code.contains(fence) {
                Issue.record("\(file.path) imports with \(fence): the scenes use the public API only")
            }
        }
    }

    /// Drawing, text, images, views and rendering are what controllers and the tab bar are
    /// built on: they never name a controller or the tab bar. A view reaches its controller
    /// through `ViewOwner` only; windows, which hold a root controller, have their own folder.
    @Test func theLowerLayersNameNoControllerOrTabBar() throws {
        let pattern = #"\b\w*(Controller|TabBar(?!Kit)|TabItem|TabButton)\w*\b"#
        var checked = 0
        for folder in ["Graphics", "Text", "Images", "Views", "Rendering"] {
            let files = try Self.sources(in: folder)
            #expect(!files.isEmpty, "found \(folder)")
            checked += files.count
            for file in files {
                let found = try Self.names(matching: pattern, in: file.code)
                if !found.isEmpty {
                    Issue.record("\(file.path) names \(found.sorted().joined(separator: ", ")), above its layer")
                }
            }
        }
        #expect(checked > 60, "checked the lower layers' files")
    }

    /// Event delivery knows controllers (the responder chain runs through them) but not the
    /// tab bar controller: containers tell it which child is in front.
    @Test func eventsNameNoTabBarController() throws {
        let files = try Self.sources(in: "Events")
        #expect(files.count > 10, "found Events")
        for file in files {
            let found = try Self.names(matching: #"\b\w*TabBar(?!Kit)\w*\b"#, in: file.code)
            if !found.isEmpty {
                Issue.record("\(file.path) names \(found.sorted().joined(separator: ", ")), above its layer")
            }
        }
    }
}
