import Foundation

// The pointer without a pressed button (a TabBarKit addition): hosts with a mouse send its
// position as it moves, and nil as it leaves the window. Hover recognizers of the view
// under it and its ancestors begin, change and end as it enters, moves over and leaves them.
// Of the pointer interactions, only the innermost enabled one under the pointer hears it,
// as one effect shows at a time on iPadOS; the others leave their regions first.
extension UIWindow {
    /// Moves the pointer to `point` in the window's coordinates; nil: it left the window.
    @_spi(Hosting) public func movePointer(to point: CGPoint?) {
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
        let active = under.lazy.compactMap { $0.pointerInteractions.first(where: \.isEnabled) }.first
        for interaction in (left + under).flatMap(\.pointerInteractions) where interaction !== active {
            interaction.pointerMoved(to: nil)
        }
        guard let point else { return }
        for view in under {
            for recognizer in view.hoverRecognizers { recognizer.pointerMoved(to: point) }
        }
        active?.pointerMoved(to: point)
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

    fileprivate var pointerInteractions: [UIPointerInteraction] {
        attachedInteractions.compactMap { $0 as? UIPointerInteraction }
    }
}
