import Foundation

/// The Auto Layout engine of one view tree, held by the tree's root (a window, or a view
/// not in one). It keeps the active constraints of the tree in a Cassowary solver, together
/// with the constraints that stand for what is not a constraint: the frames of views that
/// translate their autoresizing masks, intrinsic content sizes, and the system guides.
/// Every change reaches the solver at once and incrementally; the values are read back at
/// the next layout pass, which sets each constrained view's frame just before its
/// superview's `layoutSubviews()`.
@MainActor
final class LayoutEngine {
    /// The root owns the engine (or, for a scratch engine, outlives it), so this is never
    /// dangling; held without a count, it spares the checked load of a plain unowned reference.
    var root: UIView { unownedRoot.object }
    private let unownedRoot: Unowned<UIView>
    let solver = CassowarySolver()
    /// What the views the engine solves for refer to it by (see ObjectReference).
    let reference = ObjectReference()

    /// An active constraint and its form in the solver (nil while it is broken), with the
    /// items it mentions and its slot in each item's list (which holds the record without a
    /// count; the record holds the items).
    @MainActor
    final class Record: KeptByEngine {
        struct Mention {
            let entry: TrackedItem
            var slot: Int
        }

        let constraint: NSLayoutConstraint
        let engine: ObjectReference
        var listIndex = 0
        var objectSlot: Record? {
            get { constraint.engineRecord }
            set { constraint.engineRecord = newValue }
        }
        var key: ObjectIdentifier { ObjectIdentifier(constraint) }
        var solved: CassowarySolver.Held?
        // Nearly every constraint mentions one or two items: those two are kept inline (an
        // array would cost an allocation per constraint), any others after them.
        private var firstMention: Mention?
        private var secondMention: Mention?
        private var otherMentions: [Mention] = []

        init(_ constraint: NSLayoutConstraint, engine: ObjectReference) {
            self.constraint = constraint
            self.engine = engine
        }

        /// The items mentioned, in order (for the rare paths that walk them).
        var mentions: [Mention] { [firstMention, secondMention].compactMap { $0 } + otherMentions }

        /// Takes the caller's count of the entry, which the mention keeps.
        func mention(_ entry: consuming TrackedItem) {
            let mention = Mention(entry: entry, slot: entry.addReference(self))
            if firstMention == nil {
                firstMention = mention
            } else if secondMention == nil {
                secondMention = mention
            } else {
                otherMentions.append(mention)
            }
        }

        /// Leaves the lists of the items it mentions.
        func leaveItems() {
            // Read afresh each time: leaving one slot may move this record's next one.
            if let mention = firstMention { mention.entry.removeReference(at: mention.slot) }
            if let mention = secondMention { mention.entry.removeReference(at: mention.slot) }
            for index in otherMentions.indices { otherMentions[index].entry.removeReference(at: otherMentions[index].slot) }
        }

        func slotMoved(in entry: TrackedItem, from old: Int, to new: Int) {
            if let mention = firstMention, mention.entry === entry, mention.slot == old {
                firstMention?.slot = new
            } else if let mention = secondMention, mention.entry === entry, mention.slot == old {
                secondMention?.slot = new
            } else if let index = otherMentions.firstIndex(where: { $0.entry === entry && $0.slot == old }) {
                otherMentions[index].slot = new
            }
        }
    }

    // The engine's tables are touched only by its own non-reentrant methods: no runtime
    // exclusivity check, which cost more than a lookup in the paths every constraint takes.
    /// The records of the active constraints (see EngineKeeping.swift).
    @exclusivity(unchecked) var records = EngineKeeping<Record>()
    /// The entries of the views and guides whose variables the solver knows.
    @exclusivity(unchecked) var entries = EngineKeeping<TrackedItem>()
    /// Solver values changed since the frames were last read.
    private var valuesAreStale = false
    /// A re-solve during a layout pass moved views whose superviews were already laid out.
    private(set) var needsAnotherPass = false
    /// Pixels per point of the root's screen, read at each solve.
    private var pixelScale: CGFloat = 1
    /// Solves that read new values, to stamp the views each one moved.
    private var solveCount = 0
    private var movedViews: [UIView] = []
    /// While a batch of constraints is added (a stack view's arrangement, the constraints
    /// of one `activate(_:)`): the directions the subviews of a few views lay out in, each
    /// asked once for the batch rather than by a walk up the tree for every leading and
    /// trailing edge. Nothing in a batch changes directions.
    @exclusivity(unchecked) private var batchDirections: [BatchDirection] = []
    /// A superview, by address, and the direction its subviews lay out in.
    private typealias BatchDirection = (superview: Unowned<UIView>, direction: UIUserInterfaceLayoutDirection)
    private var batchDepth = 0
    /// Where each constraint's expression is built before it enters the solver, emptied
    /// after: the solver keeps none, so no expression is allocated per constraint (see
    /// `withScratchExpression(_:)`).
    private var scratchExpression = SymbolExpression()

    /// A scratch engine solves one question (a fitting size) and leaves the views alone:
    /// it neither marks them for layout nor becomes their engine.
    let isScratch: Bool

    init(root: UIView, scratch: Bool = false) {
        self.unownedRoot = Unowned(root)
        isScratch = scratch
        reference.object = self
    }

    // Isolated: the entries and records it lets go of are the main actor's.
    isolated deinit {
        reference.object = nil
        // The variables and constraints let go of this engine's entries and records.
        entries.removeAll()
        records.removeAll()
    }

    var constraintCount: Int { records.all.count }

    // MARK: Constraints

    /// Adds an installed constraint; `commonAncestor`, when the caller knows it, saves
    /// finding it again.
    func add(_ constraint: NSLayoutConstraint, commonAncestor: UIView? = nil) {
        guard record(of: constraint) == nil else { return }
        let record = Record(constraint, engine: reference)
        records.add(record)
        mentionItems(of: constraint.firstTerm, in: record)
        // Borrowed from the constraint, not bound to a copy (which counts its references).
        if constraint.secondTerm != nil { mentionItems(of: constraint.secondTerm!, in: record) }
        solve(record, in: commonAncestor)
        valuesChanged()
    }

    /// Adds constraints whose items all lie in `commonAncestor`'s subtree (a stack view's
    /// arrangement), with the directions of the views found once for the batch.
    func add(_ constraints: [NSLayoutConstraint], commonAncestor: UIView) {
        beginBatch()
        defer { endBatch() }
        for constraint in constraints { add(constraint, commonAncestor: commonAncestor) }
    }

    /// Starts a batch of additions (see `batchDirections`); batches nest.
    func beginBatch() {
        batchDepth += 1
    }

    func endBatch() {
        batchDepth -= 1
        if batchDepth == 0 { batchDirections.removeAll(keepingCapacity: true) }
    }

    /// The view's effective layout direction; in a batch, the one found for its siblings
    /// when it has no semantic content attribute of its own.
    func layoutDirection(of view: UIView) -> UIUserInterfaceLayoutDirection {
        guard batchDepth > 0, view.semanticContentAttribute == .unspecified, let superview = view.superviewReference else {
            return view.effectiveUserInterfaceLayoutDirection
        }
        // By address, the superview read through a guaranteed reference: no count taken.
        // Nothing in a batch goes, so no other view can take the address meanwhile.
        for known in batchDirections where known.superview == superview { return known.direction }
        let direction = superview.read { $0.layoutDirectionForSubviews }
        batchDirections.append((superview, direction))
        return direction
    }

    /// Tracks each view and guide a term names (both ends of a distance) and lists `record`
    /// as mentioning it. Plain recursion, not a walk with a closure: this runs for every
    /// constraint added, and the closure's captures cost retains at every step.
    private func mentionItems(of term: AnchorTerm, in record: Record) {
        if let span = term.span {
            mentionItems(of: span.from, in: record)
            mentionItems(of: span.to, in: record)
        } else if term.namesView, let view = term.reference?.unretainedView {
            // Read through a guaranteed reference: no count taken of the view.
            record.mention(view.read { track(view: $0) })
        } else if let reference = term.reference, let item = reference.object {
            record.mention(track(item, reference: reference))
        }
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = record(of: constraint) else { return }
        records.remove(record)
        if let solved = record.solved { solver.remove(solved) }
        record.leaveItems()
        if record.solved != nil { retryBroken(near: record) }
        valuesChanged()
    }

    /// A constraint broken in a conflict may hold once a constraint on the same items goes.
    private func retryBroken(near removed: Record) {
        for record in recordsMentioning(removed.mentions.map(\.entry)) {
            guard record.solved == nil, let solved = try? addToSolver(record.constraint) else { continue }
            record.solved = solved
        }
    }

    func contains(_ constraint: NSLayoutConstraint) -> Bool {
        record(of: constraint) != nil
    }

    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let record = record(of: constraint) else { return }
        if var solved = record.solved {
            do {
                try solver.setConstant(-Double(constraint.constant), of: &solved)
                record.solved = solved
            } catch {
                solver.remove(solved)
                record.solved = nil
                reportConflict(breaking: record)
            }
        } else {
            // A broken constraint may hold with its new constant.
            solve(record)
        }
        valuesChanged()
    }

    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let record = record(of: constraint) else { return }
        if let solved = record.solved { solver.remove(solved) }
        record.solved = nil
        solve(record)
        valuesChanged()
    }

    /// Puts `record` into the solver; a contradiction breaks it, with UIKit's report.
    private func solve(_ record: Record, in space: UIView? = nil) {
        do {
            record.solved = try addToSolver(record.constraint, in: space)
        } catch {
            record.solved = nil
            reportConflict(breaking: record)
        }
    }

    /// Adds `first − (multiplier × second + constant)` related to zero, weighted by
    /// priority, in the space of `space` (the items' common ancestor, found if not given)
    /// to the solver; nil when an item lies outside the tree.
    private func addToSolver(_ constraint: NSLayoutConstraint, in space: UIView? = nil) throws(SolverError) -> CassowarySolver.Held? {
        try withScratchExpression { difference throws(SolverError) in try addToSolver(constraint, in: space, building: &difference) }
    }

    /// Runs `body` with the engine's expression buffer, lent out and returned emptied with
    /// its room. A constraint added while another is being built (the engine's own, for an
    /// item tracked on the way) gets a buffer of its own.
    func withScratchExpression<Result>(
        _ body: (inout SymbolExpression) throws(SolverError) -> Result
    ) throws(SolverError) -> Result {
        var expression = scratchExpression.lend()
        defer { scratchExpression.takeBack(&expression) }
        return try body(&expression)
    }

    private func addToSolver(
        _ constraint: NSLayoutConstraint, in space: UIView?, building difference: inout SymbolExpression
    ) throws(SolverError) -> CassowarySolver.Held? {
        guard let space = space ?? constraint.commonAncestor(),
            accumulate(constraint.firstTerm, in: space, times: 1, into: &difference),
            constraint.secondTerm == nil
                || accumulate(constraint.secondTerm!, in: space, times: -Double(constraint.multiplier), into: &difference)
        else {
            Log.layout.error("\(constraint) has an item outside this view tree; ignored")
            return nil
        }
        difference.constant -= Double(constraint.constant)
        let relation: SolverRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let strength = constraint.onlySettlesTies ? UILayoutPriority.tieSettlingStrength : constraint.priority.solverStrength
        return try solver.add(difference, relation, strength: strength)
    }

    /// Rebuilds the solver form of the constraints that mention `item` (its baselines or
    /// layout direction may have changed), or only those that use its baselines.
    func rebuildConstraints(mentioning item: AnyObject, onlyBaselines: Bool = false) {
        guard let entry = entry(of: item) else { return }
        // A stack view asks for the baseline constraints among its hundreds each time it
        // rearranges, and usually there are none: then nothing is hashed or sorted.
        for record in recordsMentioning([entry], where: { !onlyBaselines || $0.constraint.usesBaselines }) {
            if let solved = record.solved { solver.remove(solved) }
            record.solved = nil
            solve(record)
        }
        valuesChanged()
    }

    // MARK: Reading the solution

    /// Marks the tree for layout: the next pass reads the new values.
    func valuesChanged() {
        valuesAreStale = true
        // Each constraint added comes here: a root already marked is left as it is (its
        // ancestors, if any, are marked with it).
        if !isScratch, !root.needsLayout { root.setNeedsLayout() }
    }

    /// Brings the variables up to date and marks for layout the superviews of the
    /// constrained views that the new values move.
    func solveIfNeeded() {
        guard valuesAreStale else { return }
        valuesAreStale = false
        pixelScale = root.layoutPixelScale
        // Each view once, though up to four of its variables moved: the solve's stamp on the
        // view says it is listed (no set to hash into), and the list is kept between solves.
        solveCount += 1
        let engine = reference, solve = solveCount
        var moved = movedViews
        movedViews = []
        solver.updateVariables { variable in
            // Read through a guaranteed reference (a view with variables has its storage):
            // no count taken but the list's, for each of the thousands of values a first
            // solve writes.
            guard variable.ownerIsView, let owner = variable.ownerReference?.unretainedView else { return }
            owner.read { view in
                guard let storage = view.autoLayoutStorage, storage.lastSolve != solve || storage.lastSolveEngine !== engine
                else { return }
                (storage.lastSolveEngine, storage.lastSolve) = (engine, solve)
                moved.append(view)
            }
        }
        // Frames are read once every value is written.
        for view in moved {
            guard !view.translatesAutoresizingMaskIntoConstraints, tracks(view),
                let superview = view.superview, frame(of: view) != view.engineRect(isRoot: false)
            else { continue }
            // Only the views that moved are placed again: the cost follows the change.
            superview.autoLayout.subviewsToPlace.append(view)
            superview.setNeedsLayout()
            needsAnotherPass = true
        }
        moved.removeAll(keepingCapacity: true)
        movedViews = moved
    }

    /// Solves before a layout pass.
    func prepareForLayout() {
        needsAnotherPass = false
        solveIfNeeded()
    }

    /// The frame the solution gives an item, in its owner's coordinates, on the pixel grid:
    /// finite and never negative in size.
    func frame(of item: AnyObject) -> CGRect {
        guard let variables = layoutVariables(of: item) else { return .zero }
        return frame(from: variables)
    }

    /// `frame(of:)` for a view (no cast).
    func frame(of view: UIView) -> CGRect {
        guard let variables = view.autoLayoutStorage?.variables else { return .zero }
        return frame(from: variables)
    }

    private func frame(from variables: LayoutVariables) -> CGRect {
        if valuesAreStale { solveIfNeeded() }
        func finite(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(value) : 0 }
        let scale = pixelScale
        func snapped(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = finite(variables.minX.value), minY = finite(variables.minY.value)
        let maxX = minX + max(0, finite(variables.width.value)), maxY = minY + max(0, finite(variables.height.value))
        let x = snapped(minX), y = snapped(minY)
        return CGRect(x: x, y: y, width: max(0, snapped(maxX) - x), height: max(0, snapped(maxY) - y))
    }

    func tracks(_ item: AnyObject) -> Bool {
        entry(of: item) != nil
    }

    /// `tracks(_:)` for a view (no cast).
    func tracks(_ view: UIView) -> Bool {
        entry(of: view) != nil
    }

    /// Whether the constraints leave the item's frame free to move.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let variables = layoutVariables(of: item), tracks(item) else { return false }
        return [variables.minX, variables.minY, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    /// The active constraints on `item` for one axis.
    func constraints(affecting item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let entry = entry(of: item) else { return [] }
        return recordsMentioning([entry]).map(\.constraint)
            .filter { $0.firstAttribute.axis == axis || $0.secondAttribute.axis == axis }
    }
}

extension NSLayoutConstraint.Attribute {
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }
}
