import Foundation
import TabBarKitTestSupport
import Testing

/// Every Core Animation and Core Graphics name TabBarKit declares (`CA…`, `kCA…`, `CF…`,
/// `CG…`) is re-exported by the QuartzCore module, so code that imports QuartzCore alone finds
/// each of them, as Apple's QuartzCore brings Core Graphics.
@Suite(.freshApplication)
struct QuartzCoreExportTests {
    @Test func quartzCoreExportsEveryCoreAnimationAndCoreGraphicsName() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let declaration = try NSRegularExpression(
            pattern: #"^(?:open|public) (?:final )?(?:class|struct|protocol|func|let|var|typealias|enum) ((?:CA|kCA|CF|CG)\w*)"#,
            options: .anchorsMatchLines)
        var declared = Set<String>()
        let files = try #require(
            FileManager.default.enumerator(
                at: root.appendingPathComponent("Sources/TabBarKit"),
                includingPropertiesForKeys: nil)
        )
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        let exports = try String(contentsOf: root.appendingPathComponent("Sources/QuartzCore/QuartzCore.swift"), encoding: .utf8)
        #expect(declared.count > 40, "found the declarations")
        for name in declared.sorted() where !exports.contains("TabBarKit.\(name)\n") {
            Issue.record("QuartzCore does not re-export \(name)")
        }
    }
}
