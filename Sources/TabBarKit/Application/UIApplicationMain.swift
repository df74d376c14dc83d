import Foundation

/// Runs an app's event loop: the SDL2 window (module TabBarKitSDL) or `HeadlessHost`.
@preconcurrency @MainActor
@_spi(Hosting) public protocol UIApplicationHost {
    /// Feeds input and ticks the application until the app should quit; returns the exit
    /// status. The application's launch has already run.
    func run(_ application: UIApplication) -> Int32
}

/// The Linux entry point in the spirit of UIKit's `UIApplicationMain`: it installs the
/// delegate, launches the app (will/didFinishLaunching, didBecomeActive), runs the host's
/// loop, and when the loop ends lets the app know it terminates. Returns the exit status.
///
/// UIKit takes the delegate's class name; without the Objective-C runtime the delegate is
/// passed as an object (<doc:DEVIATIONS>).
@preconcurrency @MainActor
@discardableResult
@_spi(Hosting) public func UIApplicationMain(delegate: UIApplicationDelegate, host: UIApplicationHost = HeadlessHost()) -> Int32 {
    let application = UIApplication.shared
    guard application.launch(delegate: delegate) else {
        Log.application.error("the delegate refused to finish launching")
        application.terminate()
        return 1
    }
    let status = host.run(application)
    application.terminate()
    return status
}

extension UIApplication {
    public var applicationState: State { state }

    /// The launch sequence. Returns false when a launch method refused.
    func launch(delegate: UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        self.delegate = delegate
        state = .inactive
        defer { launchDidFinish() }
        guard delegate.application(self, willFinishLaunchingWithOptions: options) else { return false }
        let restored = restoreStateIfAsked()
        guard delegate.application(self, didFinishLaunchingWithOptions: options) else { return false }
        if !restored { _ = restoreStateIfAsked() }
        // What launch built and restored is no change to save; a new run writes anew.
        autoSave = AutoSave()
        state = .active
        delegate.applicationDidBecomeActive(self)
        return true
    }

    /// The end of the app: resign active, then applicationWillTerminate, once; then the
    /// state is saved if the delegate asked for it.
    func terminate() {
        guard !terminated else { return }
        terminated = true
        if state == .active {
            state = .inactive
            delegate?.applicationWillResignActive(self)
        }
        delegate?.applicationWillTerminate(self)
        saveStateIfAsked()
    }
}
