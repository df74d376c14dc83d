import Foundation
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Where the Auto Layout tests build: a 375×667 window on the main screen (scale 2), showing
/// a plain view controller whose view holds the test's views, laid out once.
@MainActor
enum ConstraintScreen {
    static func make() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, root.view)
    }

    /// A window the size of one of the host's screen presets ("iphone-15", "ipad", ...), on
    /// that screen, with the preset for its figures.
    static func window(onPreset name: String) throws -> (UIWindow, ScreenConfiguration) {
        let preset = try #require(ScreenConfiguration.presets.first { $0.name == name })
        let screen = UIScreen(configuration: preset)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return (window, preset)
    }
}
