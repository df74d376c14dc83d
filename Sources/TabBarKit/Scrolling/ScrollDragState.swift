import Foundation

/// What the drag core remembers while a finger is down on a scroll view.
struct ScrollDragState {
    /// The touch being followed when touches drive the scroll view directly.
    weak var touch: UITouch?
    /// Where the finger went down (window coordinates).
    var downPoint: CGPoint
    /// The finger's latest position (window coordinates).
    var lastPoint: CGPoint
    var isDragging = false
    /// The finger's position when the drag began, and the offset it then moved from,
    /// taken back through the rubber band so that a drag caught past an edge goes on
    /// without a jump.
    var dragOrigin = CGPoint.zero
    var startOffset = CGPoint.zero
    var samples = VelocitySamples()
}

/// The finger's recent positions, from which the release velocity is estimated.
struct VelocitySamples {
    /// Only this much of the finger's latest movement counts, as in UIKit's pan recognizer.
    static let window: TimeInterval = 0.1

    private var points: [(point: CGPoint, time: TimeInterval)] = []

    mutating func add(_ point: CGPoint, at time: TimeInterval) {
        points.append((point, time))
        points.removeAll { time - $0.time > Self.window }
    }

    /// Points per second over the recent samples; zero when the finger rested before lifting.
    func velocity(at time: TimeInterval) -> CGPoint {
        guard let last = points.last, let first = points.first(where: { time - $0.time <= Self.window }),
            time - last.time <= Self.window / 2
        else { return .zero }
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return .zero }
        return CGPoint(x: (last.point.x - first.point.x) / elapsed, y: (last.point.y - first.point.y) / elapsed)
    }
}
