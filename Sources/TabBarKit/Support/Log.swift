import Logging

/// The loggers TabBarKit reports problems through, one per layer.
///
/// A swift-log logger keeps the handler of the bootstrap in force when it was made, and
/// these are made on first use; each forwards to the current bootstrap instead, so a
/// bootstrap made later (tests capture logs that way) still sees every message.
enum Log {
    static let graphics = logger("TabBarKit.graphics")
    static let images = logger("TabBarKit.images")
    static let text = logger("TabBarKit.text")
    static let screen = logger("TabBarKit.screen")
    static let animation = logger("TabBarKit.animation")
    static let viewControllers = logger("TabBarKit.viewControllers")
    static let application = logger("TabBarKit.application")
    static let events = logger("TabBarKit.events")
    static let tables = logger("TabBarKit.tables")

    private static func logger(_ label: String) -> Logger {
        Logger(label: label) { CurrentBootstrapHandler(label: $0) }
    }
}

/// Hands each message to a handler of the logging system's current bootstrap. Made per
/// message; TabBarKit logs only on errors and rare events.
private struct CurrentBootstrapHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    var logLevel: Logger.Level {
        get { Logger(label: label).logLevel }
        set {}
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var handler = Logger(label: label).handler
        for (key, value) in metadata { handler[metadataKey: key] = value }
        handler.log(event: event)
    }
}
