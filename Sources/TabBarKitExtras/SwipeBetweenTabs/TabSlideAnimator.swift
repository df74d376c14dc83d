import Foundation
import TabBarKit

/// Slides the new tab in from one side as the old one leaves by the other: the transition a
/// swipe between tabs scrubs. One property animator per transition, made when first asked.
@preconcurrency @MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// -1: the new tab comes from the left; 1: from the right.
    let direction: CGFloat
    let duration: TimeInterval
    private var propertyAnimator: UIViewPropertyAnimator?

    init(direction: CGFloat, duration: TimeInterval) {
        self.direction = direction
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromController = transitionContext.viewController(forKey: .from),
            let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from)
        else {
            // Nothing to slide: the transition ends as it is.
            let empty = UIViewPropertyAnimator(duration: duration, curve: .linear) {}
            empty.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            propertyAnimator = empty
            return empty
        }
        let final = transitionContext.finalFrame(for: toController)
        let start = transitionContext.initialFrame(for: fromController)
        let shift = container.bounds.width * direction
        to.frame = final.offsetBy(dx: shift, dy: 0)
        container.addSubview(to)
        // Linear, so the pages follow the finger; the finish eases out from where it is.
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
            to.frame = final
            from.frame = start.offsetBy(dx: -shift, dy: 0)
        }
        animator.addCompletion { position in
            // Cancelled, the old page comes back to where it was.
            if position != .end { from.frame = start }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }
}
