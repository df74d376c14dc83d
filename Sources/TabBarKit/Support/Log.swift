import Logging

/// The loggers TabBarKit reports problems through, one per layer.
enum Log {
    static let graphics = Logger(label: "TabBarKit.graphics")
    static let images = Logger(label: "TabBarKit.images")
    static let text = Logger(label: "TabBarKit.text")
    static let screen = Logger(label: "TabBarKit.screen")
    static let animation = Logger(label: "TabBarKit.animation")
    static let viewControllers = Logger(label: "TabBarKit.viewControllers")
    static let application = Logger(label: "TabBarKit.application")
    static let events = Logger(label: "TabBarKit.events")
    static let tables = Logger(label: "TabBarKit.tables")
}
