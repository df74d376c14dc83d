import CSDL2
import Foundation
import TabBarKit

/// Runs an app in an SDL2 window: the key window drawn with Cairo into the window's framebuffer,
/// the mouse as a finger, the keyboard as presses, window resizes as size transitions.
///
/// It ticks the application once per display frame (60 Hz) while anything animates and
/// otherwise sleeps in `SDL_WaitEvent`, so an idle app uses no CPU. Closing the window,
/// SIGINT and SIGTERM (which SDL turns into a quit event) end `run`, and
/// `UIApplicationMain` then lets the app terminate and save its state.
@MainActor
public struct SDLHost: UIApplicationHost {
    /// The device imitated: the window is its size in points, drawn at its scale.
    public var screen: ScreenConfiguration
    /// Window pixels per point; the drawing stays at the screen's scale and is scaled.
    public var windowScale: CGFloat
    public var title: String
    /// Called once, right after the first frame is presented.
    public var firstFramePresented: (@MainActor () -> Void)?

    public init(screen: ScreenConfiguration = .current, windowScale: CGFloat = 1, title: String = "TabBarKit",
                firstFramePresented: (@MainActor () -> Void)? = nil) {
        self.screen = screen
        self.windowScale = windowScale > 0 && windowScale.isFinite ? windowScale : 1
        self.title = title
        self.firstFramePresented = firstFramePresented
    }

    /// Whether SDL can show a window to a person here: a display is reachable through a
    /// driver that shows windows (SDL's "offscreen" and "dummy" drivers draw nowhere).
    /// When it can, SDL's video stays started for the window to come: connecting to the
    /// display twice would cost the first frame about 25 ms.
    /// Without DISPLAY or WAYLAND_DISPLAY there is nothing to connect to: SDL is not asked.
    public static var canOpenWindow: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else { return false }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { return false }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard !["offscreen", "dummy", ""].contains(driver) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return false
        }
        return true
    }

    public func run(_ application: UIApplication) -> Int32 {
        guard let window = application.keyWindow ?? application.windows.first else {
            FileHandle.standardError.write(Data("SDLHost: the app shows no window; nothing to run\n".utf8))
            return 1
        }
        // SDL turns SIGINT and SIGTERM into a quit event; a parent may have left them
        // blocked (Foundation's Process does), so they could never arrive.
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGINT)
        sigaddset(&quitSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        let display: SDLDisplay
        do {
            display = try SDLDisplay(title: title, size: window.bounds.size, windowScale: windowScale)
        } catch {
            FileHandle.standardError.write(Data("SDLHost: \(error)\n".utf8))
            return 1
        }
        defer { display.close() }
        var loop = SDLRunLoop(application: application, display: display, screen: screen, windowScale: windowScale)
        loop.present()
        firstFramePresented?()
        loop.run()
        return 0
    }
}

/// The event loop's state: the clock, the window drawn, and the input in flight.
@MainActor
private struct SDLRunLoop {
    let application: UIApplication
    let display: SDLDisplay
    let screen: ScreenConfiguration
    let windowScale: CGFloat
    let clock: MonotonicClock
    let input = SDLInput()
    var bitmap: ViewRenderer?
    var animating = false
    var nextFrame: TimeInterval = 0

    init(application: UIApplication, display: SDLDisplay, screen: ScreenConfiguration, windowScale: CGFloat) {
        self.application = application
        self.display = display
        self.screen = screen
        self.windowScale = windowScale
        clock = MonotonicClock(continuingFrom: application.currentTime)
    }

    /// Ticks the app to now and shows the key window's bitmap.
    mutating func present() {
        let now = clock.now
        guard let window = application.keyWindow ?? application.windows.first else { return }
        if bitmap?.rootView !== window { bitmap = ViewRenderer(rootView: window, scale: screen.scale) }
        animating = application.tick(at: now)
        nextFrame = now + 1.0 / 60
        if let bitmap { display.present(bitmap) }
    }

    mutating func run() {
        var event = SDL_Event()
        while true {
            let got: Bool
            if animating {
                let wait = max(0, Int32(((nextFrame - clock.now) * 1000).rounded(.up)))
                got = SDL_WaitEventTimeout(&event, wait) == 1
            } else {
                got = SDL_WaitEvent(&event) == 1
            }
            var changed = false
            if got {
                // Handle everything queued, then draw once.
                repeat {
                    switch handle(event) {
                    case .quit: return
                    case .changed: changed = true
                    case .nothing: break
                    }
                } while SDL_PollEvent(&event) == 1
            }
            if changed || (animating && clock.now >= nextFrame - 0.001) { present() }
        }
    }

    private enum Outcome { case quit, changed, nothing }

    private func handle(_ event: SDL_Event) -> Outcome {
        guard let window = application.keyWindow ?? application.windows.first else { return .quit }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // A resized window is a size transition; wider than tall is landscape.
                let size = display.windowSize
                window.resize(to: CGSize(width: CGFloat(size.width) / windowScale, height: CGFloat(size.height) / windowScale))
                return .changed
            case SDL_WINDOWEVENT_EXPOSED:
                display.invalidate()
                return .changed
            case SDL_WINDOWEVENT_FOCUS_LOST:
                input.cancelAll(in: window, at: clock.now)
                return .changed
            default:
                return .nothing
            }
        default:
            return input.deliver(event, to: window, pointsPerPixel: 1 / windowScale, at: clock.now) ? .changed : .nothing
        }
    }
}
