import Foundation

// Installing constraints on views, the anchors, and the update-constraints pass.
extension UIView {
    var autoLayout: ViewAutoLayout {
        if let storage = autoLayoutStorage { return storage }
        let storage = ViewAutoLayout()
        storage.variables.adopt(reference, isView: true)
        autoLayoutStorage = storage
        return storage
    }

    /// The view's layout variables, made with its storage if need be, without a count
    /// taken: the storage, once made, stays with the view, and the variables with it. The
    /// engine reads them for every item of every constraint it adds.
    var unretainedLayoutVariables: Unowned<LayoutVariables> {
        guard let storage = autoLayoutStorage else { return Unowned(autoLayout.variables) }
        return Unowned(storage.variables)
    }

    /// Whether the view's frame (and autoresizing mask) stands in the engine as constraints.
    /// Turn it off for a view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue { setNeedsUpdateConstraints() }
            autoLayout.trackingEngine?.ownConstraintsNeedRebuild(for: self)
        }
    }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let host = constraint.installedOn {
            guard host !== self else { return }
            host.removeConstraint(constraint)
        }
        guard let common = constraint.commonAncestor(), common === self || common.isDescendant(of: self) else {
            Log.layout.error("UIView.addConstraint: \(constraint) names items outside \(self); not installed")
            return
        }
        install(constraint, commonAncestor: common)
    }

    /// Installs a constraint whose items' common ancestor is known (this view or below), in
    /// the engine of this view's tree (found by the caller when it has it already).
    func install(_ constraint: NSLayoutConstraint, commonAncestor: UIView, engine: LayoutEngine? = nil) {
        autoLayout.constraints.append(constraint)
        constraint.installedOn = self
        (engine ?? layoutEngineRoot.engineCreatingIfNeeded()).add(constraint, commonAncestor: commonAncestor)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Installs new constraints (installed nowhere) whose items all lie in this view's
    /// subtree, with this view their common ancestor: nothing to look up per constraint,
    /// and the list grows once.
    func installOwn(_ constraints: [NSLayoutConstraint]) {
        autoLayout.constraints += constraints
        // The view's reference read once for the batch, not through the view per constraint.
        let reference = self.reference
        for constraint in constraints { constraint.installedOnReference = reference }
        layoutEngineRoot.engineCreatingIfNeeded().add(constraints, commonAncestor: self)
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self, let storage = autoLayoutStorage,
            let index = storage.constraints.firstIndex(where: { $0 === constraint })
        else { return }
        storage.constraints.remove(at: index)
        layoutEngineRoot.layoutEngine?.remove(constraint)
        constraint.installedOn = nil
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: The update pass

    public func setNeedsUpdateConstraints() {
        let storage = autoLayout
        storage.needsUpdateConstraints = true
        let root = layoutEngineRoot
        if !storage.isQueuedForConstraintUpdate {
            storage.isQueuedForConstraintUpdate = true
            // A root is marked, not listed: in its own list it would keep itself alive.
            if root !== self { root.autoLayout.pendingConstraintUpdates.append(self) }
        }
        root.setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? false
    }

    /// Runs the pending `updateConstraints()` calls of this view's tree, deepest first.
    public func updateConstraintsIfNeeded() {
        layoutEngineRoot.runPendingConstraintUpdates()
    }

    /// On a root: each due `updateConstraints()`, deepest views first and the root, marked
    /// rather than listed, last. A call may ask again for others (or itself), so a few
    /// rounds at most.
    func runPendingConstraintUpdates() {
        for _ in 0..<8 {
            guard let storage = autoLayoutStorage else { return }
            let rootIsDue = storage.isQueuedForConstraintUpdate
            guard rootIsDue || !storage.pendingConstraintUpdates.isEmpty else { return }
            // Deepest first, in the order queued among equals. Each depth is measured once,
            // and the sort moves plain keys (depth, then index, in one integer), neither
            // views (moving one retains and releases it) nor through a closure (a main-actor
            // closure called by the sort checks its executor at every comparison).
            let views = storage.pendingConstraintUpdates
            storage.pendingConstraintUpdates = []
            var keys: [Int] = []
            keys.reserveCapacity(views.count)
            for (index, view) in views.enumerated() { keys.append(-view.depth << 32 | index) }
            keys.sort()
            for key in keys {
                let view = views[key & 0xFFFF_FFFF]
                view.autoLayoutStorage?.isQueuedForConstraintUpdate = false
                if view.needsUpdateConstraints() { view.updateConstraints() }
            }
            if rootIsDue {
                storage.isQueuedForConstraintUpdate = false
                if needsUpdateConstraints() { updateConstraints() }
            }
        }
    }

    /// The nearest view that contains both this view and `other` (either may be it).
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The usual cases first: the same view, a view and its superview, siblings.
        if other === self || other.superview === self { return self }
        if superview === other { return other }
        if let parent = superview, parent === other.superview { return parent }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The depth in the tree: the update pass runs deeper views first.
    var depth: Int {
        var depth = 0
        // Through guaranteed references, as the other walks up the tree: no count per step.
        var current = superviewReference
        while let step = current {
            depth += 1
            current = step.read { $0.superviewReference }
        }
        return depth
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .leading)) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .trailing)) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .left)) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .right)) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .top)) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .bottom)) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: AnchorTerm(item: self, attribute: .width)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: AnchorTerm(item: self, attribute: .height)) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .centerX)) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .centerY)) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .firstBaseline)) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .lastBaseline)) }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame free to move.
    public var hasAmbiguousLayout: Bool {
        layoutEngineRoot.layoutEngine?.isAmbiguous(self) ?? false
    }

    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutEngineRoot.layoutEngine?.constraints(affecting: self, axis: axis) ?? []
    }

    /// UIKit moves an ambiguous view to another valid place; the solver's choice is fixed
    /// here, so this only lays out again.
    public func exerciseAmbiguityInLayout() {
        setNeedsLayout()
    }
}
