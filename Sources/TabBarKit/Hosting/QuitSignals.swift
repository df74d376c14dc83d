import Foundation

/// SIGINT and SIGTERM as a request to end the host's run, handled on the main queue, so a
/// host asleep in the run loop wakes for them. While the sources exist, libdispatch's own
/// handler stands in for the signals' action (ending the process at once) and passes them
/// on to its manager thread; `stop()` gives them back the actions they had before.
@MainActor
final class QuitSignals {
    private(set) var received = false
    private var sources: [DispatchSourceSignal] = []
    private var earlierActions: [(signal: Int32, action: sigaction)] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            var earlier = sigaction()
            sigaction(number, nil, &earlier)
            earlierActions.append((number, earlier))
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.received = true } }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        sources.forEach { $0.cancel() }
        sources = []
        for (number, var action) in earlierActions { sigaction(number, &action, nil) }
        earlierActions = []
    }
}
