import CSDL2
import Foundation
import TabBarKit

/// What goes wrong opening a window, with SDL's own words.
public struct SDLHostError: Error, CustomStringConvertible {
    public let description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }
}

/// The SDL window, its renderer and the streaming texture the frames are uploaded to.
/// The texture has the bitmap's pixel size (points × the preset's scale); SDL scales it to
/// the window (points × the window scale) when it presents.
@MainActor
final class SDLDisplay {
    let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))

    init(title: String, size: CGSize, windowScale: CGFloat) throws(SDLHostError) {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLHostError("SDL could not start its video subsystem") }
        // SDL_WINDOWPOS_UNDEFINED: the window manager places the window.
        let undefined: Int32 = 0x1FFF_0000
        guard let window = SDL_CreateWindow(title, undefined, undefined,
                                            Int32((size.width * windowScale).rounded()),
                                            Int32((size.height * windowScale).rounded()),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLHostError("SDL could not open a window")
        }
        // SDL's software renderer unless SDL_RENDER_DRIVER says otherwise: one scaled copy a
        // frame needs no GPU, and it spares loading OpenGL (Mesa's llvmpipe under Xvfb costs
        // about 100 MB and a slower first frame).
        SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT)
        // The software renderer draws into the window's surface; on X11 that surface would
        // itself be an OpenGL texture unless this says to use X11's own (shared memory) one.
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLHostError("SDL could not make a renderer for the window")
        }
        self.window = window
        self.renderer = renderer
        // Smooth scaling when the window scale is not the preset's.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
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

    /// Uploads what the renderer repainted since the last frame (all of it for a new
    /// texture) and shows it. Cairo's premultiplied ARGB32 in native order is SDL's ARGB8888
    /// on little-endian machines.
    func present(_ bitmap: ViewRenderer) {
        let repainted = bitmap.takeRepaintedArea()
        bitmap.withPixels { pixels, width, height, stride in
            let size = (Int32(width), Int32(height))
            var upload = repainted.map { pixelRect($0, scale: bitmap.scale, width: width, height: height) }
            if texture == nil || textureSize != size {
                if let texture { SDL_DestroyTexture(texture) }
                texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), size.0, size.1)
                textureSize = size
                upload = SDL_Rect(x: 0, y: 0, w: size.0, h: size.1)
            }
            guard let texture, var rect = upload, rect.w > 0, rect.h > 0 else { return }
            let start = pixels + Int(rect.y) * stride + Int(rect.x) * 4
            SDL_UpdateTexture(texture, &rect, start, Int32(stride))
        }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        if let texture { SDL_RenderCopy(renderer, texture, nil, nil) }
        SDL_RenderPresent(renderer)
    }

    /// `area` in points as whole bitmap pixels, inside the bitmap.
    private func pixelRect(_ area: CGRect, scale: CGFloat, width: Int, height: Int) -> SDL_Rect {
        let x0 = max(0, Int((area.minX * scale).rounded(.down))), y0 = max(0, Int((area.minY * scale).rounded(.down)))
        let x1 = min(width, Int((area.maxX * scale).rounded(.up))), y1 = min(height, Int((area.maxY * scale).rounded(.up)))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }
}
