import Foundation

public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a running transition tells the blocks that run alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code animate alongside a transition (a push, a presentation, a size change) and
/// learn when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// The common call with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of every transition TabBarKit runs. Blocks given to it before the
/// transition starts run inside its animation; completions run once it has finished.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform
    private let from: UIViewController?
    private let to: UIViewController?
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private(set) var percentComplete: CGFloat = 0
    private var started = false
    /// The end of an animated run, until it has been called.
    private var pendingEnd: (() -> Void)?

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    init(
        duration: TimeInterval, containerView: UIView, from: UIViewController?, to: UIViewController?,
        presentationStyle: UIModalPresentationStyle = .none, targetTransform: CGAffineTransform = .identity
    ) {
        isAnimated = duration > 0
        transitionDuration = duration
        self.containerView = containerView
        self.from = from
        self.to = to
        self.presentationStyle = presentationStyle
        self.targetTransform = targetTransform
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (key == .from ? from : key == .to ? to : nil)?.viewIfLoaded
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if let animation {
            guard !started else {
                Log.viewControllers.warning("animate(alongsideTransition:) after the transition started; the animation is ignored")
                if let completion { completions.append(completion) }
                return false
            }
            alongside.append(animation)
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Transitions here are never interactive, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Runs `changes` and the alongside blocks, animated over the duration (with the
    /// curve UIKit's transitions use), then `finish` and the completions.
    func run(_ changes: @escaping () -> Void, finish: @escaping () -> Void) {
        started = true
        let body = { [self] in
            changes()
            for block in alongside { block(self) }
        }
        let end = { [self] in
            percentComplete = 1
            finish()
            for block in completions { block(self) }
        }
        guard isAnimated else {
            body()
            end()
            return
        }
        pendingEnd = end
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: body) { [weak self] _ in
            self?.endIfPending()
        }
    }

    /// Ends an animated run at once, its views shown where the animation was taking them:
    /// a container that must change what the transition is changing settles it first.
    /// Returns false when there was nothing left to end.
    @discardableResult
    func finishNow() -> Bool {
        guard pendingEnd != nil else { return false }
        for view in [from?.viewIfLoaded, to?.viewIfLoaded] { view?.layer.removeAllAnimations() }
        endIfPending()
        return true
    }

    private func endIfPending() {
        guard let end = pendingEnd else { return }
        pendingEnd = nil
        end()
    }
}
