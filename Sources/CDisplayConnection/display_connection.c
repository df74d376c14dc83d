// Apart from the Swift modules so that X11's headers (which define Bool, Window, Display,
// None and more) stay out of every Swift file that imports SDL.
#include "display_connection.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <wayland-client-core.h>

int sdl_display_connection_fd(struct SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return -1;
    switch (info.subsystem) {
    case SDL_SYSWM_X11: return XConnectionNumber(info.info.x11.display);
    case SDL_SYSWM_WAYLAND: return wl_display_get_fd(info.info.wl.display);
    default: return -1;
    }
}
