import CDisplayConnection
import CSDL2
import Dispatch

/// Wakes the main run loop when the display server sends the window something: a dispatch
/// read source on SDL's connection to the server (X11 or Wayland), on the main queue. Its
/// handler has SDL read what arrived into its event queue; the source fires for as long as
/// the connection has unread data, so reading it is what quiets the source.
///
/// The connection is not all: events the display library read while SDL waited for a reply
/// (presenting a frame does) sit in its queue and leave nothing to read. `SDLRunLoop` asks
/// SDL for events after its last call to the display, before it sleeps.
@MainActor
final class DisplayConnection {
    private let source: DispatchSourceRead

    init(window: OpaquePointer) throws(SDLHostError) {
        let descriptor = sdl_display_connection_fd(window)
        guard descriptor >= 0 else {
            throw SDLHostError(
                "The window's display connection cannot be watched",
                because: "SDL shows it through neither X11 nor Wayland")
        }
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { SDL_PumpEvents() }
        source.resume()
    }

    /// Stops watching, before SDL closes the connection.
    func stop() {
        source.cancel()
    }
}
