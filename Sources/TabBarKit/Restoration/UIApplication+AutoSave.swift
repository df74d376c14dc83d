import Foundation

// Saving as the user goes, so that a kill loses at most the last change. UIKit saves when the
// app moves to the background; here there is no background, so containers say when what they
// would save changed (a tab selected, the tabs reordered, a stack pushed or popped) and the
// application saves once, on its next tick, however many changes came before it.
extension UIApplication {
    struct AutoSave {
        /// Restorable state changed since the last save.
        var isPending = false
        /// The bytes last written, and where: the same state is not written again.
        var lastWritten: (file: URL, data: Data)?
    }

    /// Called by containers when what they would save changed.
    func restorableStateDidChange() {
        autoSave.isPending = true
    }

    /// From tick(at:) when something changed.
    func saveChangedState() {
        autoSave.isPending = false
        saveStateIfAsked()
    }
}
