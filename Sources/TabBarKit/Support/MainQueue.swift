import Dispatch

/// Whether the caller runs on the main queue, where main-actor code runs on Linux, asked
/// without trapping as `MainActor.assumeIsolated` would: nonisolated members such as
/// `description` read main-actor state only there.
enum MainQueue {
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: marker) == true }
}
