import Foundation

/// An image file or a catalog's `Contents.json`, read whole through BoundedFile, with what
/// went wrong said as an ImageError.
enum ImageFile {
    static func read(_ url: URL, limit: Int) throws(ImageError) -> Data {
        let path = url.path
        switch BoundedFile.read(path, limit: limit) {
        case .success(let data?): return data
        case .success(nil), .failure(.cannotOpen), .failure(.cannotRead), .failure(.grewWhileRead): throw .unreadable(path: path)
        case .failure(.notARegularFile): throw .notAFile(path: path)
        case .failure(.tooLarge(let bytes)): throw .tooLarge(path: path, bytes: bytes, limit: limit)
        }
    }
}
