import Foundation

// When state is saved and restored: restored between willFinishLaunching and
// didFinishLaunching, as UIKit does (or, when the app builds its window only in
// didFinishLaunching, right after it); saved after restorable state changes, on the next
// tick (UIApplication+AutoSave.swift), and when the app terminates. Both only when the
// delegate agrees. A file that cannot be read is set aside with one log line and the app
// starts as built; a launch that restored and died before it finished discards the state
// at the next launch, as UIKit does, so a bad state cannot crash every launch.
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
    /// Returns true once state was applied (or found absent or unusable), so launch does
    /// not try again.
    func restoreStateIfAsked() -> Bool {
        guard let delegate, let root = restorationRoot else { return false }
        let store = restorationStore
        let path = store.fileURL.path
        if store.isMarkedRestoring {
            Log.application.warning(
                "restoration: the last launch restored the state in \(path) and did not finish; it is discarded, starting in the default state"
            )
            store.remove()
            store.clearRestoringMark()
            return true
        }
        let state: SavedState
        switch savedState(in: store) {
        case .success(let saved?):
            state = saved
        case .success(nil):
            return true
        case .failure(let fault):
            Log.application.warning("restoration: \(path) \(fault); starting in the default state")
            return true
        }
        let coder = RestorationCoder(values: state.application, owner: "the application")
        guard delegate.application(self, shouldRestoreSecureApplicationState: coder) else { return true }
        // App code runs from here to the end of launch; should it die, the marker tells the
        // next launch.
        guard store.markRestoring() else {
            Log.application.warning("restoration: cannot leave a marker beside \(path) while restoring; starting in the default state")
            return true
        }
        StateRestoration.restore(state.controllers, into: root, for: self)
        return true
    }

    /// Launch is over, restored or not: the marker goes.
    func launchDidFinish() {
        restorationStore.clearRestoringMark()
    }

    /// The state in `store`'s file, nil when there is none, or why it cannot be used.
    private func savedState(in store: RestorationStore) -> Result<SavedState?, StateFileFault> {
        store.read(limit: StateFileFormat.largestFile).flatMap { data in
            guard let data else { return .success(nil) }
            return RestorationArchive.decode(data).map(Optional.some)
        }
    }

    /// Saves the state if the delegate wants it and it differs from what was last written.
    /// A failed write is logged; the old file stays.
    func saveStateIfAsked() {
        guard let delegate, let root = restorationRoot else { return }
        let coder = RestorationCoder(owner: "the application")
        guard delegate.application(self, shouldSaveSecureApplicationState: coder) else { return }
        let store = restorationStore
        switch RestorationArchive.encode(SavedState(application: coder.values, controllers: StateRestoration.states(of: root))) {
        case .success(let data):
            if let last = autoSave.lastWritten, last.file == store.fileURL, last.data == data { return }
            do {
                try store.write(data)
                autoSave.lastWritten = (store.fileURL, data)
            } catch {
                Log.application.error("restoration: could not save state to \(store.fileURL.path): \(error)")
            }
        case .failure(let overLimit):
            Log.application.error("restoration: the state is not saved to \(store.fileURL.path): \(overLimit)")
        }
    }
}
