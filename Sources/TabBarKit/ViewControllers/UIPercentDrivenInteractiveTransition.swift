import Foundation

/// Drives a custom transition by a fraction, from a gesture: `update(_:)` as the finger
/// moves, then `finish()` or `cancel()`. It scrubs the animator's interruptible animator;
/// an animator without one runs on its own when the gesture ends (<doc:DEVIATIONS>).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: UITimingCurveProvider?
    public private(set) var percentComplete: CGFloat = 0

    private var context: UIViewControllerContextTransitioning?
    private var animator: UIViewImplicitlyAnimating?
    private var animationController: UIViewControllerAnimatedTransitioning?

    public override init() { super.init() }

    open var duration: CGFloat {
        CGFloat(animationController?.transitionDuration(using: context) ?? 0)
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let controller = (transitionContext as? TransitionContext)?.animationController else { return }
        animationController = controller
        let interruptible = controller.interruptibleAnimator(using: transitionContext)
        animator = interruptible is NoInterruptibleAnimator ? nil : interruptible
        animator?.pauseAnimation()
        if animator == nil {
            Log.viewControllers.warning(
                "UIPercentDrivenInteractiveTransition: the animator has no interruptibleAnimator(using:); it runs when the gesture ends")
        }
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        animator?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        animator?.pauseAnimation()
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let animator {
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / max(0.01, completionSpeed))
        } else {
            animationController?.animateTransition(using: context)
        }
        self.context = nil
    }

    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let animator {
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / max(0.01, completionSpeed))
        } else {
            context.completeTransition(false)
        }
        self.context = nil
    }
}
