import Foundation

/// Delivers touches as UIKit does. A touch's view is fixed when it begins, by hit testing.
/// The recognizers of that view and its ancestors see each change first; then the view gets
/// touchesBegan/Moved/Ended/Cancelled (which travel up the responder chain if unhandled),
/// unless a recognizer cancelled them (`cancelsTouchesInView`) or holds them back
/// (`delaysTouchesBegan`, `delaysTouchesEnded`) until it decides.
@MainActor
final class TouchDispatch {
    /// The runtime this belongs to, which holds the other parts of input it works with.
    unowned let runtime: ApplicationRuntime

    init(runtime: ApplicationRuntime) { self.runtime = runtime }

    /// The app's one touches event: every touch that is down.
    let event = UIEvent(type: .touches, timestamp: 0)
    /// Touches whose view has not heard the last of them, in the order they began.
    private var touches: [UITouch] = []

    // MARK: Input

    /// `requested`, or the app's time when nil; never before `earliest` (the touch's
    /// previous timestamp: a touch's time does not run backwards).
    func timestamp(_ requested: TimeInterval?, notBefore earliest: TimeInterval = -.infinity) -> TimeInterval {
        var time = requested ?? runtime.clock.now
        if !time.isFinite {
            Log.events.error("touch timestamp \(time) is not a time; using the app's clock")
            time = runtime.clock.now
        }
        if time < earliest {
            Log.events.warning("touch timestamp \(time) is before the touch's previous one (\(earliest)); using that")
            time = earliest
        }
        return time
    }

    /// Puts the change to `touch` into the app's event and sends the event through the app.
    func send(_ touch: UITouch) {
        for other in event.touchList where other !== touch && (other.phase == .began || other.phase == .moved) {
            other.phase = .stationary
        }
        if touch.phase == .began {
            event.touchList.append(touch)
            touches.append(touch)
        }
        event.timestamp = touch.timestamp
        runtime.application.sendEvent(event)
        event.touchList.removeAll { !$0.isActive }
    }

    // MARK: Delivery

    /// Delivers the changed touches of `event` that belong to `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.touchList.filter { $0.window === window && $0.phase != .stationary }
        guard !changed.isEmpty else { return }
        for touch in changed where touch.phase == .began && touch.viewDelivery == .notBegun && touch.view == nil {
            begin(touch, in: window, with: event)
        }
        for recognizer in recipients(of: changed) {
            deliver(changed.filter { $0.recognizers.contains { $0 === recognizer } }, to: recognizer, with: event)
        }
        deliverToViews(changed, with: event)
        for touch in changed where !touch.isActive { runtime.tapCounter.touchEnded(touch) }
        settle()
    }

    /// Hit-tests a new touch and hands it to the recognizers willing to take it.
    private func begin(_ touch: UITouch, in window: UIWindow, with event: UIEvent) {
        touch.tapCount = runtime.tapCounter.tapCount(
            forTouchAt: touch.locationInWindow, time: touch.timestamp, in: window)
        guard let hit = window.hitTest(touch.locationInWindow, with: event) else {
            touch.viewDelivery = .finished
            return
        }
        if isExcludedByExclusiveTouch(touch, hitting: hit) {
            touch.viewDelivery = .finished
            return
        }
        touch.view = hit
        // A view without multiple touch hears only its first touch; its recognizers, and
        // those of its ancestors, still see every touch (a pinch on an image view works).
        if !hit.isMultipleTouchEnabled,
            touches.contains(where: { $0 !== touch && $0.isActive && $0.view === hit && $0.viewDelivery != .finished })
        {
            touch.viewDelivery = .finished
        }
        var view: UIView? = hit
        while let current = view {
            for recognizer in current.attachedGestureRecognizers where accepts(recognizer, touch, hitView: hit) {
                touch.recognizers.append(recognizer)
                // A touch after the last one lifted starts a new tap of a multi-tap gesture.
                if !recognizer.trackedTouches.contains(where: { $0.isActive }) { recognizer.trackedTouches.removeAll() }
                recognizer.trackedTouches.append(touch)
                runtime.gestureArena.join(recognizer)
            }
            view = current.superview
        }
    }

    /// UIKit's `isExclusiveTouch`: while a touch is down in an exclusive view, no other view
    /// gets a new touch, and an exclusive view gets none while other views have touches.
    private func isExcludedByExclusiveTouch(_ touch: UITouch, hitting hit: UIView) -> Bool {
        let others = touches.filter { $0 !== touch && $0.isActive && $0.view != nil && $0.view !== hit }
        guard !others.isEmpty else { return false }
        return hit.isExclusiveTouch || others.contains { $0.view?.isExclusiveTouch == true }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, hitView: UIView) -> Bool {
        guard recognizer.isEnabled, recognizer.pendingState == nil,
            [.possible, .began, .changed].contains(recognizer.storedState),
            !hitView.handlesTap(of: recognizer)
        else { return false }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    private func recipients(of changed: [UITouch]) -> [UIGestureRecognizer] {
        var list: [UIGestureRecognizer] = []
        for touch in changed {
            for recognizer in touch.recognizers where !list.contains(where: { $0 === recognizer }) {
                list.append(recognizer)
            }
        }
        return list
    }

    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            guard [.possible, .began, .changed].contains(recognizer.storedState) else { return }
            // A recognizer may ignore(_:for:) a touch while this runs.
            let group = touches.filter { $0.phase == phase && $0.recognizers.contains { $0 === recognizer } }
            guard !group.isEmpty else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(Set(group), with: event)
            case .moved: recognizer.touchesMoved(Set(group), with: event)
            case .ended: recognizer.touchesEnded(Set(group), with: event)
            default: recognizer.touchesCancelled(Set(group), with: event)
            }
        }
        if !recognizer.trackedTouches.isEmpty { recognizer.lastLocationInWindow = recognizer.location(in: nil) }
    }

    private func deliverToViews(_ changed: [UITouch], with event: UIEvent) {
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for touch in changed where touch.view != nil {
            switch (touch.phase, touch.viewDelivery) {
            case (.began, .notBegun) where !beganIsDelayed(touch):
                touch.viewDelivery = .began
                began.append(touch)
            case (.moved, .began):
                moved.append(touch)
            case (.ended, .began) where !endIsDelayed(touch), (.cancelled, .began) where !endIsDelayed(touch):
                touch.viewDelivery = .finished
                touch.phase == .ended ? ended.append(touch) : cancelled.append(touch)
            case (.ended, .began), (.cancelled, .began), (.ended, .notBegun), (.cancelled, .notBegun):
                touch.endIsHeld = true
            default:
                break
            }
        }
        send(began, with: event) { $0.touchesBegan($1, with: $2) }
        send(moved, with: event) { $0.touchesMoved($1, with: $2) }
        send(ended, with: event) { $0.touchesEnded($1, with: $2) }
        send(cancelled, with: event) { $0.touchesCancelled($1, with: $2) }
    }

    /// Calls `method` once per view with that view's touches, views in the touches' order.
    private func send(
        _ touches: [UITouch], with event: UIEvent,
        _ method: (UIView, Set<UITouch>, UIEvent) -> Void
    ) {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            method(view, Set(touches.filter { $0.view === view }), event)
        }
    }

    private func beganIsDelayed(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
    }

    private func endIsDelayed(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    // MARK: Recognizers deciding

    /// The touches delivered to `recognizer` whose views have not heard the last of them,
    /// including those of earlier taps of a multi-tap gesture.
    func unfinishedTouches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        touches.filter { touch in touch.recognizers.contains { $0 === recognizer } }
    }

    /// A recognizer recognized with `cancelsTouchesInView`: its touches' views get
    /// touchesCancelled (if they had begun) and hear nothing more of them.
    func cancelViewDelivery(of recognizer: UIGestureRecognizer) {
        let recognized = unfinishedTouches(of: recognizer)
        let begun = recognized.filter { $0.viewDelivery == .began }
        for touch in recognized {
            touch.viewDelivery = .finished
            touch.endIsHeld = false
        }
        send(begun, with: event) { $0.touchesCancelled($1, with: $2) }
    }

    /// After recognizers changed state: lets held touches reach their views, resets the
    /// recognizers that are done, and forgets touches that are over.
    func settle() {
        for touch in touches where touch.view != nil {
            if touch.viewDelivery == .notBegun, !beganIsDelayed(touch) {
                touch.viewDelivery = .began
                send([touch], with: event) { $0.touchesBegan($1, with: $2) }
            }
            if touch.endIsHeld, touch.viewDelivery == .began, !endIsDelayed(touch) {
                touch.endIsHeld = false
                touch.viewDelivery = .finished
                if touch.phase == .cancelled {
                    send([touch], with: event) { $0.touchesCancelled($1, with: $2) }
                } else {
                    send([touch], with: event) { $0.touchesEnded($1, with: $2) }
                }
            }
        }
        runtime.gestureArena.resetFinished()
        touches.removeAll { !$0.isActive && ($0.viewDelivery == .finished || $0.view == nil) }
    }
}
