import Foundation

// When state is saved and restored: restored between willFinishLaunching and
// didFinishLaunching, as UIKit does (or, when the app builds its window only in
// didFinishLaunching, right after it); saved when the app terminates. Both only when the
// delegate agrees. A bad archive is ignored with a warning and the app starts as built.
extension UIApplication {
    /// Where this app's state is kept; the XDG state folder named after the process.
    static let defaultRestorationStore = RestorationStore(appName: ProcessInfo.processInfo.processName)

    var restorationStore: RestorationStore { customRestorationStore ?? Self.defaultRestorationStore }

    /// The root controller whose tree is saved: the delegate's window's, else the key
    /// window's, else the first window's.
    private var restorationRoot: UIViewController? {
        delegate?.window?.rootViewController ?? keyWindow?.rootViewController ?? windows.lazy.compactMap(\.rootViewController).first
    }

    /// Restores saved state if the delegate wants it and there is a tree to restore into.
    /// Returns true once state was applied (or found absent), so launch does not try again.
    func restoreStateIfAsked() -> Bool {
        guard let delegate, let root = restorationRoot else { return false }
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        guard delegate.application(self, shouldRestoreSecureApplicationState: coder) else { return true }
        guard let data = restorationStore.read() else { return true }
        switch RestorationArchive.decode(data) {
        case .success(let states):
            StateRestoration.restore(states, into: root)
        case .failure(let failure):
            Log.application.warning("restoration: \(failure) at \(restorationStore.fileURL.path); starting in the default state")
        }
        return true
    }

    /// Saves the state if the delegate wants it. A failed write is logged; the old file stays.
    func saveStateIfAsked() {
        guard let delegate, let root = restorationRoot else { return }
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        guard delegate.application(self, shouldSaveSecureApplicationState: coder) else { return }
        let data = RestorationArchive.encode(StateRestoration.states(of: root))
        do {
            try restorationStore.write(data)
        } catch {
            Log.application.error("restoration: could not save state to \(restorationStore.fileURL.path): \(error)")
        }
    }
}
