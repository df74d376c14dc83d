import CCairo
import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// What goes wrong opening a window, with SDL's own words.
public struct SDLHostError: Error, CustomStringConvertible {
    /// What failed, followed by SDL's error message.
    public let description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }

    init(_ what: String, because reason: String) {
        description = "\(what): \(reason)"
    }
}

/// The SDL window and its framebuffer: on X11 the shared-memory image SDL puts on screen.
/// Each frame Cairo copies what the renderer repainted from its bitmap (points × the
/// preset's scale) into the framebuffer (points × the window scale), scaling on the way.
/// There is no SDL renderer or texture: one would hold a third copy of the pixels.
@MainActor
final class SDLDisplay {
    let window: OpaquePointer
    /// The framebuffer last drawn into; a different one (a resize) takes the whole bitmap.
    private var drawnFramebuffer: Framebuffer?

    init(title: String, size: CGSize, windowScale: CGFloat) throws(SDLHostError) {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLHostError("SDL could not start its video subsystem") }
        // On X11 the framebuffer is X11's own (shared memory) image unless this says to make
        // it an OpenGL texture, which under Xvfb (Mesa's llvmpipe) costs about 100 MB and a
        // slower first frame. Elsewhere (Wayland) SDL's own choice is the only one there is.
        if SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" {
            SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
        }
        // SDL_WINDOWPOS_UNDEFINED: the window manager places the window.
        let undefined: Int32 = 0x1FFF_0000
        guard
            let window = SDL_CreateWindow(
                title, undefined, undefined,
                Int32((size.width * windowScale).rounded()),
                Int32((size.height * windowScale).rounded()),
                SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLHostError("SDL could not open a window")
        }
        self.window = window
        do {
            _ = try framebuffer()
        } catch {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
    }

    func close() {
        SDL_DestroyWindow(window)
        // Also ends a video start `SDLHost.canOpenWindow` kept.
        SDL_Quit()
    }

    /// The window's size in SDL's window coordinates (what mouse events use).
    var windowSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (width, height)
    }

    /// Asks the window manager for this size (in pixels); SDL reports the change as a resize.
    func setWindowSize(width: Int32, height: Int32) {
        SDL_SetWindowSize(window, width, height)
    }

    /// The next frame puts the whole window on screen again (it was uncovered).
    func invalidate() {
        drawnFramebuffer = nil
    }

    /// Copies what the renderer repainted since the last frame (all of it for a new
    /// framebuffer) into the framebuffer and puts that part on screen. A frame that
    /// repainted nothing sends nothing to the display.
    func present(_ bitmap: ViewRenderer) {
        let repainted = bitmap.takeRepaintedArea()
        guard let target = try? framebuffer() else { return }
        let whole = drawnFramebuffer != target
        bitmap.withPixels { pixels, width, height, stride in
            let sourceArea =
                whole
                ? SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
                : repainted.map { pixelRect($0, scale: bitmap.scale, width: width, height: height) }
            guard let sourceArea, sourceArea.w > 0, sourceArea.h > 0 else { return }
            var area = copy(sourceArea, from: pixels, width: width, height: height, stride: stride, into: target)
            if whole { area = SDL_Rect(x: 0, y: 0, w: target.width, h: target.height) }
            guard area.w > 0, area.h > 0 else { return }
            SDL_UpdateWindowSurfaceRects(window, &area, 1)
            drawnFramebuffer = target
        }
    }

    /// The window's framebuffer as SDL has it now (a resize makes a new one).
    private func framebuffer() throws(SDLHostError) -> Framebuffer {
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else {
            throw SDLHostError("SDL could not give the window a framebuffer")
        }
        let format = surface.pointee.format.pointee.format
        // Cairo's RGB24 and ARGB32 in native order are SDL's RGB888 (XRGB) and ARGB8888 on
        // little-endian machines; X11's 24- and 32-bit visuals give one of them.
        let cairoFormat: cairo_format_t
        switch format {
        case SDL_PIXELFORMAT_RGB888.rawValue: cairoFormat = CAIRO_FORMAT_RGB24
        case SDL_PIXELFORMAT_ARGB8888.rawValue: cairoFormat = CAIRO_FORMAT_ARGB32
        default:
            let name = String(cString: SDL_GetPixelFormatName(format))
            throw SDLHostError(
                "The window's framebuffer cannot be drawn into", because: "its pixel format \(name) is not 32-bit XRGB or ARGB")
        }
        return Framebuffer(
            pixels: pixels, width: surface.pointee.w, height: surface.pointee.h,
            pitch: surface.pointee.pitch, format: cairoFormat)
    }

    /// Draws `area` of the bitmap (in its pixels), scaled to the framebuffer, into the same
    /// place of it; returns the framebuffer's pixels that changed.
    private func copy(
        _ area: SDL_Rect, from pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
        into target: Framebuffer
    ) -> SDL_Rect {
        let sx = Double(target.width) / Double(width), sy = Double(target.height) / Double(height)
        // Bilinear filtering reaches one pixel further on each side when scaling.
        let margin = sx == 1 && sy == 1 ? 0 : 1
        let x0 = max(0, Int((Double(area.x) * sx).rounded(.down)) - margin)
        let y0 = max(0, Int((Double(area.y) * sy).rounded(.down)) - margin)
        let x1 = min(Int(target.width), Int((Double(area.x + area.w) * sx).rounded(.up)) + margin)
        let y1 = min(Int(target.height), Int((Double(area.y + area.h) * sy).rounded(.up)) + margin)
        guard x1 > x0, y1 > y0 else { return SDL_Rect() }
        let source = cairo_image_surface_create_for_data(
            UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt8.self)),
            CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        let destination = cairo_image_surface_create_for_data(
            target.pixels.assumingMemoryBound(to: UInt8.self),
            target.format, target.width, target.height, target.pitch)
        let cr = cairo_create(destination)
        cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
        cairo_clip(cr)
        cairo_scale(cr, sx, sy)
        cairo_set_source_surface(cr, source, 0, 0)
        // Smooth scaling when the window scale is not the preset's; pads the edges so
        // they are not faded towards transparent.
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(destination)
        cairo_surface_destroy(destination)
        cairo_surface_destroy(source)
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    /// `area` in points as whole bitmap pixels, inside the bitmap.
    private func pixelRect(_ area: CGRect, scale: CGFloat, width: Int, height: Int) -> SDL_Rect {
        let x0 = max(0, Int((area.minX * scale).rounded(.down))), y0 = max(0, Int((area.minY * scale).rounded(.down)))
        let x1 = min(width, Int((area.maxX * scale).rounded(.up))), y1 = min(height, Int((area.maxY * scale).rounded(.up)))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }
}

/// A window framebuffer's pixels and layout, as SDL handed them out.
private struct Framebuffer: Equatable {
    var pixels: UnsafeMutableRawPointer
    var width: Int32
    var height: Int32
    var pitch: Int32
    var format: cairo_format_t
}
