import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// Runs an app in an SDL2 window: the key window drawn with Cairo into the window's framebuffer,
/// the mouse as a finger, the keyboard as presses, window resizes as size transitions.
///
/// Between frames it runs the main run loop: main-queue work, main-actor tasks and timers.
/// It ticks the application once per display frame (60 Hz) while anything animates, and
/// otherwise sleeps in the run loop until input, a timer or main-queue work arrives, so an
/// idle app uses no CPU. Closing the window, SIGINT and SIGTERM end `run`, and
/// `UIApplicationMain` then lets the app terminate and save its state.
///
/// It must run on the main thread, from a synchronous `main`, as `UIApplicationMain` is
/// called in an app; without a display that shows windows it says so and returns 1.
@preconcurrency @MainActor
@_spi(Hosting) public struct SDLHost: UIApplicationHost {
    /// The device imitated: the app's window is put on it at launch, its size in points,
    /// drawn at its scale. The app may move the window to another device's screen later
    /// (`UIWindow.switchScreen(to:)`); the display window then takes the new size.
    public var screen: ScreenConfiguration
    /// Window pixels per point; the drawing stays at the screen's scale and is scaled.
    public var windowScale: CGFloat
    /// The window's title when it opens.
    public var title: String
    /// Asked after every frame; when it gives a different title, the window takes it (an app
    /// that shows one thing after another names the one shown). Nil keeps `title`.
    public var currentTitle: (() -> String)?
    /// Called once, right after the first frame is presented.
    public var firstFramePresented: (() -> Void)?

    /// A host for a window of `screen`'s size, `windowScale` window pixels per point (1 when it
    /// is not a positive number), titled `title`.
    public init(
        screen: ScreenConfiguration = .current, windowScale: CGFloat = 1, title: String = "TabBarKit",
        firstFramePresented: (() -> Void)? = nil
    ) {
        self.screen = screen
        self.windowScale = windowScale > 0 && windowScale.isFinite ? windowScale : 1
        self.title = title
        self.firstFramePresented = firstFramePresented
    }

    /// Whether SDL can show a window to a person here: a display is reachable through a
    /// driver that shows windows (SDL's "offscreen" and "dummy" drivers draw nowhere).
    /// When it can, SDL's video stays started for the window to come: connecting to the
    /// display twice would cost the first frame about 25 ms.
    public static var canOpenWindow: Bool {
        SDLVideo.start() == nil
    }

    /// The largest window scale at which a window of `size` points fits the part of the
    /// first display that windows may use (without panels and docks); nil when no window
    /// can be shown or the display does not say.
    public static func largestWindowScale(fitting size: CGSize) -> CGFloat? {
        guard size.width > 0, size.height > 0, SDLVideo.start() == nil else { return nil }
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 else { return nil }
        return min(CGFloat(usable.w) / size.width, CGFloat(usable.h) / size.height)
    }

    /// Opens the window and runs the app in it until the window closes or SIGINT or SIGTERM
    /// arrives, then returns 0; returns 1, saying why on standard error, when it cannot run.
    public func run(_ application: UIApplication) -> Int32 {
        guard FrameLoop.canRunMainRunLoop else {
            return fail("it must run on the main thread, from a synchronous main: main-queue work, tasks and timers run there")
        }
        if let reason = SDLVideo.start() { return fail("no window can be shown here: \(reason)") }
        guard let window = application.keyWindow ?? application.windows.first else {
            return fail("the app shows no window; nothing to run")
        }
        if window.screen.bounds.size != screen.size || window.screen.scale != screen.scale { window.switchScreen(to: screen) }
        let display: SDLDisplay
        do {
            display = try SDLDisplay(title: title, size: window.bounds.size, windowScale: windowScale)
        } catch {
            return fail("\(error)")
        }
        defer { display.close() }
        let connection: DisplayConnection
        do {
            connection = try DisplayConnection(window: display.window)
        } catch {
            return fail("\(error)")
        }
        defer { connection.stop() }
        var loop = SDLRunLoop(
            application: application, display: display, windowScale: windowScale,
            title: title, currentTitle: currentTitle)
        SDLClipboard.back(application.generalPasteboard)
        defer { application.generalPasteboard.hostClipboard = nil }
        application.tick(at: application.currentTime)
        loop.present()
        firstFramePresented?()
        FrameLoop(application: application, pacing: .display).run(&loop)
        return 0
    }

    private func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("SDLHost: \(message)\n".utf8))
        return 1
    }
}
