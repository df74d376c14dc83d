import Foundation

// Runs of an app within one process, for tests of state restoration: end a run as the
// system ends one (the state is saved), then launch again with a new delegate, which
// restores what was saved, as the next run of the app would.
extension UIApplication {
    /// Ends the run: the app resigns active and terminates, and saves its state if the
    /// delegate asks for that, so that `relaunch(delegate:)` can restore it.
    @_spi(Hosting) public func quit() {
        terminated = false
        terminate()
    }

    /// Launches again in this process with `delegate`, as a new run of the app would
    /// (will and didFinishLaunching around the restoration, then didBecomeActive). Returns
    /// false when the delegate refused to launch.
    @_spi(Hosting) public func relaunch(delegate: UIApplicationDelegate) -> Bool {
        terminated = false
        return launch(delegate: delegate)
    }

    /// The file state restoration reads and writes; nil is the usual place under
    /// `XDG_STATE_HOME`, named after the process.
    @_spi(Hosting) public var restorationFileURL: URL? {
        get { customRestorationStore?.fileURL }
        set { customRestorationStore = newValue.map { RestorationStore(fileURL: $0) } }
    }
}
