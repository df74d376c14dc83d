import Foundation
import TabBarKitTestSupport

@testable import TabBarKit

/// A fade between tabs, run by the delegate's animator.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    var propertyAnimator: UIViewPropertyAnimator?
    init(log: EventLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let to = transitionContext.view(forKey: .to)!
        let toController = transitionContext.viewController(forKey: .to)!
        to.frame = transitionContext.finalFrame(for: toController)
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { to.alpha = 1 }
        animator.addCompletion { [log] position in
            log.add("animator.completion(\(position == .end ? "end" : "start"))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animator.ended(\(transitionCompleted))") }
}
