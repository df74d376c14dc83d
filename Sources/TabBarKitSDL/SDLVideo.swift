import CSDL2
import Foundation

/// Starting SDL's video for a window, or saying why no window can be shown here.
enum SDLVideo {
    /// Starts SDL's video, which then stays started for the window, and returns nil; or
    /// returns why no window can be shown: no display is named, SDL's video does not start,
    /// or its driver shows nothing ("offscreen" and "dummy" draw nowhere).
    /// Without DISPLAY or WAYLAND_DISPLAY there is nothing to connect to: SDL is not asked.
    static func start() -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
            return "neither DISPLAY nor WAYLAND_DISPLAY names a display"
        }
        // The host takes SIGINT and SIGTERM itself (QuitSignals): SDL's handlers only set a
        // flag that SDL reads when it next looks for events, which a host asleep in the run
        // loop would not do until some event came.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            return "SDL's video did not start: \(String(cString: SDL_GetError()))"
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard !["offscreen", "dummy", ""].contains(driver) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return "SDL's video driver '\(driver)' shows no window"
        }
        return nil
    }
}
