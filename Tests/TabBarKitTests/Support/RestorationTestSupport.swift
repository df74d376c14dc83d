import Foundation

@_spi(Hosting) @testable import TabBarKit

extension UIApplication {
    /// A run of RestoringApp that selects tab `index` and quits, leaving that saved.
    func runAndQuit(selecting index: Int, showsWindowEarly: Bool = true) -> Bool {
        let app = RestoringApp(showsWindowEarly: showsWindowEarly)
        guard launch(delegate: app) else { return false }
        app.tabs.selectedIndex = index
        quit()
        return true
    }
}

/// An app of three tabs that opts in to state restoration. Its window is shown in
/// willFinishLaunching, or only in didFinishLaunching (after restoration has run).
@MainActor
final class RestoringApp: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let showsWindowEarly: Bool

    init(showsWindowEarly: Bool) { self.showsWindowEarly = showsWindowEarly }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = ["a", "b", "c"].map { id in
            let page = UIViewController()
            page.restorationIdentifier = id
            return page
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        if showsWindowEarly { window?.makeKeyAndVisible() }
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    var tabs: UITabBarController { window!.rootViewController as! UITabBarController }
}
