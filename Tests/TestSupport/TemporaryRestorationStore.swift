import Foundation
@_spi(Hosting) import TabBarKit

/// Runs `body` with the test's application saving its state in a fresh temporary folder,
/// which is removed afterwards.
@MainActor
public func withTemporaryRestorationStore(_ body: (UIApplication) throws -> Void) rethrows {
    let application = UIApplication.shared
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbarkit-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    application.restorationFileURL = folder.appendingPathComponent("state.archive")
    try body(application)
}
