import Foundation

/// Turns touches into a gesture. Recognizers see a touch before its view does; the state
/// machine, exclusion and failure requirements live in GestureArena.swift.
///
/// Targets are closures (no selectors without the Objective-C runtime): pass one to
/// `init(handler:)` or `addTarget(_:)`; it receives the recognizer with its own type.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static var recognized: State { .ended }
    }

    var storedState = State.possible
    /// The input state (arena, deadlines) of the application the recognizer was made in.
    let runtime = UIApplication.current.runtime

    /// The recognizer's state. Subclasses set it (UIKit's subclass header makes it writable);
    /// setting it moves the state machine, which may hold or refuse the change.
    open var state: State {
        get { storedState }
        set { runtime.gestureArena.transition(self, to: newValue) }
    }

    /// Disabling a recognizer cancels the gesture it is recognizing.
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { runtime.gestureArena.abandon(self) } }
    }

    open internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?

    /// When it recognizes, the view's touches are cancelled.
    open var cancelsTouchesInView = true
    /// The view hears nothing of a touch until this recognizer fails.
    open var delaysTouchesBegan = false
    /// The view's touchesEnded waits until this recognizer has recognized or failed.
    open var delaysTouchesEnded = true

    /// The touches delivered since the gesture started, in order (ended ones included, so a
    /// tap's action still sees its touch).
    var trackedTouches: [UITouch] = []
    /// A recognition held back until the recognizers it must wait for have failed.
    var pendingState: State?
    /// When GestureTimers should call deadlineReached(), if ever.
    var deadline: TimeInterval?
    /// Where the touches were when last delivered, for location(in:) after they are gone.
    var lastLocationInWindow = CGPoint.zero
    private(set) var failureRequirements: [WeakRecognizer] = []
    private var actions: [(UIGestureRecognizer) -> Void] = []

    public required override init() { super.init() }

    /// A recognizer whose target is `handler`.
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds a target: `handler` runs on every change to began, changed, ended or cancelled.
    open func addTarget(_ handler: @escaping (Self) -> Void) {
        // Actions receive the recognizer itself, which is always a Self.
        actions.append { if let recognizer = $0 as? Self { handler(recognizer) } }
    }

    open func removeAllTargets() {
        actions.removeAll()
    }

    func performActions() {
        for action in actions { action(self) }
    }

    // MARK: Touches

    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view` (the window when nil): of those still
    /// down, or once all have lifted, of where they lifted.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return convert(lastLocationInWindow, to: view) }
        let down = trackedTouches.filter(\.isActive)
        let touches = down.isEmpty ? trackedTouches : down
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            let p = touch.location(in: view)
            x += p.x
            y += p.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Log.events.error("location(ofTouch: \(touchIndex)) of a recognizer with \(self.trackedTouches.count) touches")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return point }
        return target.convert(point, from: self.view?.window)
    }

    // MARK: Dependencies

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            Log.events.error("a gesture recognizer cannot require itself to fail")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    // MARK: For subclasses

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the gesture ends, is cancelled or fails, before the next one.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Called by GestureTimers when `deadline` passes (long presses begin, taps give up).
    func deadlineReached() {}
}
