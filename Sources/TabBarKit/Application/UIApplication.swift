import Foundation

/// The app object, and the session that owns everything an app runs: its delegate and
/// windows, its clock (UIApplication+Tick.swift is the one place time enters), input and
/// animation state (`ApplicationRuntime`), the appearance proxies' values, restoration's
/// store and pending save, the blurs and renderers it repaints. Engine code reaches it
/// through the object at hand: a layer is handed its application when it is made, and a
/// view, window or controller reaches it through its layer (<doc:ARCHITECTURE>, "Where state
/// lives").
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object: the process's, or inside a test's scope the test's own.
    open class var shared: UIApplication { current }

    /// The application's clock (ApplicationClock.swift).
    nonisolated let clock: ApplicationClock

    /// The app's delegate. UIKit keeps it unowned because UIApplicationMain owns it; here
    /// the application keeps it, so a delegate made in place stays alive.
    open var delegate: UIApplicationDelegate?

    /// The window that receives key events; the latest one made key. Windows are held by
    /// their references, not weakly (see ObjectReference): the window is retained at the
    /// end of every walk up the tree.
    public internal(set) var keyWindow: UIWindow? {
        get { keyWindowReference?.object(as: UIWindow.self) }
        set { keyWindowReference = newValue?.reference }
    }
    private var keyWindowReference: ObjectReference?
    private var shownWindows: [ObjectReference] = []
    var state = State.inactive
    var terminated = false
    /// Where state is saved instead of the XDG default (tests and embedders).
    var customRestorationStore: RestorationStore?
    /// Saving after changes: whether state changed, and what was last written (UIApplication+AutoSave.swift).
    var autoSave = AutoSave()

    /// The values set on appearance proxies (`UITabBar.appearance().tintColor = ...`).
    let appearanceRegistry = AppearanceRegistry()

    /// Input and animation state (ApplicationRuntime.swift).
    private(set) lazy var runtime = ApplicationRuntime(application: self)
    /// The runtime's animation engine, a constant here: every change to a view or layer
    /// asks it whether an animation block is open, and a read of a constant takes no count.
    let animationEngine: AnimationEngine

    /// The visual effect views in windows, for renderers to repaint their blurs.
    let backdropViews = BackdropViews()

    /// What the compositor keeps for each layer from frame to frame (RenderNodes.swift).
    let renderNodes = RenderNodes()

    /// Renderers repaint on every tick; held weakly, so a dropped renderer stops.
    private var renderers: [WeakRenderer] = []

    /// A new application with nothing running and its clock at zero: the process's (see
    /// UIApplication+Current.swift), or a test's own.
    init(clock: ApplicationClock = ApplicationClock()) {
        self.clock = clock
        animationEngine = AnimationEngine(clock: clock)
        renderers.reserveCapacity(4)
        super.init()
    }

    /// The visible windows, in the order they were shown.
    public var windows: [UIWindow] {
        var windows: [UIWindow] = []
        forEachShownWindow { windows.append($0) }
        return windows
    }

    override var owningApplication: UIApplication? { self }

    /// Unhandled events end at the delegate when it is a responder, as in UIKit.
    override open var next: UIResponder? { delegate as? UIResponder }

    func windowDidShow(_ window: UIWindow) {
        shownWindows.removeAll { $0.object == nil || $0.object === window }
        shownWindows.append(window.reference)
    }

    func register(_ renderer: ViewRenderer) {
        renderers.removeAll { $0.renderer == nil }
        renderers.append(WeakRenderer(renderer: renderer))
    }

    /// Runs `body` with each visible window, in the order they were shown.
    func forEachShownWindow(_ body: (UIWindow) -> Void) {
        var index = 0
        while index < shownWindows.count {
            if let window = shownWindows[index].object(as: UIWindow.self) { body(window) }
            index += 1
        }
    }

    /// What the last frame of a live renderer showed of `rect` in `view`'s bounds space, if
    /// one draws the view, and where that picture lies in the view's space.
    func lastPicture(of rect: CGRect, in view: UIView) -> (image: CGImage, rect: CGRect)? {
        var picture: (image: CGImage, rect: CGRect)?
        forEachRenderer { renderer in
            if picture == nil { picture = renderer.lastPicture(of: rect, in: view) }
        }
        return picture
    }

    /// Runs `body` with each live renderer (index loop: no iterator copy per tick).
    func forEachRenderer(_ body: (ViewRenderer) -> Void) {
        var index = 0
        while index < renderers.count {
            if let renderer = renderers[index].renderer { body(renderer) }
            index += 1
        }
    }

    private struct WeakRenderer {
        weak var renderer: ViewRenderer?
    }
}
