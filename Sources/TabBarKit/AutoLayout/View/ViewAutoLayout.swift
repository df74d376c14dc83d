import Foundation

/// A view's Auto Layout state, made when first needed so that views laid out by frames
/// alone carry one empty reference.
@MainActor
final class ViewAutoLayout {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (`UIView.constraints`): appended to for every
    /// constraint installed, by the view's own install methods only, so not checked at run time.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    /// Listed in its root's `pendingConstraintUpdates`; for a root, due in its own pass
    /// (a root is not listed in its own list, which would keep it alive).
    var isQueuedForConstraintUpdate = false
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
    /// The engine that solves for this view, if any.
    var trackingEngine: LayoutEngine? {
        get { trackingEngineReference?.object(as: LayoutEngine.self) }
        set { trackingEngineReference = newValue?.reference }
    }
    private var trackingEngineReference: ObjectReference?
    /// For a root: the views of its tree whose `updateConstraints()` is due.
    var pendingConstraintUpdates: [UIView] = []
    let variables = LayoutVariables()
    /// For a superview: subviews the last solve moved, placed at its next layout.
    @exclusivity(unchecked) var subviewsToPlace: [UIView] = []
    /// The engine (by its reference, held so that no other engine's can share its address),
    /// and its solve, that last listed the view as moved.
    var lastSolveEngine: ObjectReference?
    var lastSolve = 0

    var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the app set the margins (a controller's root view otherwise starts at none,
    /// raised to the system minimum).
    var marginsWereSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var readableGuide: UILayoutGuide?

    var hasSystemGuides: Bool { safeAreaGuide != nil || marginsGuide != nil || readableGuide != nil }

    var systemGuides: [UILayoutGuide] {
        var guides: [UILayoutGuide] = []
        if let safeAreaGuide { guides.append(safeAreaGuide) }
        if let marginsGuide { guides.append(marginsGuide) }
        if let readableGuide { guides.append(readableGuide) }
        return guides
    }
}
