import Foundation

/// An action a swipe reveals on a row: a button with a title or image on a coloured ground
/// whose handler runs when it is tapped (or when a full swipe performs it).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button, for an action that removes the row's content.
        case destructive = 1
    }

    /// Runs with the action, the view that showed it, and what to call once done (with
    /// whether the action was performed); the swipe closes then.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// The button's ground; setting nil returns to the style's (red or grey).
    open var backgroundColor: UIColor! {
        get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackground = newValue }
    }
    private var storedBackground: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
