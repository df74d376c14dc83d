import Foundation

// Where a view's engine lives, and what the rest of UIView tells it.
extension UIView {
    /// The top of this view's tree: the view that holds its engine.
    var layoutEngineRoot: UIView { treeRoot }

    /// The engine of the tree this view is the root of.
    var layoutEngine: LayoutEngine? { autoLayoutStorage?.engine }

    func engineCreatingIfNeeded() -> LayoutEngine {
        if let engine = layoutEngine { return engine }
        let engine = LayoutEngine(root: self)
        autoLayout.engine = engine
        return engine
    }

    /// Pixels per point for snapping solved frames: the window's screen, else the main one.
    var layoutPixelScale: CGFloat {
        (self as? UIWindow)?.screen.scale ?? window?.screen.scale ?? UIScreen.main.scale
    }

    /// The frame as the engine sees it: the bounds size about the anchor point at `center`,
    /// whatever the transform (UIKit leaves `frame` undefined under one). A root is at its
    /// own origin.
    func untransformedFrame(isRoot: Bool) -> CGRect {
        let size = bounds.size
        if isRoot { return CGRect(origin: .zero, size: size) }
        return CGRect(
            x: center.x - layer.stored.anchorPoint.x * size.width, y: center.y - layer.stored.anchorPoint.y * size.height,
            width: size.width, height: size.height)
    }

    /// The rectangle the engine solves for: the alignment rectangle of the untransformed
    /// frame (a root's bounds).
    func engineRect(isRoot: Bool) -> CGRect {
        isRoot ? untransformedFrame(isRoot: true) : alignmentRect(forFrame: untransformedFrame(isRoot: false))
    }

    // MARK: Hooks

    /// Called after the centre or size changed.
    func autoLayoutGeometryDidChange() {
        autoLayoutStorage?.trackingEngine?.frameDidChange(of: self)
        layoutMarginsMayHaveChanged()
    }

    /// Called before this view leaves its superview's tree.
    func autoLayoutWillLeaveTree() -> [NSLayoutConstraint] {
        guard superview != nil else { return [] }
        let root = layoutEngineRoot
        if let rootStorage = root.autoLayoutStorage, !rootStorage.pendingConstraintUpdates.isEmpty {
            // Due updates of the leaving views go with them.
            let leaving = rootStorage.pendingConstraintUpdates.filter { $0 === self || $0.isDescendant(of: self) }
            if !leaving.isEmpty {
                rootStorage.pendingConstraintUpdates.removeAll { $0 === self || $0.isDescendant(of: self) }
                // This view, a root now, stays marked but not listed (see setNeedsUpdateConstraints).
                autoLayout.pendingConstraintUpdates += leaving.filter { $0 !== self }
            }
        }
        return root.layoutEngine?.release(self) ?? []
    }

    /// Called once this view has left its tree and is a root: its own constraints move in.
    func autoLayoutDidBecomeRoot(keeping constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        let engine = engineCreatingIfNeeded()
        for constraint in constraints { engine.add(constraint) }
    }

    /// Called once this view has joined a superview: the engine it held as a root, if any,
    /// and the constraints it brought from a tree it left pass to the new tree's engine.
    func autoLayoutDidJoinTree(bringing constraints: [NSLayoutConstraint]) {
        guard let storage = autoLayoutStorage else { return }
        let target = layoutEngineRoot
        if !constraints.isEmpty {
            let engine = target.engineCreatingIfNeeded()
            for constraint in constraints { engine.add(constraint) }
        }
        if let engine = storage.engine {
            storage.engine = nil
            target.engineCreatingIfNeeded().absorb(engine)
        }
        // Its due updates join the new root's, and its own if it was marked as a root.
        let isDue = storage.isQueuedForConstraintUpdate
        if isDue || !storage.pendingConstraintUpdates.isEmpty {
            target.autoLayout.pendingConstraintUpdates += storage.pendingConstraintUpdates
            storage.pendingConstraintUpdates = []
            if isDue { target.autoLayout.pendingConstraintUpdates.append(self) }
            target.setNeedsLayout()
        }
    }

    /// The subtree's direction may have flipped: constraints on its views and guides are
    /// made again, so leading and trailing follow.
    func layoutDirectionMayHaveChanged() {
        guard let engine = layoutEngineRoot.layoutEngine else { return }
        var stack = [self]
        while let view = stack.popLast() {
            if engine.tracks(view) { engine.rebuildConstraints(mentioning: view) }
            // Directional margins map to other sides now.
            engine.insetsDidChange(of: view)
            for guide in (view.autoLayoutStorage?.layoutGuides ?? []) + (view.autoLayoutStorage?.systemGuides ?? [])
            where engine.tracks(guide) {
                engine.rebuildConstraints(mentioning: guide)
            }
            stack += view.subviews
        }
    }

    // MARK: The layout pass

    /// Before a layout pass from this tree's root: the update-constraints pass and a solve.
    func prepareConstraintBasedLayout() -> LayoutEngine? {
        let root = layoutEngineRoot
        root.runPendingConstraintUpdates()
        guard let engine = root.layoutEngine else { return nil }
        engine.prepareForLayout()
        return engine
    }

    /// Sets the frames the engine found for the subviews it places, just before this
    /// view's `layoutSubviews()` (so an override that calls super first sees them). The
    /// frame setter keeps centre and size, so a transformed subview keeps its transform.
    /// The test is inlined into every layout pass: most views have nothing to place.
    @inline(__always)
    func applySolvedFramesToSubviews() {
        guard let storage = autoLayoutStorage, !storage.subviewsToPlace.isEmpty else { return }
        placeSolvedSubviews(of: storage)
    }

    private func placeSolvedSubviews(of storage: ViewAutoLayout) {
        let moved = storage.subviewsToPlace
        storage.subviewsToPlace.removeAll()
        // Whether each is still a subview, asked by address: a `superview` read counts it.
        for subview in moved
        where subview.superviewReference?.refers(to: self) == true && !subview.translatesAutoresizingMaskIntoConstraints {
            guard let engine = subview.autoLayoutStorage?.trackingEngine else { continue }
            let rect = engine.frame(of: subview)
            if subview.engineRect(isRoot: false) != rect { subview.frame = subview.frame(forAlignmentRect: rect) }
        }
    }
}
