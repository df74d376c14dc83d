import Foundation

/// The file an app's saved state lives in: `$XDG_STATE_HOME/APP/state.archive`, else
/// `~/.local/state/APP/state.archive`. Writes are atomic (a temporary file in the same
/// folder, flushed to disk, then renamed over the old one), so a kill at any moment leaves
/// either the old state or the new one, never a torn file. Reads take a regular file of
/// bounded size only. While a restoration runs, a marker file lies beside the state
/// (`state.archive.restoring`), so the next launch knows when one did not finish.
struct RestorationStore {
    let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// A store beside this one, in the same folder, under another file name.
    func sibling(named name: String) -> RestorationStore {
        RestorationStore(fileURL: fileURL.deletingLastPathComponent().appendingPathComponent(name))
    }

    init(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        }
        fileURL = base.appendingPathComponent(appName, isDirectory: true).appendingPathComponent("state.archive")
    }

    /// The saved bytes, nil when there is no file, or why the file is not read: it is not
    /// a regular file (a folder, a pipe, a device), it cannot be opened, or it holds more
    /// than `limit` bytes (then it is not read at all).
    func read(limit: Int) -> Result<Data?, StateFileFault> {
        BoundedFile.read(fileURL.path, limit: limit).mapError { failure in
            if case .tooLarge = failure { return Self.unreadable("is over the limit of \(StateFileFault.grouped(limit)) bytes") }
            return Self.unreadable(failure.description)
        }
    }

    private static func unreadable(_ problem: String) -> StateFileFault {
        StateFileFault(reason: .unreadable(problem))
    }

    func write(_ data: Data) throws {
        let folder = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path]) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary.path, fileURL.path) == 0 else {
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fileURL.path])
        }
        // The rename itself reaches the disk with the folder.
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Deletes the saved state, if there is any.
    func remove() {
        unlink(fileURL.path)
    }

    // MARK: The marker of a restoration under way

    private var markerPath: String { fileURL.path + ".restoring" }

    /// Whether a restoration began and did not finish.
    var isMarkedRestoring: Bool { access(markerPath, F_OK) == 0 }

    /// Leaves the marker before a restoration; false when it could not be made.
    func markRestoring() -> Bool {
        let descriptor = open(markerPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    func clearRestoringMark() {
        unlink(markerPath)
    }
}
