import Foundation

/// A pan that starts at an edge of the screen: the touch must land within `edgeWidth` of
/// one of `edges` of the window and move away from that edge; otherwise it fails. The edges
/// are the window's physical ones (`UIRectEdge` has no leading or trailing).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must land.
    static let edgeWidth: CGFloat = 20

    /// The edges the touch landed near.
    private var startEdges: UIRectEdge = []

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.filter(\.isActive).count == touches.count {
            startEdges = nearEdges(touches.first?.locationInWindow ?? .zero)
            if startEdges.isEmpty { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let t = translation(in: nil)
            if hypot(t.x, t.y) >= Self.hysteresis, !movesAway(t) { return state = .failed }
        }
        super.touchesMoved(touches, with: event)
    }

    override open func reset() {
        super.reset()
        startEdges = []
    }

    private func nearEdges(_ point: CGPoint) -> UIRectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        var near: UIRectEdge = []
        if edges.contains(.left), point.x - bounds.minX <= Self.edgeWidth { near.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= Self.edgeWidth { near.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= Self.edgeWidth { near.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= Self.edgeWidth { near.insert(.bottom) }
        return near
    }

    /// Mostly away from an edge it started at.
    private func movesAway(_ t: CGPoint) -> Bool {
        (startEdges.contains(.left) && t.x > abs(t.y)) || (startEdges.contains(.right) && -t.x > abs(t.y))
            || (startEdges.contains(.top) && t.y > abs(t.x)) || (startEdges.contains(.bottom) && -t.y > abs(t.x))
    }
}
