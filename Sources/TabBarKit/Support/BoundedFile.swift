import Foundation

/// Reads a file whole, but only a regular file whose size is within a limit, checked on the
/// opened file before the first byte is read: image files, catalogs and saved state may be
/// hostile (a folder, a FIFO or a device in a file's place, or gigabytes).
enum BoundedFile {
    enum Failure: Error, Equatable {
        case cannotOpen(errno: Int32)
        case notARegularFile
        case tooLarge(bytes: Int)
        case cannotRead(errno: Int32)
        case grewWhileRead
    }

    /// The bytes, or nil when there is no file at `path`.
    static func read(_ path: String, limit: Int) -> Result<Data?, Failure> {
        // Non-blocking: opening a FIFO must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .success(nil) : .failure(.cannotOpen(errno: code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        guard status.st_size <= limit else { return .failure(.tooLarge(bytes: Int(status.st_size))) }
        // One byte more than the size it had, to notice a file that grows while it is read.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.cannotRead(errno: errno))
            }
            count += got
        }
        guard count < bytes.count else { return .failure(.grewWhileRead) }
        return .success(Data(bytes[..<count]))
    }
}

extension BoundedFile.Failure: CustomStringConvertible {
    var description: String {
        switch self {
        case .cannotOpen(let code): "cannot be opened (\(String(cString: strerror(code))))"
        case .notARegularFile: "is not a regular file"
        case .tooLarge(let bytes): "holds \(bytes) bytes"
        case .cannotRead(let code): "cannot be read (\(String(cString: strerror(code))))"
        case .grewWhileRead: "changed while it was read"
        }
    }
}
