import Foundation
import TabBarKit

/// One scene of the demo: its name on the command line and in the gallery, and the
/// builder of its root view controller.
public struct DemoScene: Sendable {
    /// The command-line name (`boroughs`, `clock`, `more`, `gallery`).
    public let name: String
    /// The title the gallery lists.
    public let title: String
    /// One line under the title in the gallery.
    public let summary: String
    /// Builds the scene's root view controller, on the main actor.
    public let makeRootViewController: @MainActor @Sendable () -> UIViewController
    /// Makes a controller that state restoration asks for by its identifier path and that
    /// the root did not build (a pushed page of a saved stack); nil when there is none.
    public let restoreViewController: @MainActor @Sendable ([String]) -> UIViewController?

    public init(
        name: String, title: String, summary: String,
        makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController,
        restoreViewController: @escaping @MainActor @Sendable ([String]) -> UIViewController? = { _ in nil }
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.makeRootViewController = makeRootViewController
        self.restoreViewController = restoreViewController
    }
}

extension DemoScene {
    /// The scene called `name`, if there is one.
    public static func named(_ name: String) -> DemoScene? {
        all.first { $0.name == name }
    }
}

/// The demo's app delegate: one window on the main screen showing a scene's root
/// controller, with state saved as it changes and on exit, and restored at launch.
@MainActor
public final class DemoAppDelegate: NSObject, UIApplicationDelegate {
    public var window: UIWindow?
    public let scene: DemoScene
    /// The program showing the demo, if it does what an app cannot (draw the status bar,
    /// move the window to another device).
    public let host: DemoHost?

    public init(scene: DemoScene, host: DemoHost? = nil) {
        self.scene = scene
        self.host = host
    }

    /// The scene on screen: the one the gallery has open, else the one launched.
    public var shownScene: DemoScene {
        (window?.rootViewController?.presentedViewController as? SceneContainerViewController)?.scene ?? scene
    }

    /// Builds and shows the window before launch goes on, so that restoration, which runs
    /// next, finds the scene's tree in the key window.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        host?.prepare(window)
        window.rootViewController = scene.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        scene.restoreViewController(identifierComponents)
    }
}
