import Foundation

/// Something that can take part in handling events: views, view controllers, windows and
/// the application. An event a responder does not handle goes to its `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called on objects loaded from a nib. There are none on Linux: declared so that
    /// overrides keep compiling; it is never called.
    open func awakeFromNib() {}

    // MARK: Key-value coding

    /// Key-value coding as far as Linux has it (`UnknownKey`): UIKit code uses it to install
    /// its own bar (`setValue(_:forKey: "tabBar")` on a tab bar controller, which overrides
    /// this); any other key is refused by name.
    open func setValue(_ value: Any?, forKey key: String) {
        UnknownKey.write(key, of: self)
    }

    /// The counterpart of `setValue(_:forKey:)`: nil, with a message, for any key not supported.
    open func value(forKey key: String) -> Any? {
        UnknownKey.read(key, of: self)
    }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's application.
    open var next: UIResponder? { nil }

    /// The undo manager edits register with: the next responder's, up to the window's.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The application whose first responder this may be: a view's, a controller's (through
    /// its view or parent), the application itself; none for another kind of responder.
    var owningApplication: UIApplication? { nil }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { owningApplication?.runtime.firstResponder === self }

    /// Makes this responder first, if it can be and the current one lets go. A responder
    /// of no application (neither a view, a controller nor the application) cannot be.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let runtime = owningApplication?.runtime else { return false }
        if let current = runtime.firstResponder, !current.resignFirstResponder() { return false }
        runtime.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        owningApplication?.runtime.firstResponder = nil
        return true
    }

    // MARK: Touches (unhandled touches travel up the chain, as in UIKit)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (key presses travel up the chain the same way)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
