import TabBarDemoScenes
@_spi(Hosting) import TabBarKit

/// The demo program's side of ``DemoHost``: its windows draw the phone's status bar, and a
/// window moves between the iPhone 6 and the iPad as a size transition.
@MainActor
public final class DemoWindowHost: DemoHost {
    public init() {}

    public func prepare(_ window: UIWindow) {
        // The phone presets show iOS's status bar; other screens draw none.
        window.drawsStatusBar = true
    }

    @discardableResult
    public func show(_ window: UIWindow, on idiom: UIUserInterfaceIdiom) -> Bool {
        guard let screen = idiom == .pad ? try? ScreenConfiguration.preset(named: "ipad") : .iPhone6 else { return false }
        return window.switchScreen(to: screen)
    }
}
