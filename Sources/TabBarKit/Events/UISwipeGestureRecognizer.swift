import Foundation

/// Recognizes a quick straight stroke in one of the permitted directions: the fingers
/// must travel `minimumDistance` along it within `maximumDuration`, straying sideways by at
/// most half the distance travelled. Discrete: it recognizes mid-stroke.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, location: CGPoint)?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter(\.isActive).count
        if down > numberOfTouchesRequired { return state = .failed }
        if down == numberOfTouchesRequired {
            start = (touches.map(\.timestamp).max() ?? runtime.clock.now, location(in: nil))
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let time = touches.map(\.timestamp).max() ?? start.time
        if time - start.time > Self.maximumDuration { return state = .failed }
        let now = location(in: nil)
        if swiped(dx: now.x - start.location.x, dy: now.y - start.location.y) { state = .ended }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override open func reset() {
        super.reset()
        start = nil
    }

    private func swiped(dx: CGFloat, dy: CGFloat) -> Bool {
        let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        return strokes.contains { direction.contains($0.0) && $0.along >= Self.minimumDistance && $0.across <= $0.along / 2 }
    }
}
