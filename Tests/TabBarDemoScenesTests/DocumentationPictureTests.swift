import Foundation
import TabBarKitTestSupport
import Testing

/// The pictures in the README and the articles are goldens of the scene tests, byte for
/// byte: a golden re-recorded without `make screenshots` (or without copying it into the
/// Extras catalog) fails here instead of leaving an old picture in the documentation.
@Suite(.freshApplication)
struct DocumentationPictureTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The scene goldens by file name, from every suite's folder.
    private static let goldens: [String: URL] = {
        let folder = root.appendingPathComponent("Tests/TabBarDemoScenesTests/__Snapshots__")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" } ?? []
        return Dictionary(files.map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
    }()
    private static let pictureFolders = [
        "docs/images",
        "Sources/TabBarKitExtras/TabBarKitExtras.docc/Resources",
    ]

    static var pictures: [String] {
        pictureFolders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".png") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test func everyFolderHasPictures() {
        for folder in Self.pictureFolders {
            #expect(Self.pictures.contains { $0.hasPrefix(folder + "/") }, "no pictures in \(folder)")
        }
    }

    @Test(arguments: pictures)
    func thePictureIsItsGolden(_ path: String) throws {
        let picture = try Data(contentsOf: Self.root.appendingPathComponent(path))
        let name = URL(fileURLWithPath: path).lastPathComponent
        let file = try #require(Self.goldens[name], "\(path) has no golden named \(name)")
        let golden = try Data(contentsOf: file)
        #expect(picture == golden, "\(path) differs from the golden \(name): run make screenshots (or copy the golden)")
    }
}
