import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// The window host's part of the frame loop (`FrameLoop`, `.display` pacing): SDL's events
/// as touches, presses and resizes, and the key window's bitmap shown in the window.
///
/// The main thread sleeps in `RunLoop.main`, which wakes for main-queue work (main-actor
/// tasks, `DispatchQueue.main`), for the display connection's read source
/// (`DisplayConnection`), for SIGINT and SIGTERM and at the deadline the loop sets: the
/// next timer's, or the next frame's while anything animates. SDL_WaitEvent would wake for
/// input only, and waking it from wherever work is enqueued would take a hook in the main
/// queue, which libdispatch does not offer.
@MainActor
struct SDLRunLoop: FrameLoopHost {
    let application: UIApplication
    let display: SDLDisplay
    let windowScale: CGFloat
    let input = SDLInput()
    var bitmap: ViewRenderer?
    /// The window's title now, and where a new one comes from.
    var title: String
    let currentTitle: (() -> String)?

    init(
        application: UIApplication, display: SDLDisplay, windowScale: CGFloat,
        title: String, currentTitle: (() -> String)?
    ) {
        self.application = application
        self.display = display
        self.windowScale = windowScale
        self.title = title
        self.currentTitle = currentTitle
    }

    /// Shows the key window's bitmap, which the application's tick has just repainted.
    mutating func present() {
        guard let window = application.keyWindow ?? application.windows.first else { return }
        // The app may have moved the window to another screen (UIWindow.switchScreen(to:)):
        // its bitmap follows the screen's scale, the window on the display its size.
        if bitmap?.rootView !== window || bitmap?.scale != window.screen.scale {
            bitmap = ViewRenderer(rootView: window, scale: window.screen.scale)
            bitmap?.render()
        }
        followSize(of: window)
        if let bitmap { display.present(bitmap) }
        followTextInput(of: window)
        if let wanted = currentTitle?(), wanted != title {
            title = wanted
            SDL_SetWindowTitle(display.window, wanted)
        }
    }

    /// SDL's text input (and the system's input method) runs while a text input is first
    /// responder, so that typing arrives as text and keys alone move nothing else.
    private func followTextInput(of window: UIWindow) {
        let wanted = window.acceptsText
        guard wanted != (SDL_IsTextInputActive() == SDL_TRUE) else { return }
        if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// Asks for a display window of the app window's size when they differ; SDL reports the
    /// change as a resize, which the window already has.
    private func followSize(of window: UIWindow) {
        let width = Int32((window.bounds.width * windowScale).rounded())
        let height = Int32((window.bounds.height * windowScale).rounded())
        let shown = display.windowSize
        if shown.width != width || shown.height != height { display.setWindowSize(width: width, height: height) }
    }

    /// Everything SDL has, including what the display library read meanwhile.
    mutating func deliverInput(at time: TimeInterval) -> FrameLoop.Input {
        var event = SDL_Event()
        var delivered = false
        while SDL_PollEvent(&event) == 1 {
            guard handle(event, at: time) else { return .quit }
            delivered = true
        }
        return delivered ? .delivered : .none
    }

    /// Presenting waits for the display's replies, and events that came with them wait in
    /// the display library's queue, not on the connection: they count before sleeping.
    var hasWaitingInput: Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Delivers one event; false when it ends the run.
    private func handle(_ event: SDL_Event, at time: TimeInterval) -> Bool {
        guard let window = application.keyWindow ?? application.windows.first else { return false }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // A resized window is a size transition; wider than tall is landscape. A size
                // in an orientation the app does not support is refused: the window goes back.
                let size = display.windowSize
                if !window.resize(to: CGSize(width: CGFloat(size.width) / windowScale, height: CGFloat(size.height) / windowScale)) {
                    display.setWindowSize(
                        width: Int32((window.bounds.width * windowScale).rounded()),
                        height: Int32((window.bounds.height * windowScale).rounded()))
                }
            case SDL_WINDOWEVENT_EXPOSED:
                display.invalidate()
            case SDL_WINDOWEVENT_FOCUS_LOST:
                input.cancelAll(in: window, at: time)
            case SDL_WINDOWEVENT_LEAVE:
                input.deliver(event, to: window, pointsPerPixel: 1 / windowScale, at: time)
            default:
                break
            }
        default:
            input.deliver(event, to: window, pointsPerPixel: 1 / windowScale, at: time)
        }
        return true
    }
}
