import Foundation

// The pointer without a pressed button (a TabBarKit addition): hosts with a mouse send its
// position as it moves, and nil as it leaves the window. Hover recognizers of the view
// under it and its ancestors begin, change and end as it enters, moves over and leaves them.
extension UIWindow {
    /// Moves the pointer to `point` in the window's coordinates; nil: it left the window.
    public func movePointer(to point: CGPoint?) {
        var under: [UIView] = []
        var view = point.flatMap { hitTest($0, with: nil) }
        while let current = view {
            under.append(current)
            view = current.superview
        }
        let left = viewsUnderPointer.compactMap(\.view).filter { old in !under.contains { $0 === old } }
        viewsUnderPointer = under.map(WeakView.init)
        for view in left {
            for recognizer in view.hoverRecognizers { recognizer.pointerMoved(to: nil) }
        }
        guard let point else { return }
        for view in under {
            for recognizer in view.hoverRecognizers { recognizer.pointerMoved(to: point) }
        }
    }
}

/// A view the pointer is over, not kept alive by it.
struct WeakView {
    weak var view: UIView?
}

extension UIView {
    fileprivate var hoverRecognizers: [UIHoverGestureRecognizer] {
        attachedGestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }
    }
}
