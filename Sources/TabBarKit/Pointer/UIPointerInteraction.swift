import Foundation

/// Gives its view a pointer effect while the pointer (`UIWindow.movePointer(to:)`) is over
/// it. On entering the view, and again whenever the pointer leaves the current region's
/// rectangle, the delegate is asked for a region; a new region is asked for its style and
/// entered, the old one exited. The effect shows while the region lasts.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// A disabled interaction leaves its region at once and ignores the pointer.
    open var isEnabled = true {
        didSet { if !isEnabled { exitRegion() } }
    }

    private var region: UIPointerRegion?
    /// Where the pointer last was over the view, in window coordinates.
    private var pointerLocation: CGPoint?
    /// The view showing this interaction's effect (the style's preview view).
    private weak var effectView: UIView?

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if view !== self.view { exitRegion() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Drops the current region and asks for one again where the pointer is.
    open func invalidate() {
        exitRegion()
        if let pointerLocation { pointerMoved(to: pointerLocation) }
    }

    /// The delegate's answers, or the defaults when there is no delegate.
    private var answering: any UIPointerInteractionDelegate { delegate ?? DefaultPointerBehaviour() }

    /// The pointer is at `point` (window coordinates) over the view, or no longer over it.
    func pointerMoved(to point: CGPoint?) {
        pointerLocation = point
        guard isEnabled, let view, let point else { return exitRegion() }
        let location = view.convert(point, from: nil)
        if let region, region.rect.contains(location) { return }
        let request = UIPointerRegionRequest(location: location, modifiers: [])
        let next = answering.pointerInteraction(self, regionFor: request, defaultRegion: UIPointerRegion(rect: view.bounds))
        if let region, let next, region.isSame(as: next) { return }
        exitRegion()
        guard let next else { return }
        enter(next)
    }

    private func enter(_ region: UIPointerRegion) {
        self.region = region
        let style = answering.pointerInteraction(self, styleFor: region)
        let animator = PointerInteractionAnimator()
        answering.pointerInteraction(self, willEnter: region, animator: animator)
        if let (target, look) = style.flatMap(PointerEffectLook.resolve) {
            target.pointerEffectLook = look
            effectView = target
        }
        animator.run()
    }

    private func exitRegion() {
        guard let region else { return }
        self.region = nil
        let animator = PointerInteractionAnimator()
        answering.pointerInteraction(self, willExit: region, animator: animator)
        effectView?.pointerEffectLook = nil
        effectView = nil
        animator.run()
    }
}

/// Answers as a delegate that implements nothing.
private final class DefaultPointerBehaviour: NSObject, UIPointerInteractionDelegate {}
