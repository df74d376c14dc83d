import Logging

/// The loggers TabBarKit reports problems through, one per layer. Each use makes its logger
/// afresh (only error paths log), so a logging system bootstrapped after the first message,
/// as tests do to capture messages, still receives every later one.
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
    static var layout: Logger { Logger(label: "TabBarKit.layout") }
    static var layers: Logger { Logger(label: "TabBarKit.layers") }
    static var menus: Logger { Logger(label: "TabBarKit.menus") }
    static var controls: Logger { Logger(label: "TabBarKit.controls") }
}
