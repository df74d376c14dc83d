import Foundation
import TabBarKitTestSupport
import Testing

/// TabBarKit's main-actor API is `@preconcurrency`, so that Swift 5 code sees it as it sees
/// UIKit's SDK. Under `@preconcurrency` a member whose type holds a `@MainActor` closure type
/// is mangled one way where it is declared and another where it is used, and the program
/// fails to link (from whichever file or module the compiler happens to build apart). UIKit's
/// own closure types are plain, and closures written in main-actor code run there anyway.
@Suite(.freshApplication)
struct PreconcurrencyDeclarationTests {
    @Test func noMemberHoldsAMainActorClosureType() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for module in ["Sources/TabBarKit", "Sources/TabBarKitSDL"] {
            let files = try #require(
                FileManager.default.enumerator(at: root.appendingPathComponent(module), includingPropertiesForKeys: nil)
            )
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for file in files {
                checked += 1
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    for pattern in ["@MainActor (", "@MainActor @Sendable (", "(@MainActor", "[@MainActor"] where line.contains(pattern) {
                        Issue.record(
                            "\(file.lastPathComponent):\(number + 1) has a @MainActor closure type: \(line.trimmingCharacters(in: .whitespaces))"
                        )
                    }
                }
            }
        }
        #expect(checked > 40, "found the sources")
    }
}
