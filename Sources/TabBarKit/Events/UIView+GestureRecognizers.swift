import Foundation

// Attaching recognizers to views. A recognizer belongs to one view at a time.
extension UIView {
    /// The attached recognizers, or nil when there are none (as UIKit reports it).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaching a recognizer ends the gesture it was recognizing.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.runtime.gestureArena.abandon(gestureRecognizer)
        gestureRecognizer.runtime.gestureArena.remove(gestureRecognizer)
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// UIKit lets a button's own action win over a single tap that an ancestor recognizes:
    /// such a recognizer does not receive touches that begin on the button.
    func handlesTap(of recognizer: UIGestureRecognizer) -> Bool {
        guard ownsSingleTaps, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else {
            return false
        }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
