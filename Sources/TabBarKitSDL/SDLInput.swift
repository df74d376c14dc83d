import CSDL2
import Foundation
@_spi(Hosting) import TabBarKit

/// Turns SDL's mouse and keyboard events into UIKit touches and presses on the key window,
/// and its text input (typed text and input-method compositions) into the window's text.
/// The left button is one finger: down begins a touch, motion while down moves it, up ends
/// it, so taps, drags and long presses are what the window's recognizers make of them.
/// Motion without the button moves the pointer, for hover; leaving the window takes it away.
@MainActor
final class SDLInput {
    private var touch: UITouch?
    /// Keys held down, by SDL scancode (which is the USB HID usage UIKit uses).
    private var presses: [Int32: UIPress] = [:]

    /// Delivers `event` to `window` at `time`; `pointsPerPixel` converts SDL's window
    /// coordinates to points. Returns whether anything reached the window.
    @discardableResult
    func deliver(_ event: SDL_Event, to window: UIWindow, pointsPerPixel: CGFloat, at time: TimeInterval) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            if let touch { window.cancelTouch(touch, timestamp: time) }
            touch = window.beginTouch(at: point(event.button.x, event.button.y, pointsPerPixel), timestamp: time)
        case SDL_MOUSEMOTION:
            let location = point(event.motion.x, event.motion.y, pointsPerPixel)
            if let touch {
                window.moveTouch(touch, to: location, timestamp: time)
            } else {
                window.movePointer(to: location)
            }
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_LEAVE:
            window.movePointer(to: nil)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard let touch else { return false }
            self.touch = nil
            window.endTouch(touch, at: point(event.button.x, event.button.y, pointsPerPixel), timestamp: time)
        case SDL_KEYDOWN:
            let scancode = Int32(event.key.keysym.scancode.rawValue)
            guard event.key.repeat == 0, presses[scancode] == nil, let code = UIKeyboardHIDUsage(rawValue: Int(scancode)) else {
                return false
            }
            presses[scancode] = window.beginPress(code, modifierFlags: modifiers(event.key.keysym.mod), timestamp: time)
        case SDL_TEXTINPUT:
            window.sendText(Self.text(of: event.text.text))
        case SDL_TEXTEDITING:
            // The composition so far; SDL counts its cursor in characters.
            let marked = Self.text(of: event.edit.text)
            let cursor = marked.prefix(Int(max(event.edit.start, 0))).utf16.count
            window.setMarkedText(marked.isEmpty ? nil : marked, selectedRange: NSRange(location: cursor, length: 0))
        case SDL_KEYUP:
            let scancode = Int32(event.key.keysym.scancode.rawValue)
            guard let press = presses.removeValue(forKey: scancode) else { return false }
            window.endPress(press, timestamp: time)
        default:
            return false
        }
        return true
    }

    /// The window lost focus: the system takes away the finger and the keys.
    func cancelAll(in window: UIWindow, at time: TimeInterval) {
        if let touch { window.cancelTouch(touch, timestamp: time) }
        touch = nil
        for press in presses.values { window.cancelPress(press, timestamp: time) }
        presses.removeAll()
    }

    /// The UTF-8 text of an SDL text event's fixed-size buffer; invalid bytes are repaired.
    private static func text<Buffer>(of buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { bytes in
            let used = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<used], as: UTF8.self)
        }
    }

    private func point(_ x: Int32, _ y: Int32, _ pointsPerPixel: CGFloat) -> CGPoint {
        CGPoint(x: CGFloat(x) * pointsPerPixel, y: CGFloat(y) * pointsPerPixel)
    }

    private func modifiers(_ mod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let mod = UInt32(mod)
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }
}
