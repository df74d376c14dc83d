import Logging
import Synchronization

/// Captures what TabBarKit logs, so tests can check that bad input is reported.
///
/// swift-log lets a process bootstrap its logging once, and a logger keeps the handler
/// it was made with: `LogCapture.install()` bootstraps (on its first call) a handler that
/// writes to standard error as before and records each message while a test listens.
/// TabBarKit makes its loggers on each use, so installing before the message is logged is
/// enough.
public enum LogCapture {
    private struct State {
        var records: [(label: String, message: String)] = []
        /// Calls of `messages(from:during:)` under way; messages are kept only while one is.
        var listening = 0
        /// Calls of `quietly(_:)` under way; standard error hears nothing while one is.
        var muted = 0
    }

    private static let state = Mutex(State())

    private static let installed: Void = LoggingSystem.bootstrap { label in
        MultiplexLogHandler([QuietableHandler(label: label), RecordingHandler(label: label)])
    }

    public static func install() { installed }

    /// The messages logged under `label` while `body` ran.
    public static func messages(from label: String, during body: () throws -> Void) rethrows -> [String] {
        install()
        let start = state.withLock { state in
            state.listening += 1
            return state.records.count
        }
        defer {
            state.withLock { state in
                state.listening -= 1
                if state.listening == 0 { state.records.removeAll() }
            }
        }
        try body()
        return state.withLock { Array($0.records[start...]) }.filter { $0.label == label }.map(\.message)
    }

    /// Runs `body` without writing what is logged to standard error: a long random run
    /// provokes thousands of refusals on purpose, and would bury the suite's output.
    public static func quietly<T>(_ body: () throws -> T) rethrows -> T {
        install()
        state.withLock { $0.muted += 1 }
        defer { state.withLock { $0.muted -= 1 } }
        return try body()
    }

    /// Standard error, unless a `quietly` call is under way.
    private struct QuietableHandler: LogHandler {
        var stream: StreamLogHandler

        init(label: String) { stream = StreamLogHandler.standardError(label: label) }

        var logLevel: Logger.Level {
            get { stream.logLevel }
            set { stream.logLevel = newValue }
        }

        var metadata: Logger.Metadata {
            get { stream.metadata }
            set { stream.metadata = newValue }
        }

        var metadataProvider: Logger.MetadataProvider? {
            get { stream.metadataProvider }
            set { stream.metadataProvider = newValue }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { stream[metadataKey: key] }
            set { stream[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            guard LogCapture.state.withLock({ $0.muted == 0 }) else { return }
            stream.log(event: event)
        }
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
            LogCapture.state.withLock { state in
                if state.listening > 0 { state.records.append((label, event.message.description)) }
            }
        }
    }
}
