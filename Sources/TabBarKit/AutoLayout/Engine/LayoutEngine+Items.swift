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
        let view = item as? UIView
        guard let variables = view?.autoLayout.variables ?? (item as? UILayoutGuide)?.layoutVariables else {
            preconditionFailure("the layout engine solves for views and layout guides only")
        }
        if let entry = entry(of: variables) { return entry }
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

    func entry(of variables: LayoutVariables) -> TrackedItem? {
        entries.find(in: variables.trackedEntry, key: ObjectIdentifier(variables), for: reference)
    }

    /// A view's (if it has any yet) or a guide's variables.
    func layoutVariables(of item: AnyObject) -> LayoutVariables? {
        (item as? UIView)?.autoLayoutStorage?.variables ?? (item as? UILayoutGuide)?.layoutVariables
    }

    /// Stops solving for `item`: its own constraints leave the solver.
    func untrack(_ item: AnyObject) {
        guard let entry = entry(of: item) else { return }
        entries.remove(entry)
        for constraint in entry.own { try? solver.remove(constraint) }
        if let view = item as? UIView, view.autoLayoutStorage?.trackingEngine === self { view.autoLayoutStorage?.trackingEngine = nil }
    }

    func installOwnConstraints(of entry: TrackedItem) {
        for constraint in entry.own { try? solver.remove(constraint) }
        entry.own = []
        entry.ownKind = .none
        if let view = entry.item as? UIView {
            if isScratch && view === root {
                entry.own = intrinsicConstraints(of: view)
                entry.ownKind = .intrinsic
            } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
                entry.own = pinned(view.autoLayout.variables, to: view.engineRect(isRoot: view === root))
                entry.ownKind = .frame
            } else {
                entry.own = intrinsicConstraints(of: view)
                entry.ownKind = .intrinsic
            }
        } else if let guide = entry.item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView {
            track(owner)
            entry.own = guideConstraints(guide.layoutVariables, owner: owner, insets: owner.insets(for: role))
            entry.ownKind = .guide
        }
        for constraint in entry.own {
            do { try solver.add(constraint) } catch {
                Log.layout.error(
                    "the engine's own constraint for \(String(describing: entry.item)) contradicts the app's constraints; dropped")
            }
        }
        valuesChanged()
    }

    /// Required `variable = value` for each of minX, minY, width and height.
    private func pinned(_ variables: LayoutVariables, to frame: CGRect) -> [SolverConstraint] {
        zip(
            [variables.minX, variables.minY, variables.width, variables.height],
            [frame.minX, frame.minY, frame.width, frame.height]
        ).map { variable, value in
            SolverConstraint(LinearExpression([(variable, 1)], constant: -Double(value)), .equal)
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each
    /// axis the view has an intrinsic size for: one equality whose error above costs the
    /// hugging and below the compression resistance, unless one of them is required.
    private func intrinsicConstraints(of view: UIView) -> [SolverConstraint] {
        let size = view.intrinsicContentSize
        let settings = view.autoLayout
        var constraints: [SolverConstraint] = []
        constraints.reserveCapacity(2)
        for (variable, length, hugging, compression) in [
            (settings.variables.width, size.width, settings.huggingPriorities.horizontal, settings.compressionPriorities.horizontal),
            (settings.variables.height, size.height, settings.huggingPriorities.vertical, settings.compressionPriorities.vertical),
        ] where length != UIView.noIntrinsicMetric && length.isFinite && length >= 0 {
            let expression = LinearExpression([(variable, 1)], constant: -Double(length))
            let above = hugging.solverStrength, below = compression.solverStrength
            if above < SolverConstraint.required, below < SolverConstraint.required {
                constraints.append(SolverConstraint(expression, equalCostingAbove: above, below: below))
            } else {
                constraints.append(SolverConstraint(expression, .lessThanOrEqual, strength: above))
                constraints.append(SolverConstraint(expression, .greaterThanOrEqual, strength: below))
            }
        }
        return constraints
    }

    /// A guide inset from its owner's bounds: minX, minY, width and height.
    private func guideConstraints(_ guide: LayoutVariables, owner: UIView, insets: UIEdgeInsets) -> [SolverConstraint] {
        let size = owner.autoLayout.variables
        return [
            SolverConstraint(LinearExpression([(guide.minX, 1)], constant: -Double(insets.left)), .equal),
            SolverConstraint(LinearExpression([(guide.minY, 1)], constant: -Double(insets.top)), .equal),
            SolverConstraint(LinearExpression([(guide.width, 1), (size.width, -1)], constant: Double(insets.left + insets.right)), .equal),
            SolverConstraint(
                LinearExpression([(guide.height, 1), (size.height, -1)], constant: Double(insets.top + insets.bottom)), .equal),
        ]
    }

    // MARK: Changes

    /// A view whose frame the engine keeps was moved or resized: new constants, in place.
    func frameDidChange(of view: UIView) {
        guard let entry = entry(of: view), entry.ownKind == .frame, entry.own.count == 4 else { return }
        let frame = view.engineRect(isRoot: view === root)
        var changed = false
        for (constraint, value) in zip(entry.own, [frame.minX, frame.minY, frame.width, frame.height]) {
            let constant = -Double(value)
            guard solver.constant(of: constraint) != constant else { continue }
            do {
                try solver.setConstant(constant, of: constraint)
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
        for guide in owner.autoLayoutStorage?.systemGuides ?? [] {
            guard let entry = entry(of: guide), entry.own.count == 4, let role = guide.systemRole else { continue }
            let insets = owner.insets(for: role)
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom].map(Double.init)
            for (constraint, constant) in zip(entry.own, constants) where solver.constant(of: constraint) != constant {
                try? solver.setConstant(constant, of: constraint)
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
