import Foundation

/// Shows a context menu for its view when a finger rests on it for half a second: the
/// delegate gives the configuration, the menu appears beside a lifted preview of the view
/// over the blurred window, and a tap on an action runs it once the menu has gone.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the shown menu looks.
    public enum Appearance: Int, Sendable {
        /// No menu shows.
        case unknown = 0
        /// Beside a lifted preview, over the blurred window.
        case rich = 1
        /// Hanging from a control, over the window as it is.
        case compact = 2
    }

    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// The menu this interaction shows, while it shows.
    private(set) weak var presentation: MenuPresentation?
    /// Where the finger that opened the menu rested, in the window.
    private var pressLocation: CGPoint?
    private lazy var pressRecognizer: UILongPressGestureRecognizer = {
        let press = UILongPressGestureRecognizer { [weak self] press in
            guard press.state == .began, let self, let view = self.view else { return }
            self.presentMenu(at: press.location(in: view))
        }
        press.minimumPressDuration = MenuMetrics.pressDuration
        return press
    }()
    /// Whether a resting finger opens the menu; a control showing its menu as its
    /// primary action opens it on touch down instead.
    var opensOnPress = true {
        didSet { pressRecognizer.isEnabled = opensOnPress }
    }
    /// Told of the action chosen before the menu ends (a pop-up button shows it).
    var onChoose: ((UIAction) -> Void)?
    /// Whether the menu hangs from the view (a control's or a bar button's) rather than
    /// showing beside a lifted preview.
    var presentsCompact = false

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public var menuAppearance: Appearance { presentation?.appearance ?? .unknown }

    open func willMove(to view: UIView?) {
        if let old = self.view {
            presentation?.end(animated: false)
            old.removeGestureRecognizer(pressRecognizer)
        }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// Where the finger that opened the shown menu rested, in `view`'s space (the
    /// window's when nil); the origin while no menu shows.
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation, let window = self.view?.window else { return .zero }
        return view.map { window.convert(pressLocation, to: $0) } ?? pressLocation
    }

    open func dismissMenu() {
        presentation?.end(animated: true)
    }

    /// Replaces the shown menu with what `block` makes of it; nothing while none shows.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        presentation?.updateMenu(block)
    }

    /// Shows the menu for a press at `location` in the view: rich for a view, compact
    /// for a control's own interaction.
    func presentMenu(at location: CGPoint, sender: Any? = nil) {
        guard let view, let window = view.window else { return }
        guard presentation == nil else { return }
        pressLocation = view.convert(location, to: window)
        presentation = MenuPresentation.present(for: self, at: location, compact: presentsCompact, sender: sender)
        if presentation == nil { pressLocation = nil }
    }

    func actionWillBePerformed(_ action: UIAction) {
        onChoose?(action)
    }

    func presentationDidEnd(_ ended: MenuPresentation) {
        if presentation === ended || presentation == nil {
            presentation = nil
            pressLocation = nil
        }
    }
}
