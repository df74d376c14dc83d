import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// The window host's loop and its state: the clock, the window drawn, and the input in flight.
///
/// The main thread sleeps in `RunLoop.main`, which wakes for main-queue work (main-actor
/// tasks, `DispatchQueue.main`), for the display connection's read source
/// (`DisplayConnection`), for SIGINT and SIGTERM (`QuitSignals`) and at the deadline it is
/// given: the next timer's, or the next frame's while anything animates. SDL_WaitEvent
/// would wake for input only, and waking it from wherever work is enqueued would take a hook
/// in the main queue, which libdispatch does not offer.
@MainActor
struct SDLRunLoop {
    let application: UIApplication
    let display: SDLDisplay
    let windowScale: CGFloat
    let clock: MonotonicClock
    let input = SDLInput()
    var bitmap: ViewRenderer?
    var animating = false
    var nextFrame: TimeInterval = 0
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
        clock = MonotonicClock(continuingFrom: application.currentTime)
    }

    /// Ticks the app to now and shows the key window's bitmap.
    mutating func present() {
        let now = clock.now
        guard let window = application.keyWindow ?? application.windows.first else { return }
        animating = application.tick(at: now)
        nextFrame = now + 1.0 / 60
        // The app may have moved the window to another screen (UIWindow.switchScreen(to:)):
        // its bitmap follows the screen's scale, the window on the display its size.
        if bitmap?.rootView !== window || bitmap?.scale != window.screen.scale {
            bitmap = ViewRenderer(rootView: window, scale: window.screen.scale)
        }
        followSize(of: window)
        if let bitmap { display.present(bitmap) }
        if let wanted = currentTitle?(), wanted != title {
            title = wanted
            SDL_SetWindowTitle(display.window, wanted)
        }
    }

    /// Asks for a display window of the app window's size when they differ; SDL reports the
    /// change as a resize, which the window already has.
    private func followSize(of window: UIWindow) {
        let width = Int32((window.bounds.width * windowScale).rounded())
        let height = Int32((window.bounds.height * windowScale).rounded())
        let shown = display.windowSize
        if shown.width != width || shown.height != height { display.setWindowSize(width: width, height: height) }
    }

    /// Runs until the window is closed or `quit` says a signal came.
    mutating func run(until quit: QuitSignals) {
        var event = SDL_Event()
        while true {
            let nextTimer = MainRunLoop.runPendingWork()
            if quit.received { return }
            // Everything SDL has, including what the display library read meanwhile.
            while SDL_PollEvent(&event) == 1 {
                guard handle(event) else { return }
            }
            // Input, run-loop work or the frame's time woke the loop: any may have changed
            // the app. A frame that repainted nothing sends nothing to the display.
            present()
            // Presenting waits for the display's replies, and events that came with them wait
            // in the display library's queue, not on the connection: take them before sleeping.
            SDL_PumpEvents()
            if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { continue }
            var deadline = nextTimer ?? .distantFuture
            if animating { deadline = min(deadline, clock.date(at: nextFrame)) }
            // A drawn status bar's clock turns over at the minute.
            if let change = application.nextStatusBarChange { deadline = min(deadline, clock.date(at: change)) }
            MainRunLoop.wait(until: deadline)
        }
    }

    /// Delivers one event; false when it ends the run.
    private func handle(_ event: SDL_Event) -> Bool {
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
                input.cancelAll(in: window, at: clock.now)
            case SDL_WINDOWEVENT_LEAVE:
                input.deliver(event, to: window, pointsPerPixel: 1 / windowScale, at: clock.now)
            default:
                break
            }
        default:
            input.deliver(event, to: window, pointsPerPixel: 1 / windowScale, at: clock.now)
        }
        return true
    }
}
