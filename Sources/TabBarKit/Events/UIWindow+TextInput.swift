import Foundation

// Text from the host's input method (a TabBarKit addition for hosts and tests): committed
// text, and the marked text of a composition under way, for the window's first responder
// when it takes text (`UIKeyInput`, and `UITextInput` for marked text).
extension UIWindow {
    /// The first responder, when it is in this window and takes typed text.
    private var textInput: (any UIKeyInput)? {
        guard let first = application.runtime.firstResponder, let input = first as? any UIKeyInput else { return nil }
        if let view = first as? UIView, view.window !== self { return nil }
        return input
    }

    /// Whether text sent now has somewhere to go: a host starts its input method then.
    @_spi(Hosting) public var acceptsText: Bool { textInput != nil }

    /// Text an input method committed (a typed character, a finished composition, a
    /// dictated phrase), inserted where the first responder's selection is.
    @_spi(Hosting) public func sendText(_ text: String) {
        guard let input = textInput else {
            Log.events.debug("text sent with no text input as first responder; dropped")
            return
        }
        input.insertText(text)
        eventHandled()
    }

    /// The input method's composition so far, shown marked (underlined) in place of the
    /// previous one, with the selection at `selectedRange` inside it; nil or empty ends
    /// the composition with nothing.
    @_spi(Hosting) public func setMarkedText(_ text: String?, selectedRange: NSRange) {
        guard let input = textInput as? any UITextInput else {
            Log.events.debug("marked text sent with no UITextInput as first responder; dropped")
            return
        }
        input.setMarkedText(text, selectedRange: selectedRange)
        eventHandled()
    }

    /// Commits the composition as it stands.
    @_spi(Hosting) public func unmarkText() {
        (textInput as? any UITextInput)?.unmarkText()
        eventHandled()
    }
}
