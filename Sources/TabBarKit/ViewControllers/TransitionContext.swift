import Foundation

/// The context a container gives a custom animator: it reports the end once, with
/// whether the transition completed or was cancelled.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle = .none
    let targetTransform: CGAffineTransform = .identity
    let animationController: UIViewControllerAnimatedTransitioning
    /// The interaction driving the transition, if any, kept until the transition ends.
    var interactionController: UIViewControllerInteractiveTransitioning?
    private let from: UIViewController
    private let to: UIViewController
    private let onEnd: (Bool) -> Void
    /// Whether the container has been told of the end (by the animator, or early).
    private var reported = false
    /// Whether the animator has called `completeTransition(_:)`.
    private var completed = false

    init(
        containerView: UIView, from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool,
        animationController: UIViewControllerAnimatedTransitioning, onEnd: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        self.from = from
        self.to = to
        isAnimated = animated
        isInteractive = interactive
        self.animationController = animationController
        self.onEnd = onEnd
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.viewIfLoaded : key == .to ? to.view : nil
    }

    /// Both views fill the container: the old one before, the new one after.
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func pauseInteractiveTransition() { isInteractive = true }
    func finishInteractiveTransition() { isInteractive = false }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            Log.viewControllers.error("completeTransition(_:) called twice; the second call is ignored")
            return
        }
        completed = true
        interactionController = nil
        if !reported {
            reported = true
            onEnd(didComplete && !transitionWasCancelled)
        }
        animationController.animationEnded(didComplete && !transitionWasCancelled)
    }

    /// Tells the container the transition completed without waiting for the animator: a
    /// change from code arrived while it ran. The animator's own `completeTransition(_:)`
    /// later only ends it for the animator.
    func finishEarly() {
        guard !reported else { return }
        reported = true
        onEnd(true)
        // No gesture will finish it now: a percent-driven interaction runs the animator to
        // its end, which then completes it for the animator too.
        if isInteractive, let percentDriven = interactionController as? UIPercentDrivenInteractiveTransition { percentDriven.finish() }
    }
}
