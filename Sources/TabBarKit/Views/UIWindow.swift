import Foundation

/// The root of a view hierarchy shown on a screen. Views find their window through
/// their superview chain; a window's safe area comes from its screen.
@MainActor
open class UIWindow: UIView {
    open var screen: UIScreen = .main {
        didSet { updateSafeArea() }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        updateSafeArea()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateSafeArea()
    }

    /// A window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    override open var bounds: CGRect {
        didSet { updateSafeArea() }
    }

    override open var frame: CGRect {
        didSet { updateSafeArea() }
    }

    /// Delivers an event to this window's views: touches to their hit-test views and
    /// recognizers (Events/TouchDispatch.swift), presses to the first responder or else the window.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: TouchDispatch.deliver(event, in: self)
        case .presses: PressDispatch.deliver(event, in: self)
        default: Log.events.error("UIWindow.sendEvent: \(event.type) events are not delivered")
        }
    }

    /// A full-screen window wider than tall is in landscape and gets the landscape insets.
    private func updateSafeArea() {
        let landscape = bounds.width > bounds.height
        setRootSafeAreaInsets(screen.safeAreaInsets(landscape: landscape))
    }
}
