import Foundation

/// What the solver refuses.
enum SolverError: Error, Equatable {
    /// A required constraint contradicts the required ones already held.
    case unsatisfiable
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    /// An edit variable must be weaker than required.
    case requiredEditStrength
}

/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), in the form of the simplex tableau with
/// error variables per non-required constraint that Kiwi made common. Required constraints
/// are hard equations and inequalities; the others are minimised by strength × error.
///
/// Adding, removing and changing a constant each work on the current solution: only the
/// rows that hold the symbols involved are touched, found through a column index (for each
/// symbol, the basic rows that mention it), so the cost follows what changed rather than
/// the size of the system.
final class CassowarySolver {
    /// The symbols that stand for a constraint in the tableau, kept on the constraint
    /// itself (no table to hash into per add) with the solver that holds it.
    struct Tag {
        /// The holding solver's identity, held strongly so that no other solver can have
        /// its address while the tag lives.
        var owner: Identity
        var marker: Int
        var other: Int?
        /// The expression's constant as the tableau has it now.
        var constant: Double
    }

    /// A constraint as this solver holds it: what it takes to remove the constraint or
    /// change its constant. A caller that keeps it itself (the layout engine, one per
    /// active constraint) needs no `SolverConstraint` object and no expression kept.
    struct Held {
        let relation: SolverRelation
        let strength: Double
        let strengthBelow: Double?
        let marker: Int
        let other: Int?
        /// The expression's constant as the tableau has it now.
        var constant: Double

        var isRequired: Bool { strength >= SolverConstraint.required }
    }

    private struct Edit {
        let constraint: SolverConstraint
        var value: Double
    }

    // No runtime exclusivity check on the solver's state: only its own short, non-reentrant
    // methods touch it, and the check cost more than the work in the paths every constraint
    // takes.
    @exclusivity(unchecked) private var tableau = SolverTableau()
    private(set) var constraintCount = 0
    /// Tags of constraints whose own slot another solver has (a constraint may be solved
    /// in two solvers, as tests compare one against a fresh one); each held strongly, so no
    /// other constraint can take its identifier while it is here.
    @exclusivity(unchecked) private var tagsKeptHere: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    /// The variables the solver knows, in the order it met them (held, so that no other
    /// variable can have its address while the solver knows it).
    @exclusivity(unchecked) private var variables: [LayoutVariable] = []
    /// For each symbol, its variable's place in `variables`, -1 for a symbol of another
    /// kind: a table by symbol as the tableau's, grown to the tableau's symbols when a
    /// variable's symbol lies beyond it (in 32 bits and with no reference: filling a table
    /// of optional references takes a count per slot).
    private let variableIndexOfSymbol = SymbolTable<Int32>()
    /// The symbols of the variables, for those whose cached symbol another solver has since
    /// replaced (a scratch engine that shares views with a window's): made from
    /// `variableIndexOfSymbol` the first time it is needed, and kept from then on.
    @exclusivity(unchecked) private var symbolOfVariable: [ObjectIdentifier: Int]?
    private var edits: [ObjectIdentifier: Edit] = [:]
    /// The constraint being added, in symbols (kept to spare an allocation per add).
    private var scratch = SymbolExpression()
    /// Identifies this solver in the tags and symbols it leaves on constraints and variables.
    private let identity = Identity()
    /// Held by the tags a solver leaves, it outlives the solver, and says so: a solver that
    /// adds a constraint whose tag is an ended solver's takes the slot on the constraint. (Its
    /// count of holders cannot tell: every tag an ended solver left holds it.)
    final class Identity {
        var hasEnded = false
    }

    deinit {
        identity.hasEnded = true
    }

    /// The constant `constraint`'s expression has now (after `setConstant`).
    func constant(of constraint: SolverConstraint) -> Double? {
        tag(of: constraint)?.constant
    }

    func contains(_ constraint: SolverConstraint) -> Bool {
        tag(of: constraint) != nil
    }

    private func tag(of constraint: SolverConstraint) -> Tag? {
        if let tag = constraint.tag, tag.owner === identity { return tag }
        return tagsKeptHere.isEmpty ? nil : tagsKeptHere[ObjectIdentifier(constraint)]?.tag
    }

    /// Records (or, with nil, forgets) `constraint`'s tag: on the constraint, unless the
    /// slot there holds the tag of another solver that still exists; then in the table,
    /// where it stays until it goes.
    private func setTag(_ tag: Tag?, of constraint: SolverConstraint) {
        let key = ObjectIdentifier(constraint)
        if !tagsKeptHere.isEmpty, tagsKeptHere[key] != nil {
            tagsKeptHere[key] = tag.map { (constraint, $0) }
        } else if constraint.tag == nil || constraint.tag!.owner === identity || !constraint.tagOwnerIsAlive {
            constraint.tag = tag
        } else if let tag {
            tagsKeptHere[key] = (constraint, tag)
        }
    }

    // MARK: Constraints

    /// Adds a constraint (one that another solver holds too is kept in a table here).
    func add(_ constraint: SolverConstraint) throws(SolverError) {
        guard tag(of: constraint) == nil else { throw .duplicateConstraint }
        let held = try add(
            constraint.expression, constraint.relation, strength: constraint.strength, below: constraint.strengthBelow)
        setTag(Tag(owner: identity, marker: held.marker, other: held.other, constant: held.constant), of: constraint)
    }

    /// The constraint as held, from its tag here (which stays small: it is copied on every
    /// question asked of the constraint).
    private func held(_ constraint: SolverConstraint, _ tag: Tag) -> Held {
        Held(
            relation: constraint.relation, strength: constraint.strength, strengthBelow: constraint.strengthBelow,
            marker: tag.marker, other: tag.other, constant: tag.constant)
    }

    /// Adds `expression relation 0` at `strength` (with `below`, a non-required equality
    /// costs that per point below zero); the caller keeps what it answers.
    func add(
        _ expression: LinearExpression, _ relation: SolverRelation, strength: Double = SolverConstraint.required,
        below: Double? = nil
    ) throws(SolverError) -> Held {
        var symbolic = scratch.lend()
        defer { scratch.takeBack(&symbolic) }
        for (variable, coefficient) in expression.terms { append(variable, coefficient, to: &symbolic) }
        symbolic.constant = expression.constant
        return try add(symbolic, relation, strength: strength, below: below)
    }

    /// `add(_:_:strength:below:)` for an expression already in this solver's symbols
    /// (see `append(_:_:to:)`).
    func add(
        _ expression: SymbolExpression, _ relation: SolverRelation, strength: Double = SolverConstraint.required,
        below: Double? = nil
    ) throws(SolverError) -> Held {
        let isRequired = strength >= SolverConstraint.required
        let markers = try tableau.add(
            expression.terms, constant: expression.constant, relation, strength: isRequired ? nil : strength, below: below)
        constraintCount += 1
        return Held(
            relation: relation, strength: strength, strengthBelow: below, marker: markers.marker, other: markers.other,
            constant: expression.constant)
    }

    func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = tag(of: constraint) else { throw .unknownConstraint }
        setTag(nil, of: constraint)
        remove(held(constraint, tag))
    }

    /// Takes out a constraint this solver holds.
    func remove(_ held: Held) {
        constraintCount -= 1
        if !held.isRequired {
            tableau.removeFromObjective(held.marker, strength: held.strength)
            if let other = held.other { tableau.removeFromObjective(other, strength: held.strengthBelow ?? held.strength) }
        }
        tableau.eliminate(held.marker)
        tableau.optimize()
    }

    /// Moves the constant of `constraint`'s expression to `constant` and re-solves from the
    /// current solution (see `setConstant(_:of:)` for a held constraint).
    func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError) {
        guard var tag = tag(of: constraint) else { throw .unknownConstraint }
        var held = held(constraint, tag)
        try setConstant(constant, of: &held)
        tag.constant = held.constant
        setTag(tag, of: constraint)
    }

    /// Moves the constant of a held constraint's expression to `constant` and re-solves
    /// from the current solution: the rows that hold the constraint's marker shift by the
    /// change and the dual simplex repairs any that became infeasible (an edit variable's
    /// suggestion, generalised to any constraint).
    func setConstant(_ constant: Double, of held: inout Held) throws(SolverError) {
        let delta = constant - held.constant
        guard delta != 0 else { return }
        // A required equality implied by others (its dummy is basic): any other constant
        // contradicts them. Nothing changes; the caller decides which constraint to break.
        guard tableau.kinds[held.marker] != .dummy || tableau.rows[held.marker] == nil else { throw .unsatisfiable }
        let amount = delta / markerCoefficient(of: held)
        tableau.shift(marker: held.marker, by: amount)
        guard tableau.dualOptimize() else {
            // The required constraints cannot all hold with this constant: shift back, which
            // the dual simplex can always repair, since the old constant held.
            tableau.shift(marker: held.marker, by: -amount)
            _ = tableau.dualOptimize()
            throw .unsatisfiable
        }
        held.constant = constant
    }

    /// The marker's coefficient in the constraint's row as first written (see makeRow).
    private func markerCoefficient(of held: Held) -> Double {
        switch (held.relation, held.isRequired) {
        case (.equal, true): return 1
        case (.equal, false): return -1
        case (.lessThanOrEqual, _): return 1
        case (.greaterThanOrEqual, _): return -1
        }
    }

    // MARK: Edit variables

    /// Lets `suggest(_:for:)` move `variable` towards a value at `strength`.
    func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable }
        guard strength < SolverConstraint.required else { throw .requiredEditStrength }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[key] = Edit(constraint: constraint, value: 0)
    }

    func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    func suggest(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable }
        edits[key]?.value = value
        // The edit constraint reads `variable = 0` shifted by -value.
        try setConstant(-value, of: edit.constraint)
    }

    // MARK: Results

    /// Writes the values of the variables whose rows changed since the last call and tells
    /// `moved` of each whose value moved (while the others are still being written): the
    /// cost follows the change, not the system.
    func updateVariables(_ moved: (LayoutVariable) -> Void = { _ in }) {
        tableau.takeTouched { symbol, value in
            guard let variable = variable(ofSymbol: symbol), variable.value != value else { return }
            variable.value = value
            moved(variable)
        }
    }

    /// The variables the solver knows.
    var knownVariables: [LayoutVariable] { variables }

    /// The variable of an external symbol, nil for a symbol of another kind.
    private func variable(ofSymbol symbol: Int) -> LayoutVariable? {
        guard symbol < variableIndexOfSymbol.count else { return nil }
        let index = Int(variableIndexOfSymbol[symbol])
        return index >= 0 ? variables[index] : nil
    }

    /// Whether the constraints leave `variable` free to move at no cost (see
    /// `SolverTableau.isAmbiguous`); a variable the solver does not know is.
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = knownSymbol(of: variable) else { return true }
        return tableau.isAmbiguous(symbol)
    }

    // MARK: Building rows

    /// The symbol of a variable the solver knows, nil for another.
    private func knownSymbol(of variable: LayoutVariable) -> Int? {
        // The variable remembers its symbol in the last solver that asked: no hashing then.
        // Nothing remembered, or this solver's identity with another's symbol (left by a
        // solver that had this one's address before it): a variable new to this solver.
        let identity = ObjectIdentifier(identity)
        guard let cached = variable.solverSymbol else { return nil }
        if cached.solver == identity {
            // Compared by address, read in place: no count taken of either.
            let index = cached.symbol < variableIndexOfSymbol.count ? Int(variableIndexOfSymbol[cached.symbol]) : -1
            let isOurs =
                index >= 0
                && variables.withUnsafeBufferPointer { $0[index] === variable }
            return isOurs ? cached.symbol : nil
        }
        if symbolOfVariable == nil {
            var table: [ObjectIdentifier: Int] = [:]
            for symbol in 0..<variableIndexOfSymbol.count where variableIndexOfSymbol[symbol] >= 0 {
                table[ObjectIdentifier(variables[Int(variableIndexOfSymbol[symbol])])] = symbol
            }
            symbolOfVariable = table
        }
        guard let symbol = symbolOfVariable?[ObjectIdentifier(variable)] else { return nil }
        variable.solverSymbol = (identity, symbol)
        return symbol
    }

    /// Adds `coefficient × variable` to `expression`, in this solver's symbols. A
    /// coefficient near zero is left out, and gives a variable new here no symbol.
    func append(_ variable: LayoutVariable, _ coefficient: Double, to expression: inout SymbolExpression) {
        guard !SolverRow.isNearZero(coefficient) else { return }
        expression.append(symbol(for: variable), coefficient)
    }

    private func symbol(for variable: LayoutVariable) -> Int {
        if let symbol = knownSymbol(of: variable) { return symbol }
        let symbol = tableau.newSymbol(.external)
        // As much room as the tableau's tables, which grow ahead (symbols of other kinds
        // have no variable).
        if variableIndexOfSymbol.count <= symbol {
            variableIndexOfSymbol.grow(by: tableau.kinds.count - variableIndexOfSymbol.count, filling: -1)
        }
        variableIndexOfSymbol[symbol] = Int32(truncatingIfNeeded: variables.count)
        variables.append(variable)
        symbolOfVariable?[ObjectIdentifier(variable)] = symbol
        variable.solverSymbol = (ObjectIdentifier(identity), symbol)
        return symbol
    }
}
