import Foundation

/// Resolves `UIImage(named:)`: loose files NAME.png, NAME@2x.png, NAME@3x.png first,
/// then asset catalogs, in the bundle's resource folder and then its own folder.
enum NamedImages {
    static func load(named name: String, in bundle: Bundle, scale: CGFloat, idiom: UIUserInterfaceIdiom) throws(ImageError) -> UIImage? {
        try BundleRoot.check(name: name)
        for root in roots(of: bundle) {
            if let image = try looseFile(named: name, in: root, scale: scale) { return image }
            if let found = AssetCatalog.imageSet(named: name, under: root.url) {
                let set = try root.contain(found)
                let resolved = try AssetCatalog.resolve(imageSet: set, in: root, scale: scale, idiom: idiom)
                let cgImage = try PNGDecoder.decode(contentsOf: resolved.file)
                return UIImage(cgImage: cgImage, scale: resolved.scale, renderingMode: resolved.renderingMode)
            }
        }
        return nil
    }

    private static func roots(of bundle: Bundle) -> [BundleRoot] {
        var result: [BundleRoot] = []
        for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0.flatMap(BundleRoot.init) })
        where !result.contains(where: { $0.url == root.url }) {
            result.append(root)
        }
        return result
    }

    private static func looseFile(named name: String, in root: BundleRoot, scale: CGFloat) throws(ImageError) -> UIImage? {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var candidates: [(URL, CGFloat)] = []
        for (suffix, fileScale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
            let url = root.url.appendingPathComponent(base + suffix + ".png")
            if FileManager.default.fileExists(atPath: url.path) { candidates.append((url, CGFloat(fileScale))) }
        }
        guard let best = ImageScale.best(of: candidates, for: scale) else { return nil }
        return UIImage(cgImage: try PNGDecoder.decode(contentsOf: root.contain(best.0)), scale: best.1, renderingMode: .automatic)
    }

    /// The scale a file name claims with @2x or @3x, as UIKit reads it.
    static func scale(fromFileName path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
