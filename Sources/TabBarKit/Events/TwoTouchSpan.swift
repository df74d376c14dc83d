import Foundation

/// The line between the first two fingers of a gesture, in window coordinates: how far
/// apart they are and at what angle. Pinch and rotation measure from one to the next.
struct TwoTouchSpan {
    let distance: CGFloat
    let angle: CGFloat

    /// Nil unless at least two of `touches` are down.
    @MainActor
    init?(_ touches: [UITouch]) {
        let down = touches.filter(\.isActive)
        guard down.count >= 2 else { return nil }
        let a = down[0].locationInWindow, b = down[1].locationInWindow
        distance = hypot(b.x - a.x, b.y - a.y)
        angle = atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn from `other` to this span, between -π and π.
    func rotation(since other: TwoTouchSpan) -> CGFloat {
        var turn = angle - other.angle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        return turn
    }
}

/// The rate of change of a measure, over the samples of the most recent `window` seconds.
struct MeasureVelocity {
    static let window: TimeInterval = 0.1
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        if let cut = samples.lastIndex(where: { $0.time < time - Self.window }), cut > 0 { samples.removeFirst(cut) }
    }

    mutating func removeAll() { samples.removeAll() }

    var perSecond: CGFloat {
        guard let newest = samples.last, let oldest = samples.first, newest.time > oldest.time else { return 0 }
        return (newest.value - oldest.value) / CGFloat(newest.time - oldest.time)
    }
}
