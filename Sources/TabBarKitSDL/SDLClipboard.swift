import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// The system clipboard through SDL, behind the application's general pasteboard: copy in
/// the app reaches other apps, and their copies reach its paste. SDL hands text as UTF-8
/// bytes, which the pasteboard checks.
enum SDLClipboard {
    @MainActor
    static func back(_ pasteboard: UIPasteboard) {
        pasteboard.hostClipboard = HostClipboard(
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
            },
            write: { text in
                if SDL_SetClipboardText(text) != 0 {
                    FileHandle.standardError.write(Data("SDLHost: the clipboard refused the text\n".utf8))
                }
            })
    }
}
