import Foundation

/// Recognizes a drag. It begins once the centroid of the fingers has moved `hysteresis`
/// from where they landed (translation counts from there, so a dragged view keeps up with
/// the finger); it changes with every move and ends when the fingers lift.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before a pan begins (UIKit's touch slop).
    static let hysteresis: CGFloat = 10
    /// Velocity is the movement over the most recent samples spanning this long.
    static let velocityWindow: TimeInterval = 0.1

    /// Where translation is measured from, in window coordinates.
    private var origin = CGPoint.zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    open func translation(in view: UIView?) -> CGPoint {
        vector(from: origin, to: location(in: nil), in: view)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        guard let view else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convert(current, from: nil)
        origin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: nil)
    }

    /// Points per second in `view`'s coordinates, over the last `velocityWindow` of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last else { return .zero }
        let recent = samples.first { $0.time >= newest.time - Self.velocityWindow }
        var reference = recent ?? newest
        if reference.time == newest.time, samples.count > 1 { reference = samples[samples.count - 2] }
        let dt = newest.time - reference.time
        guard dt > 0 else { return .zero }
        let d = vector(from: reference.location, to: newest.location, in: view)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }

    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: nil), pb = view.convert(b, from: nil)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private var fingersDown: Int { trackedTouches.filter(\.isActive).count }

    private var isRecognizing: Bool { state == .began || state == .changed }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = centroid(excluding: touches)
        if fingersDown > maximumNumberOfTouches {
            guard isRecognizing else { return state = .failed }
            for touch in touches { ignore(touch, for: event) }
            return
        }
        let now = location(in: nil)
        if let before {
            // Another finger: shift the origin so the translation does not jump.
            origin = CGPoint(x: origin.x + now.x - before.x, y: origin.y + now.y - before.y)
        } else {
            origin = now
            samples.removeAll()
        }
        record(now, at: touches)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(location(in: nil), at: touches)
        if isRecognizing {
            state = .changed
        } else if fingersDown >= minimumNumberOfTouches {
            let t = translation(in: nil)
            if hypot(t.x, t.y) >= Self.hysteresis { state = .began }
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let lifted = lastCentroid(of: touches)
        record(lifted, at: touches)
        if fingersDown == 0 || (isRecognizing && fingersDown < minimumNumberOfTouches) {
            state = isRecognizing ? .ended : .failed
            return
        }
        // A finger lifted, others stay: keep the translation continuous.
        let now = location(in: nil)
        origin = CGPoint(x: origin.x + now.x - lifted.x, y: origin.y + now.y - lifted.y)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isRecognizing ? .cancelled : .failed
    }

    override open func reset() {
        super.reset()
        samples.removeAll()
        origin = .zero
    }

    private func record(_ location: CGPoint, at touches: Set<UITouch>) {
        let time = touches.map(\.timestamp).max() ?? runtime.clock.now
        samples.append((time, location))
        // Keep the window and one sample before it.
        if let cut = samples.lastIndex(where: { $0.time < time - Self.velocityWindow }), cut > 0 {
            samples.removeFirst(cut)
        }
    }

    /// The centroid of the touches that were down before `new` arrived, if any were.
    private func centroid(excluding new: Set<UITouch>) -> CGPoint? {
        let others = trackedTouches.filter { $0.isActive && !new.contains($0) }
        guard !others.isEmpty else { return nil }
        return mean(others.map(\.locationInWindow))
    }

    /// The centroid of the touches down just before `lifted` lifted.
    private func lastCentroid(of lifted: Set<UITouch>) -> CGPoint {
        mean(trackedTouches.filter { $0.isActive || lifted.contains($0) }.map(\.locationInWindow))
    }

    private func mean(_ points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return location(in: nil) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }
}
