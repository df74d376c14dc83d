import Foundation

/// What an application keeps between input events and ticks: where touches are and which
/// recognizers compete for them, the deadlines of recognizers waiting for time to pass, the
/// last tap (for tap counts), the first responder and the display links (the animation
/// engine is the application's own constant). Part of the application, which owns it; its parts reach the application (its
/// clock, its windows) through it.
@MainActor
final class ApplicationRuntime {
    unowned let application: UIApplication
    var clock: ApplicationClock { application.clock }

    init(application: UIApplication) {
        self.application = application
    }

    // Lazy so that they can be handed the runtime, whose other parts they call.
    private(set) lazy var touchDispatch = TouchDispatch(runtime: self)
    private(set) lazy var gestureArena = GestureArena(runtime: self)
    private(set) lazy var gestureTimers = GestureTimers(runtime: self)
    let tapCounter = TapCounter()
    let displayLinks = DisplayLinks()
    /// The general pasteboard and those made by name.
    let pasteboards = Pasteboards()
    /// Counts the renderers' repaints, so that what a layer measured for one repaint is
    /// known to be of it (see `RenderNodes.drawnAreas`).
    var repaintCount: UInt64 = 0
    /// The one first responder (one key window at a time, as on iOS).
    weak var firstResponder: UIResponder?
}
