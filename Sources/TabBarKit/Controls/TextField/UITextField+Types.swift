import Foundation

extension UITextField {
    /// The border a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, for `textFieldDidEndEditing(_:reason:)`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The `userInfo` key of the reason editing ended.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
