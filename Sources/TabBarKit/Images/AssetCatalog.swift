import Foundation

/// Reads Xcode asset catalogs (`*.xcassets`): an image set is a folder `NAME.imageset`
/// whose `Contents.json` lists its files by scale.
enum AssetCatalog {
    /// Xcode writes a few hundred bytes per image set; a larger file is not one of its.
    static let maxContentsBytes = 1 << 20

    /// The parts of `Contents.json` that matter for images.
    struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
            var idiom: String?
        }
        struct Properties: Decodable {
            var templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
        }
        var images: [Entry]?
        var properties: Properties?
    }

    struct Resolved {
        var file: URL
        var scale: CGFloat
        var renderingMode: UIImage.RenderingMode
    }

    /// The image-set folder for `name` in any catalog below `root`, searching group folders too.
    static func imageSet(named name: String, under root: URL) -> URL? {
        let fm = FileManager.default
        guard let top = try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { return nil }
        for catalog in top where catalog.pathExtension == "xcassets" {
            if let found = search(catalog, for: name + ".imageset", depth: 0) { return found }
        }
        return nil
    }

    private static func search(_ folder: URL, for target: String, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(target)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return direct
        }
        // Groups nest; real catalogs are shallow, and the bound keeps a link loop harmless.
        guard depth < 8,
            let children = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return nil }
        for child in children where child.pathExtension.isEmpty {
            if let found = search(child, for: target, depth: depth + 1) { return found }
        }
        return nil
    }

    /// Reads and checks an image set, then picks the file whose scale best fits `scale`. The
    /// set's files, `Contents.json` included, must resolve to somewhere inside `root`.
    static func resolve(
        imageSet: URL, in root: BundleRoot, scale: CGFloat,
        idiom: UIUserInterfaceIdiom
    ) throws(ImageError) -> Resolved {
        let json = imageSet.appendingPathComponent("Contents.json")
        let data = try ImageFile.read(root.contain(json), limit: maxContentsBytes)
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw .catalogNotJSON(path: json.path, reason: "\(error)")
        }
        var candidates: [(URL, CGFloat)] = []
        for entry in contents.images ?? [] {
            guard let filename = entry.filename else { continue }
            guard isInsideImageSet(filename) else { throw .catalogEntryOutsideImageSet(path: json.path, filename: filename) }
            let file = imageSet.appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw .catalogFileMissing(path: json.path, filename: filename)
            }
            let contained = try root.contain(file)
            guard let fileScale = ImageScale.fromCatalog(entry.scale) else {
                throw .catalogScaleInvalid(path: json.path, scale: entry.scale ?? "")
            }
            if let entryIdiom = entry.idiom, !idiomMatches(entryIdiom, idiom) { continue }
            candidates.append((contained, fileScale))
        }
        guard let best = ImageScale.best(of: candidates, for: scale) else { throw .catalogHasNoImage(path: json.path) }
        let mode: UIImage.RenderingMode
        switch contents.properties?.templateRenderingIntent {
        case "template": mode = .alwaysTemplate
        case "original": mode = .alwaysOriginal
        default: mode = .automatic
        }
        return Resolved(file: best.0, scale: best.1, renderingMode: mode)
    }

    /// A plain file name: no folders, no parent references, nothing absolute.
    private static func isInsideImageSet(_ filename: String) -> Bool {
        !filename.isEmpty && !filename.contains("/") && !filename.contains("\\") && filename != ".." && filename != "."
    }

    private static func idiomMatches(_ entry: String, _ idiom: UIUserInterfaceIdiom) -> Bool {
        switch entry {
        case "universal": return true
        case "iphone": return idiom != .pad
        case "ipad": return idiom == .pad
        default: return false
        }
    }
}
