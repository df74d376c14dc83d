import Foundation

/// The file an app's saved state lives in: `$XDG_STATE_HOME/APP/state.archive`, else
/// `~/.local/state/APP/state.archive`. Writes are atomic (a temporary file in the same
/// folder, flushed to disk, then renamed over the old one), so a kill at any moment leaves
/// either the old state or the new one, never a torn file.
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

    /// The saved bytes, or nil when there are none.
    func read() -> Data? {
        FileManager.default.contents(atPath: fileURL.path)
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
}
