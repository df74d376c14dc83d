import Foundation

// How a view's safe area is worked out and kept. Each view keeps the insets it last
// reported. They hold while neither the view nor any view above it has moved, resized,
// turned or changed place in the tree since, and the controllers' insets are as they were
// counted. A change of geometry marks the view that changed. The insets of a view whose
// chain is clear are then read as kept; otherwise they are worked out one step from the
// superview's. The same step refreshes a view after its frame changes, so a frame change
// costs one step instead of a walk to the window.
extension UIView {
    /// Whether no view from this one to the root is marked, and their controllers' insets
    /// are as counted (a controller may go, or change its insets, while its view stays):
    /// the kept insets hold. Read through guaranteed references, as every safe-area
    /// question asks.
    var safeAreaIsCurrent: Bool {
        var view = Unowned(self)
        while true {
            let (holds, parent) = view.read { ($0.keptSafeAreaHoldsHere, $0.superviewReference) }
            if !holds { return false }
            guard let parent else { return true }
            view = parent
        }
    }

    /// Not marked, and the controller's insets as counted.
    private var keptSafeAreaHoldsHere: Bool {
        !safeAreaMayBeStale && (!mayHaveViewOwner || ownerSafeAreaInsets == lastOwnerSafeAreaInsets)
    }

    /// The owning controller's insets (none without one).
    private var ownerSafeAreaInsets: UIEdgeInsets {
        guard mayHaveViewOwner, let viewOwner else { return .zero }
        return viewOwner.extraSafeAreaInsets
    }

    /// The insets worked out from the superview's (or the root's own).
    var freshSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return insets(inheriting: rootSafeAreaInsets) }
        return insets(inheriting: inheritedSafeAreaInsets(in: superview, parentInsets: superview.safeAreaInsets))
    }

    /// These inherited insets plus the owning controller's own.
    private func insets(inheriting inherited: UIEdgeInsets) -> UIEdgeInsets {
        mayHaveViewOwner ? inherited + ownerSafeAreaInsets : inherited
    }

    /// The part of `superview`'s safe area (`parentInsets`) that this view overlaps.
    private func inheritedSafeAreaInsets(in superview: UIView, parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        if parentInsets == .zero { return .zero }
        let safe = superview.bounds.inset(by: parentInsets)
        // One step up, not a walk to the window and back: this runs for every view moved.
        let mine = isWindow ? superview.convert(bounds, from: self) : bounds.applying(transformToSuperview)
        return UIEdgeInsets(
            top: max(0, min(safe.minY - mine.minY, mine.height)),
            left: max(0, min(safe.minX - mine.minX, mine.width)),
            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
            right: max(0, min(mine.maxX - safe.maxX, mine.width))
        )
    }

    /// Marks the view before its geometry or place in the tree changes when code may run
    /// before it is refreshed (a resize's autoresizing, a move's hooks), or when the change
    /// is reported only at the next refresh (a transform, an anchor point, a superview's
    /// sublayer transform). A setter that refreshes at once needs no mark: a refresh marks
    /// the view while it runs.
    func safeAreaWillChange() {
        safeAreaMayBeStale = true
    }

    /// Re-derives the safe area of this subtree and reports the views whose insets changed.
    func safeAreaMayHaveChanged() {
        refreshSafeArea(to: freshSafeAreaInsets)
    }

    private func refreshSafeArea(to insets: UIEdgeInsets) {
        let previous = lastSafeAreaInsets
        // Views below read insets worked out through this one while it was marked: theirs
        // may differ from what this view kept, so they are refreshed whatever it had.
        let subviewsMayDiffer = safeAreaWasReadWhileStale
        // Marked until its subtree holds its insets: what the reports below read of the
        // views under it is worked out, not the insets they kept.
        safeAreaMayBeStale = true
        if mayHaveViewOwner { lastOwnerSafeAreaInsets = ownerSafeAreaInsets }
        if insets != previous {
            lastSafeAreaInsets = insets
            autoLayoutStorage?.trackingEngine?.insetsDidChange(of: self)
            setNeedsLayout()
            safeAreaInsetsDidChange()
            viewOwner?.viewSafeAreaInsetsDidChange()
        }
        // A subview inherits only from these insets and its place in this view. With none
        // before or now, its insets are its own controller's alone, which no move changes.
        if insets != .zero || previous != .zero || subviewsMayDiffer {
            for subview in subviews {
                subview.refreshSafeArea(to: subview.insets(inheriting: subview.inheritedSafeAreaInsets(in: self, parentInsets: insets)))
            }
        }
        safeAreaMayBeStale = false
        safeAreaWasReadWhileStale = false
    }

    /// Sets the insets of a root view (windows and hosts use this).
    func setRootSafeAreaInsets(_ insets: UIEdgeInsets) {
        rootSafeAreaInsets = insets
        safeAreaMayHaveChanged()
    }
}
