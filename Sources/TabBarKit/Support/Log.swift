import Logging

/// The loggers TabBarKit reports problems through, one per layer.
///
/// A logger keeps the handler the logging system gave it when it was made, so each is made
/// when used: a logging system bootstrapped after TabBarKit first logged (as tests do to
/// capture messages) still receives everything. Logging is for problems, never per frame,
/// so making one each time costs nothing that matters.
enum Log {
    static var graphics: Logger { Logger(label: "TabBarKit.graphics") }
    static var images: Logger { Logger(label: "TabBarKit.images") }
    static var text: Logger { Logger(label: "TabBarKit.text") }
    static var screen: Logger { Logger(label: "TabBarKit.screen") }
    static var animation: Logger { Logger(label: "TabBarKit.animation") }
    static var viewControllers: Logger { Logger(label: "TabBarKit.viewControllers") }
    static var application: Logger { Logger(label: "TabBarKit.application") }
    static var events: Logger { Logger(label: "TabBarKit.events") }
    static var tables: Logger { Logger(label: "TabBarKit.tables") }
}
