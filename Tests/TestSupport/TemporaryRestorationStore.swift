import Foundation
@_spi(Hosting) import TabBarKit

/// Runs `body` with the shared application saving its state in a fresh temporary folder,
/// then gives the application back its delegate and its usual store.
@MainActor
public func withTemporaryRestorationStore(_ body: (UIApplication) throws -> Void) rethrows {
    let application = UIApplication.shared
    let previousDelegate = application.delegate
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbarkit-tests-\(UUID().uuidString)")
    defer {
        application.delegate = previousDelegate
        application.restorationFileURL = nil
        try? FileManager.default.removeItem(at: folder)
    }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    application.restorationFileURL = folder.appendingPathComponent("state.archive")
    try body(application)
}
