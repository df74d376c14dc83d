import Foundation

// Touches: the segment under the finger is pressed, and chosen when the finger lifts on it.
extension UISegmentedControl {
    /// The enabled segment at `point`, if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        let index = segments.firstIndex { $0.frame.contains(point) }
        return index.flatMap { segments[$0].isEnabled ? $0 : nil }
    }

    func beginTrackingSegment(at point: CGPoint) -> Bool {
        trackedSegment = segmentIndex(at: point)
        styleSegments()
        setNeedsLayout()
        return trackedSegment != nil
    }

    func continueTrackingSegment(at point: CGPoint) {
        let under = segmentIndex(at: point)
        guard under != trackedSegment else { return }
        trackedSegment = under
        styleSegments()
        setNeedsLayout()
    }

    /// Lifting on a segment chooses it; a momentary control shows no choice afterwards.
    /// Lifting on the chosen segment changes nothing (a momentary control reports every tap).
    func endTrackingSegment(at point: CGPoint?) {
        let lifted = point.flatMap { segmentIndex(at: $0) }
        trackedSegment = nil
        guard let lifted, isMomentary || lifted != storedSelectedIndex else { return showSelection(animated: true) }
        storedSelectedIndex = lifted
        showSelection(animated: true)
        if let action = segments[lifted].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    func cancelTrackingSegment() {
        trackedSegment = nil
        showSelection(animated: false)
    }
}
