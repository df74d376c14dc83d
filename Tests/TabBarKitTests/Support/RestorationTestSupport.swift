import Foundation
@testable import TabBarKit

/// Runs `body` with the shared application saving its state in a fresh temporary folder,
/// then gives the application back its delegate and its usual store.
@MainActor
func withTemporaryRestorationStore(_ body: (UIApplication) throws -> Void) rethrows {
    let application = UIApplication.shared
    let previousDelegate = application.delegate
    defer {
        application.delegate = previousDelegate
        application.customRestorationStore = nil
    }
    application.customRestorationStore = RestorationStore(fileURL: TestImages.temporaryFolder().appendingPathComponent("state.archive"))
    try body(application)
}

extension UIApplication {
    /// Launches again in the same process, as a new run of the app would.
    func relaunch(delegate: UIApplicationDelegate) -> Bool {
        terminated = false
        return launch(delegate: delegate)
    }

    /// Quits, saving state, so a later `relaunch` can restore it.
    func quit() {
        terminated = false
        terminate()
    }
}
