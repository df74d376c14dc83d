import Foundation

/// A responder that takes typed text: insertion, deleting backward, and whether it has any.
/// The window's text input (`UIWindow.sendText(_:)`) reaches the first responder through it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A place in a text input's document.
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A range of a text input's document between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var isEmpty: Bool { true }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// Told when a text input's text or selection changes other than by the input system.
@preconcurrency @MainActor
public protocol UITextInputDelegate: NSObjectProtocol {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// The part of UIKit's text input protocol that code editing text through it uses:
/// positions and ranges, the text in a range, replacing it, the selection and marked text
/// (docs/DEVIATIONS.md lists what is left out).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    var inputDelegate: (any UITextInputDelegate)? { get set }

    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// A position of TabBarKit's text inputs: an offset in UTF-16 units, as `NSRange` counts.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }
}

/// A range of TabBarKit's text inputs.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetRange)?.range == range
    }

    override var hash: Int { range.location.hashValue ^ range.length.hashValue }
}
