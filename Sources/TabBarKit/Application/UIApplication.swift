import Foundation

/// The app object: its delegate, its windows, and (UIApplication+Tick.swift) the one place
/// time enters.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// The one application object.
    open class var shared: UIApplication { instance }

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

    /// Input, time and animation state (ApplicationRuntime.swift).
    private(set) var runtime = ApplicationRuntime()

    /// The visual effect views in windows, for renderers to repaint their blurs.
    let backdropViews = BackdropViews()

    /// Renderers repaint on every tick; held weakly, so a dropped renderer stops.
    private var renderers: [WeakRenderer] = []

    override init() {
        renderers.reserveCapacity(4)
        super.init()
    }

    /// Starts over with a fresh runtime: no touches, recognizers, deadlines, display links
    /// or animations, no first responder, and the clock at zero. For tests, so that none
    /// inherits what another left running or the time it ticked to.
    @_spi(Hosting) public func startFreshRuntime() {
        runtime = ApplicationRuntime()
        MediaClock.set(0)
    }

    /// The visible windows, in the order they were shown.
    public var windows: [UIWindow] {
        var windows: [UIWindow] = []
        forEachShownWindow { windows.append($0) }
        return windows
    }

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
