import Foundation

/// The root of a view hierarchy shown on a screen. Views find their window through
/// their superview chain; a window's safe area and traits come from its screen and size.
///
/// Unlike UIKit's, a window draws before it is made visible (renderers and snapshots work
/// on any window); its root view controller's appearance calls wait for
/// `makeKeyAndVisible()` or `isHidden = false` (<doc:DEVIATIONS>).
@preconcurrency @MainActor
open class UIWindow: UIView {
    override var isWindow: Bool { true }

    /// Another screen brings other safe areas and traits, which the window passes on.
    // Read at every solve and trait question, and set whole: no runtime exclusivity check.
    @exclusivity(unchecked) open var screen: UIScreen = .main {
        didSet { geometryDidChange() }
    }

    /// Whether the window has been made visible, so its root controller has appeared.
    private(set) var isShown = false
    private var lastTraits: UITraitCollection?
    /// The view under the pointer and its ancestors, innermost first (UIWindow+Pointer.swift).
    var viewsUnderPointer: [WeakView] = []
    /// Whether the window draws iOS's status bar over its top safe area, on a phone whose
    /// screen has one (a TabBarKit addition, off by default: UIWindow+StatusBar.swift).
    @_spi(Hosting) public var drawsStatusBar = false {
        didSet { statusBarAppearanceMayHaveChanged() }
    }
    /// The status bar as last drawn, nil when none is.
    var shownStatusBar: StatusBarContent?
    /// The menu shown over the window, if any: one at a time (Menus/MenuPresentation.swift).
    var shownMenu: MenuPresentation?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        updateSafeArea()
        lastTraits = traitCollection
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateSafeArea()
        lastTraits = traitCollection
    }

    /// A window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    override open var bounds: CGRect {
        didSet { geometryDidChange() }
    }

    override open var frame: CGRect {
        didSet { geometryDidChange() }
    }

    override open var isHidden: Bool {
        didSet {
            if !isHidden && oldValue { show() }
        }
    }

    /// Events a window does not handle go to the application.
    override open var next: UIResponder? { application }

    // MARK: Root view controller

    /// The controller whose view fills the window. Replacing it on a visible window makes
    /// the old one disappear and the new one appear.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue {
                if isShown { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.viewIfLoaded?.removeFromSuperview()
                if isShown { oldValue.endAppearanceTransition() }
            }
            guard let root = rootViewController else { return }
            guard isShown else {
                install(root) // laid out when shown or rendered
                return
            }
            root.beginAppearanceTransition(true, animated: false)
            install(root)
            layoutIfNeeded()
            root.endAppearanceTransition()
        }
    }

    private func install(_ root: UIViewController) {
        let rootView: UIView = root.view
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(rootView, at: 0)
    }

    // MARK: Key and visible

    public var isKeyWindow: Bool { application.keyWindow === self }

    /// Shows the window and makes it key: the root controller appears, laid out.
    open func makeKeyAndVisible() {
        makeKey()
        if isHidden { isHidden = false } else { show() }
    }

    open func makeKey() {
        guard application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    private func show() {
        guard !isShown else { return }
        isShown = true
        application.windowDidShow(self)
        guard let root = rootViewController else { return }
        root.beginAppearanceTransition(true, animated: false)
        if root.viewIfLoaded?.superview !== self { install(root) }
        layoutIfNeeded()
        root.endAppearanceTransition()
    }

    // MARK: Traits and size

    /// Phones are compact in width (regular on the large phones in landscape) and compact
    /// in height in landscape; iPads are regular both ways.
    override open var traitCollection: UITraitCollection {
        // Asked for on every layout and draw; made again only when what they come from changed.
        if let made = madeTraits, made.size == bounds.size, made.screen === screen { return made.traits }
        let traits = makeTraits(for: bounds.size, on: screen)
        madeTraits = (bounds.size, screen, traits)
        return traits
    }

    /// The traits last made, with the size and screen they were made for.
    private var madeTraits: (size: CGSize, screen: UIScreen, traits: UITraitCollection)?

    /// The traits of this window at `size` on `screen`.
    private func makeTraits(for size: CGSize, on screen: UIScreen) -> UITraitCollection {
        let landscape = size.width > size.height
        let base = screen.traitCollection
        let largePhone = min(screen.bounds.width, screen.bounds.height) >= 414
        let pad = base.userInterfaceIdiom == .pad
        return UITraitCollection(
            userInterfaceIdiom: base.userInterfaceIdiom, displayScale: screen.scale,
            horizontalSizeClass: pad || (landscape && largePhone) ? .regular : .compact,
            verticalSizeClass: pad || !landscape ? .regular : .compact,
            userInterfaceStyle: .light, layoutDirection: .leftToRight
        )
    }

    /// What the system does when the device rotates or the host window is resized (a
    /// TabBarKit addition): tells the root controller `willTransition(to:with:)` with the
    /// traits to come when they differ from those it has, then `viewWillTransition(to:with:)`,
    /// then changes the size (animated over `duration`, with the coordinator's alongside
    /// blocks), so traits change and layout runs with UIKit's calls. A size in an orientation
    /// the interface does not support is refused (UIWindow+Orientation.swift). Returns
    /// whether the window has `size`.
    @discardableResult
    @_spi(Hosting) public func resize(to size: CGSize, duration: TimeInterval = 0) -> Bool {
        resize(to: size, duration: duration, on: screen)
    }

    /// `resize(to:duration:)` onto `newScreen` (UIWindow+ScreenSwitch.swift): the window
    /// takes the screen in the same step as the size, so controllers hear the traits of both
    /// before either changes.
    func resize(to size: CGSize, duration: TimeInterval, on newScreen: UIScreen) -> Bool {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            Log.application.error("UIWindow.resize(to: \(size)): a window needs a positive, finite size; ignored")
            return false
        }
        guard size != bounds.size || newScreen !== screen else { return true }
        guard supportsOrientation(of: size) else {
            let turn = size.width > size.height ? "landscape" : "portrait"
            Log.application.notice("UIWindow.resize(to: \(size)): the interface does not support \(turn); it stays as it is")
            return false
        }
        let coordinator = TransitionCoordinator(duration: duration, containerView: self, from: nil, to: nil)
        rootViewController?.activeCoordinator = coordinator
        let traits = makeTraits(for: size, on: newScreen)
        if let lastTraits, traits != lastTraits { rootViewController?.willTransition(to: traits, with: coordinator) }
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        coordinator.run(
            { [self] in
                if newScreen !== screen { screen = newScreen }
                frame = CGRect(origin: frame.origin, size: size)
                rootViewController?.layoutPresentations(in: self)
                layoutIfNeeded()
            },
            // Through the window's reference, not weakly (see ObjectReference).
            finish: { [reference] in
                reference.object(as: UIWindow.self)?.rootViewController?.activeCoordinator = nil
            })
        return true
    }

    private func geometryDidChange() {
        // A menu placed for the old size closes, as UIKit's do when the device turns.
        shownMenu?.end(animated: false)
        updateSafeArea()
        let traits = traitCollection
        guard let previous = lastTraits, previous != traits else { return }
        lastTraits = traits
        notifyTraitChange(in: self, from: previous)
        rootViewController?.notifyTraitChange(from: previous)
    }

    private func notifyTraitChange(in view: UIView, from previous: UITraitCollection) {
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { notifyTraitChange(in: subview, from: previous) }
    }

    /// Delivers an event to this window's views: touches to their hit-test views and
    /// recognizers (Events/TouchDispatch.swift), presses to the first responder or else the window.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: application.runtime.touchDispatch.deliver(event, in: self)
        case .presses: PressDispatch.deliver(event, in: self)
        default: Log.events.error("UIWindow.sendEvent: \(event.type) events are not delivered")
        }
        eventHandled()
    }

    /// The undo manager of what the window shows, which the responders in it share.
    private var ownUndoManager: UndoManager?
    override open var undoManager: UndoManager? {
        if let ownUndoManager { return ownUndoManager }
        let made = UndoManager()
        ownUndoManager = made
        return made
    }

    /// An event (or text from the input method) has been handled: what it registered for
    /// undo is one group.
    func eventHandled() {
        ownUndoManager?.closeEventGroup()
    }

    /// A full-screen window wider than tall is in landscape and gets the landscape insets.
    private func updateSafeArea() {
        let landscape = bounds.width > bounds.height
        setRootSafeAreaInsets(screen.safeAreaInsets(landscape: landscape))
    }
}
