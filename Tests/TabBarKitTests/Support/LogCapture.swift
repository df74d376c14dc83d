import Logging
import Synchronization

/// Captures what TabBarKit logs, so tests can check that bad input is reported.
///
/// swift-log lets a process bootstrap its logging once: `LogCapture.install()` bootstraps
/// (on its first call) a handler that writes to standard error as before and also records
/// each message. TabBarKit makes its loggers when it logs, so whatever logged earlier in
/// the process, messages logged after the first call are recorded.
enum LogCapture {
    private static let records = Mutex<[(label: String, message: String)]>([])

    private static let installed: Void = LoggingSystem.bootstrap { label in
        MultiplexLogHandler([StreamLogHandler.standardError(label: label), RecordingHandler(label: label)])
    }

    static func install() { installed }

    /// The messages logged under `label` while `body` ran.
    static func messages(from label: String, during body: () throws -> Void) rethrows -> [String] {
        install()
        let start = records.withLock { $0.count }
        try body()
        return records.withLock { Array($0[start...]) }.filter { $0.label == label }.map(\.message)
    }

    private struct RecordingHandler: LogHandler {
        let label: String
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            LogCapture.records.withLock { $0.append((label, event.message.description)) }
        }
    }
}
