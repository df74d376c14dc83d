import Foundation

/// SIGINT and SIGTERM as a request to end the host's run, handled on the main queue, so a
/// host asleep in the run loop wakes for them. The signals' own action (ending the process at
/// once) is turned off meanwhile; libdispatch still receives them, blocked or not.
@MainActor
package final class QuitSignals {
    package private(set) var received = false
    private var sources: [DispatchSourceSignal] = []
    private var previousActions: [(signal: Int32, action: __sighandler_t?)] = []

    package init() {
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.received = true } }
            source.resume()
            sources.append(source)
            previousActions.append((number, signal(number, SIG_IGN)))
        }
    }

    /// Gives the signals back their earlier actions.
    package func stop() {
        sources.forEach { $0.cancel() }
        sources = []
        previousActions.forEach { signal($0.signal, $0.action) }
        previousActions = []
    }
}
