import Foundation

/// One finger (or the mouse) on the screen, from touch down to lift. The object lives for
/// the whole sequence; its phase and location change as the event arrives.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    open internal(set) var phase: Phase = .began
    /// Seconds on the application's clock.
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var tapCount = 1
    open internal(set) var type: TouchType = .direct
    /// The view the touch began in (its hit-test view); it keeps it for the whole sequence.
    open internal(set) var view: UIView?
    open internal(set) var window: UIWindow?

    /// The recognizers that receive this touch: those of its view and the view's ancestors
    /// that were willing to take it when it began.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// Where the touch is and was, in the window's coordinates.
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero

    var recognizers: [UIGestureRecognizer] = []
    /// How far the touch's view has been told about it (TouchDispatch.swift).
    var viewDelivery = ViewDelivery.notBegun
    /// The touch ended, but its view hears of it only once recognizers that delay
    /// touchesEnded have decided.
    var endIsHeld = false

    enum ViewDelivery {
        /// touchesBegan has not reached the view (not yet sent, or delayed).
        case notBegun
        /// The view got touchesBegan and waits for the rest.
        case began
        /// The view got touchesEnded or touchesCancelled, or never will hear of the touch.
        case finished
    }

    public override init() { super.init() }

    /// The touch's location in `view`'s coordinates; in the window's when `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target else { return point }
        return target.convert(point, from: window)
    }

    /// Whether the finger is still on the screen.
    var isActive: Bool { phase != .ended && phase != .cancelled }
}
