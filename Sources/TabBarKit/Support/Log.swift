import Logging

/// The loggers TabBarKit reports problems through, one per layer.
enum Log {
    static let graphics = Logger(label: "TabBarKit.graphics")
    static let images = Logger(label: "TabBarKit.images")
    static let text = Logger(label: "TabBarKit.text")
    static let screen = Logger(label: "TabBarKit.screen")
    static let animation = Logger(label: "TabBarKit.animation")
    static let tables = Logger(label: "TabBarKit.tables")
}
