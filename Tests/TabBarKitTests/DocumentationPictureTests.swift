import Foundation
import Testing

/// The pictures in the README and the articles are goldens of the scene tests, byte for
/// byte: a golden re-recorded without `make screenshots` (or without copying it into the
/// Extras catalog) fails here instead of leaving an old picture in the documentation.
struct DocumentationPictureTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let goldens = root.appendingPathComponent("Tests/TabBarKitTests/__Snapshots__")
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
        let golden = try #require(
            try? Data(contentsOf: Self.goldens.appendingPathComponent(name)), "\(path) has no golden named \(name)")
        #expect(picture == golden, "\(path) differs from the golden \(name): run make screenshots (or copy the golden)")
    }
}
