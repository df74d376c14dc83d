#ifndef DISPLAY_CONNECTION_H
#define DISPLAY_CONNECTION_H

struct SDL_Window;

/// The file descriptor of the connection to the display server that SDL shows `window`
/// through (X11 or Wayland), or -1 when SDL uses another kind of display.
int sdl_display_connection_fd(struct SDL_Window *window);

#endif
