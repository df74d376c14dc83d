import Foundation

/// Reads image files and `Contents.json` whole, but only regular files whose size is within a
/// limit, checked before the first byte is read: a bundle's files may be hostile.
enum BoundedFile {
    static func read(_ url: URL, limit: Int) throws(ImageError) -> Data {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path) }
        // A device or FIFO has no size to check, and reading one may never end or never start.
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        guard info.st_size <= limit else { throw .tooLarge(path: path, bytes: Int(info.st_size), limit: limit) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        // The file may have grown since it was measured.
        guard data.count <= limit else { throw .tooLarge(path: path, bytes: data.count, limit: limit) }
        return data
    }
}
