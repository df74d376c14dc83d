import Foundation
import TabBarKitTestSupport
import Testing

/// Rules that keep an app's running state in its application: engine code reaches the
/// application through the object at hand, only what has no object at hand asks which
/// application app code runs in, and no static or unchecked global holds running state.
@Suite(.freshApplication)
struct ApplicationStateRuleTests {
    /// The Swift files under `folder` of the package, as paths relative to the package's
    /// root and their code with line comments taken out.
    private static func sources(in folder: String) throws -> [(path: String, code: String)] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(
            FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        )
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        return try files.map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard let start = line.range(of: "//") else { return String(line) }
                let before = line[..<start.lowerBound]
                return before.filter { $0 == "\"" }.count % 2 == 0 ? String(before) : String(line)
            }.joined(separator: "\n")
            return (String(file.path.dropFirst(root.path.count + 1)), code)
        }
    }

    /// `UIApplication.shared` is UIKit's entry for app code. The framework's engine (every
    /// folder but the application's own and the hosts') and the extras reach the
    /// application through a layer, view, window or controller instead.
    @Test func engineCodeNeverNamesTheSharedApplication() throws {
        var checked = 0
        for folder in ["Sources/TabBarKit", "Sources/TabBarKitExtras"] {
            for file in try Self.sources(in: folder) {
                if file.path.hasPrefix("Sources/TabBarKit/Application/") || file.path.hasPrefix("Sources/TabBarKit/Hosting/") {
                    continue
                }
                checked += 1
                if file.code.contains("UIApplication.shared") {
                    Issue.record("\(file.path) names UIApplication.shared; reach the application through the object at hand")
                }
            }
        }
        #expect(checked > 400, "checked the engine's files")
    }

    /// Where the framework asks which application app code runs in: where an object is made
    /// (and keeps the answer), and UIKit's static entry points, which have no object at hand.
    static let askersOfTheCurrentApplication: [String: String] = [
        "Sources/TabBarKit/CoreAnimation/CALayer.swift": "a layer is handed its application when it is made",
        "Sources/TabBarKit/Events/UIGestureRecognizer.swift": "a recognizer is handed its application's input state when made",
        "Sources/TabBarKit/Animation/CADisplayLink.swift": "a display link is handed its application's links when made",
        "Sources/TabBarKit/Animation/UIViewPropertyAnimator.swift": "an animator is handed its application's engine when made",
        "Sources/TabBarKit/Animation/UIView+Animation.swift": "UIView.animate(…) and its kin are static",
        "Sources/TabBarKit/Animation/UIView+Keyframes.swift": "UIView.animateKeyframes(…) and addKeyframe(…) are static",
        "Sources/TabBarKit/Animation/UIView+LegacyAnimations.swift": "beginAnimations(…) and its setters are static",
        "Sources/TabBarKit/CoreAnimation/Animation/CATransaction.swift": "CATransaction's methods are class methods",
        "Sources/TabBarKit/Appearance/UIAppearance.swift": "appearance() is static",
        "Sources/TabBarKit/Pasteboard/UIPasteboard.swift": "general and the named pasteboards are class members",
    ]

    @Test func onlyStaticEntriesAndNewObjectsAskForTheCurrentApplication() throws {
        var found: Set<String> = []
        for file in try Self.sources(in: "Sources/TabBarKit") where !file.path.hasPrefix("Sources/TabBarKit/Application/") {
            guard file.code.contains("UIApplication.current") else { continue }
            found.insert(file.path)
            if Self.askersOfTheCurrentApplication[file.path] == nil {
                Issue.record("\(file.path) asks for UIApplication.current; reach the application through the object at hand")
            }
        }
        // The list names no file that no longer asks.
        for path in Self.askersOfTheCurrentApplication.keys where !found.contains(path) {
            Issue.record("\(path) is listed as asking for the current application but does not")
        }
    }

    /// Globals and statics that hold state, with why each holds no app's running state.
    static let statefulStatics: [String: String] = [
        "Sources/TabBarKit/Application/UIApplication+Current.swift ofThisProcess": "the process's application itself",
        "Sources/TabBarKit/Application/UIApplication+Current.swift processClock":
            "the process application's clock, for CACurrentMediaTime() on any thread",
        "Sources/TabBarKit/Application/UIApplication+Current.swift application": "the task-local application of a test's scope",
        "Sources/TabBarKit/Views/UIView.swift classesWithoutDrawing": "a fact about classes: which do not override draw(_:)",
        "Sources/TabBarKit/Rendering/PixmanTarget.swift colors": "solid Pixman images by colour, the same for every app",
        "Sources/TabBarKit/Rendering/RoundedRectMasks.swift masks": "rounded-rect masks by shape, the same for every app",
        "Sources/TabBarKit/Graphics/PixelStorage.swift mappingKey": "Cairo's user-data key: only its address is used",
        "Sources/TabBarKit/Graphics/UIGraphicsContextStack.swift perThread":
            "each thread's stack of current drawing contexts, as UIKit keeps it",
        "Sources/TabBarKit/Text/PangoContext.swift perThread": "each thread's Pango context and font map, a cache",
        "Sources/TabBarKit/Views/UIView.swift unownedSuperview": "an instance's own field (checked by the unsafe-code rules)",
        "Sources/TabBarKit/Rendering/ViewRenderer.swift surface": "an instance's own field, released in deinit",
    ]

    /// A stored `static var`, anything `nonisolated(unsafe)`, a task-local, a per-thread
    /// value, or a static instance of a running-state type, not on the list above, fails:
    /// running state belongs to an application.
    @Test func noStaticHoldsRunningState() throws {
        let patterns = [
            #"static var (\w+)\s*(:[^={]*)?="#, #"nonisolated\(unsafe\)[^\n]*?\b(?:var|let) (\w+)"#,
            #"@TaskLocal\s+(?:static\s+)?var (\w+)"#, #"static let (\w+)\s*=\s*ThreadLocal"#,
            #"static let (\w+)\s*(?::[^=]*)?=\s*(?:UIApplication|ApplicationClock|ApplicationRuntime|AnimationEngine|AppearanceRegistry|BackdropViews|ViewRenderer|UIWindow)\("#,
        ].map { try! Regex($0) }
        var found: Set<String> = []
        for folder in ["Sources/TabBarKit", "Sources/TabBarKitExtras", "Sources/TabBarKitSDL"] {
            for file in try Self.sources(in: folder) {
                for pattern in patterns {
                    for match in file.code.matches(of: pattern) {
                        guard let name = match.output[1].substring else { continue }
                        let key = "\(file.path) \(name)"
                        found.insert(key)
                        if Self.statefulStatics[key] == nil {
                            Issue.record("\(key) is a static or unchecked global holding state; keep running state in the application")
                        }
                    }
                }
            }
        }
        for key in Self.statefulStatics.keys where !found.contains(key) {
            Issue.record("\(key) is listed but no longer found")
        }
    }

    /// Every suite of the test targets runs its tests in an application of their own, so
    /// no test cleans up after itself and none inherits another's world.
    @Test func everyTestSuiteRunsInAFreshApplication() throws {
        var suites = 0
        for folder in [
            "Tests/TabBarKitTests", "Tests/TabBarDemoScenesTests", "Tests/Swift5ClientTests", "Tests/DemoScriptTests",
            "Tests/TabBarKitSDLTests",
        ] {
            for file in try Self.sources(in: folder) {
                let lines = file.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (index, line) in lines.enumerated() {
                    guard let match = line.firstMatch(of: #/^(?:@\w+(?:\([^)]*\))? )*(?:final )?(?:struct|class) (\w+)/#) else { continue }
                    let end = lines[(index + 1)...].firstIndex(of: "}") ?? lines.endIndex
                    guard lines[index..<end].contains(where: { $0.contains("@Test") }) else { continue }
                    suites += 1
                    var attributes = index
                    while attributes > 0, lines[attributes - 1].hasPrefix("@") { attributes -= 1 }
                    if !lines[attributes...index].contains(where: { $0.contains(".freshApplication") }) {
                        Issue.record("\(file.path): suite \(match.output.1) lacks the .freshApplication trait")
                    }
                }
            }
        }
        #expect(suites > 150, "found the suites")
    }
}
