import Foundation

/// A folder of a bundle that `UIImage(named:)` searches, with its symlinks resolved. UIKit looks
/// names up inside the bundle only, so every file read through it must lie inside it once its
/// own symlinks are resolved too.
struct BundleRoot {
    let url: URL

    /// Nil when the folder does not exist.
    init?(_ folder: URL) {
        guard let resolved = BundleRoot.resolvingSymlinks(folder.path) else { return nil }
        url = URL(fileURLWithPath: resolved, isDirectory: true)
    }

    /// Refuses a name that would leave any bundle: an absolute path or one with a `..` component.
    static func check(name: String) throws(ImageError) {
        if name.hasPrefix("/") || name.split(separator: "/").contains("..") { throw .nameOutsideBundle(name: name) }
    }

    /// `file` with its symlinks resolved, refused when that lies outside the bundle.
    func contain(_ file: URL) throws(ImageError) -> URL {
        guard let resolved = BundleRoot.resolvingSymlinks(file.path) else { throw .unreadable(path: file.path) }
        let root = url.path.hasSuffix("/") ? url.path : url.path + "/"
        guard resolved.hasPrefix(root) else { throw .outsideBundle(path: file.path, resolved: resolved) }
        return URL(fileURLWithPath: resolved)
    }

    private static func resolvingSymlinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
