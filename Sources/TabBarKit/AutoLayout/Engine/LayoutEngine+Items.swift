import Foundation

// The constraints the engine keeps for items themselves, and their updates.
extension LayoutEngine {
    /// Starts solving for `item` (once) and gives it its own constraints; answers its entry.
    @discardableResult
    func track(_ item: some LayoutItem) -> TrackedItem {
        track(item, reference: item.reference)
    }

    /// `track(_:)` for an item (a view or guide) known by its reference.
    func track(_ item: AnyObject, reference: ObjectReference) -> TrackedItem {
        if let view = item as? UIView { return track(view: view) }
        guard let guide = item as? UILayoutGuide else {
            preconditionFailure("the layout engine solves for views and layout guides only")
        }
        let variables = guide.layoutVariables
        return entry(of: variables) ?? startTracking(reference, variables: variables, view: nil)
    }

    /// `track(_:)` for a view, known to be one (no cast).
    func track(view: UIView) -> TrackedItem {
        let variables = view.unretainedLayoutVariables
        if let entry = variables.read({ entry(of: $0) }) { return entry }
        // Callers may hold the view without a count; a first tracking asks it for its
        // intrinsic size, which an app's override answers, so it is held meanwhile.
        return Unowned(view).holding { startTracking($0.reference, variables: variables.object, view: $0) }
    }

    private func startTracking(_ reference: ObjectReference, variables: LayoutVariables, view: UIView?) -> TrackedItem {
        let entry = TrackedItem(reference, variables: variables, engine: self.reference)
        entries.add(entry)
        if !isScratch, let view { view.autoLayout.trackingEngine = self }
        installOwnConstraints(of: entry)
        return entry
    }

    /// The entry of a view or guide this engine solves for.
    func entry(of item: AnyObject) -> TrackedItem? {
        guard let variables = layoutVariables(of: item) else { return nil }
        return entry(of: variables)
    }

    @inline(__always)
    func entry(of variables: LayoutVariables) -> TrackedItem? {
        entries.find(in: variables.trackedEntry, key: ObjectIdentifier(variables), for: reference)
    }

    /// `entry(of:)` for a view (no cast), nil for one never given Auto Layout storage.
    func entry(of view: UIView) -> TrackedItem? {
        guard let variables = view.autoLayoutStorage?.variables else { return nil }
        return entry(of: variables)
    }

    /// A view's (if it has any yet) or a guide's variables.
    func layoutVariables(of item: AnyObject) -> LayoutVariables? {
        (item as? UIView)?.autoLayoutStorage?.variables ?? (item as? UILayoutGuide)?.layoutVariables
    }

    /// Stops solving for `item`: its own constraints leave the solver.
    func untrack(_ item: AnyObject) {
        guard let entry = entry(of: item) else { return }
        entries.remove(entry)
        removeOwnConstraints(of: entry)
        if let view = item as? UIView, view.autoLayoutStorage?.trackingEngine === self { view.autoLayoutStorage?.trackingEngine = nil }
    }

    private func removeOwnConstraints(of entry: TrackedItem) {
        for held in entry.own { if let held { solver.remove(held) } }
        entry.own = []
        entry.ownKind = .none
    }

    func installOwnConstraints(of entry: TrackedItem) {
        removeOwnConstraints(of: entry)
        if let view = entry.item as? UIView {
            if isScratch && view === root {
                addIntrinsicConstraints(of: view, to: entry)
            } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
                addPins(of: view.autoLayout.variables, to: view.engineRect(isRoot: view === root), to: entry)
            } else {
                addIntrinsicConstraints(of: view, to: entry)
            }
        } else if let guide = entry.item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView {
            track(owner)
            addGuideConstraints(of: guide.layoutVariables, owner: owner, insets: owner.insets(for: role), to: entry)
        }
        valuesChanged()
    }

    /// Adds `variable + other × coefficient + constant relation 0` as one of `entry`'s own
    /// constraints; one the app's constraints contradict is dropped, and its place in the
    /// list stays empty.
    private func addOwn(
        _ variable: LayoutVariable, _ other: (variable: LayoutVariable, coefficient: Double)? = nil, constant: Double,
        _ relation: SolverRelation = .equal, strength: Double = SolverConstraint.required, below: Double? = nil,
        to entry: TrackedItem
    ) {
        do {
            let held = try withScratchExpression { expression throws(SolverError) in
                solver.append(variable, 1, to: &expression)
                if let other { solver.append(other.variable, other.coefficient, to: &expression) }
                expression.constant = constant
                return try solver.add(expression, relation, strength: strength, below: below)
            }
            // Room for the most any kind adds (four) with the first, rather than by growing.
            if entry.own.isEmpty { entry.own.reserveCapacity(4) }
            entry.own.append(held)
        } catch {
            entry.own.append(nil)
            Log.layout.error(
                "the engine's own constraint for \(String(describing: entry.item)) contradicts the app's constraints; dropped")
        }
    }

    /// Required `variable = value` for each of minX, minY, width and height.
    private func addPins(of variables: LayoutVariables, to frame: CGRect, to entry: TrackedItem) {
        entry.ownKind = .frame
        for (variable, value) in zip(
            [variables.minX, variables.minY, variables.width, variables.height],
            [frame.minX, frame.minY, frame.width, frame.height]
        ) {
            addOwn(variable, constant: -Double(value), to: entry)
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each
    /// axis the view has an intrinsic size for: one equality whose error above costs the
    /// hugging and below the compression resistance, unless one of them is required.
    private func addIntrinsicConstraints(of view: UIView, to entry: TrackedItem) {
        entry.ownKind = .intrinsic
        let size = view.intrinsicContentSize
        let settings = view.autoLayout
        // Each axis in turn, without a list of the two (an allocation per view tracked).
        func add(_ variable: LayoutVariable, _ length: CGFloat, hugging: UILayoutPriority, compression: UILayoutPriority) {
            guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { return }
            let above = hugging.solverStrength, below = compression.solverStrength
            if above < SolverConstraint.required, below < SolverConstraint.required {
                addOwn(variable, constant: -Double(length), strength: above, below: below, to: entry)
            } else {
                addOwn(variable, constant: -Double(length), .lessThanOrEqual, strength: above, to: entry)
                addOwn(variable, constant: -Double(length), .greaterThanOrEqual, strength: below, to: entry)
            }
        }
        add(
            settings.variables.width, size.width, hugging: settings.huggingPriorities.horizontal,
            compression: settings.compressionPriorities.horizontal)
        add(
            settings.variables.height, size.height, hugging: settings.huggingPriorities.vertical,
            compression: settings.compressionPriorities.vertical)
    }

    /// A guide inset from its owner's bounds: minX, minY, width and height.
    private func addGuideConstraints(of guide: LayoutVariables, owner: UIView, insets: UIEdgeInsets, to entry: TrackedItem) {
        entry.ownKind = .guide
        let size = owner.autoLayout.variables
        addOwn(guide.minX, constant: -Double(insets.left), to: entry)
        addOwn(guide.minY, constant: -Double(insets.top), to: entry)
        addOwn(guide.width, (size.width, -1), constant: Double(insets.left + insets.right), to: entry)
        addOwn(guide.height, (size.height, -1), constant: Double(insets.top + insets.bottom), to: entry)
    }

    // MARK: Changes

    /// A view whose frame the engine keeps was moved or resized: new constants, in place.
    func frameDidChange(of view: UIView) {
        // Every frame a layout pass sets comes here: found without a cast.
        guard let entry = entry(of: view), entry.ownKind == .frame, entry.own.count == 4 else { return }
        let frame = view.engineRect(isRoot: view === root)
        var changed = false
        for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
            let constant = -Double(value)
            guard entry.own[index]?.constant != constant else { continue }
            do {
                guard var held = entry.own[index] else { throw SolverError.unknownConstraint }
                try solver.setConstant(constant, of: &held)
                entry.own[index] = held
                changed = true
            } catch {
                Log.layout.error("the frame of \(view) contradicts required constraints; the frame is not kept")
            }
        }
        if changed { valuesChanged() }
    }

    /// The intrinsic size, its priorities or the autoresizing choice changed.
    func ownConstraintsNeedRebuild(for item: AnyObject) {
        guard let entry = entry(of: item) else { return }
        installOwnConstraints(of: entry)
        if entry.referencing.contains(where: { $0.constraint.usesBaselines }) {
            rebuildConstraints(mentioning: item)
        }
    }

    /// The safe area or margins of `owner` changed: its tracked system guides follow.
    func insetsDidChange(of owner: UIView) {
        // Asked at every frame change of every constrained view, most of which have no
        // system guide: then no list of them is made.
        guard let storage = owner.autoLayoutStorage, storage.hasSystemGuides else { return }
        for guide in storage.systemGuides {
            guard let entry = entry(of: guide), entry.own.count == 4, let role = guide.systemRole else { continue }
            let insets = owner.insets(for: role)
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom].map(Double.init)
            for (index, constant) in constants.enumerated() {
                guard var held = entry.own[index], held.constant != constant else { continue }
                if (try? solver.setConstant(constant, of: &held)) != nil { entry.own[index] = held }
            }
            valuesChanged()
        }
    }
}

extension NSLayoutConstraint {
    var usesBaselines: Bool {
        firstAttribute == .firstBaseline || firstAttribute == .lastBaseline || secondAttribute == .firstBaseline
            || secondAttribute == .lastBaseline
    }
}
