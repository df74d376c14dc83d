import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// A view that logs the touches and presses it receives, then passes them on up the chain.
@MainActor
final class TouchLoggingView: UIView {
    var log: EventLog?
    var name = ""
    /// When set, the view handles touches itself instead of passing them on.
    var handlesTouches = false

    /// Also called with each delivery, to look at the event while it is delivered.
    var onTouches: ((Set<UITouch>, UIEvent?) -> Void)?

    private func record(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log?.add("\(name).\(what)")
        onTouches?(touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name).pressesBegan \(presses.first?.key?.characters ?? "")")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name).pressesEnded \(presses.first?.key?.characters ?? "")")
        super.pressesEnded(presses, with: event)
    }

    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A window of 300×300 holding `outer` (0,0 200×200) holding `inner` (50,50 100×100),
/// all logging into one EventLog.
@MainActor
struct TouchScene {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let outer = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

    init() {
        outer.name = "outer"
        inner.name = "inner"
        outer.log = log
        inner.log = log
        window.addSubview(outer)
        outer.addSubview(inner)
    }
}

/// A recognizer that logs what it is given and fails when its touches lift.
@MainActor
final class RecordingRecognizer: UIGestureRecognizer {
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?.add("\(name ?? "").began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log?.add("\(name ?? "").moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(name ?? "").ended")
        state = .failed
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// A delegate whose answers a test chooses.
@MainActor
final class ConfigurableDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}
