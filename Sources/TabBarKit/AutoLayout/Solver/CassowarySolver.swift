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
    enum SymbolKind: UInt8 {
        /// A layout variable.
        case external
        /// Slack of an inequality (≥ 0).
        case slack
        /// Error of a non-required constraint (≥ 0, in the objective).
        case error
        /// Marks a required equality; never enters the basis.
        case dummy
    }

    /// The symbols that stand for a constraint in the tableau.
    struct Tag {
        var marker: Int
        var other: Int?
        /// The expression's constant as the tableau has it now.
        var constant: Double
        let constraint: SolverConstraint
    }

    private struct Edit {
        let tag: Tag
        let constraint: SolverConstraint
        var value: Double
    }

    private var kinds: [SymbolKind] = []
    /// The basic row of each symbol, nil for a parametric (non-basic) one.
    private var rows: [SolverRow?] = []
    /// For each symbol, the basic symbols whose rows hold it (unordered; columns are
    /// short, so arrays beat hashing).
    private var columns: [[Int]] = []
    private var tags: [ObjectIdentifier: Tag] = [:]
    private var symbolOfVariable: [ObjectIdentifier: Int] = [:]
    private var variables: [(variable: LayoutVariable, symbol: Int)] = []
    /// The variable of each external symbol, by symbol.
    private var variableOfSymbol: [LayoutVariable?] = []
    /// External symbols whose rows changed since `updateVariables()`, each listed once.
    private var touched: [Int] = []
    private var isTouched: [Bool] = []
    private var edits: [ObjectIdentifier: Edit] = [:]
    private var objective = ObjectiveRow()
    private var artificial: SolverRow?
    private var infeasible: [Int] = []

    var constraintCount: Int { tags.count }

    /// The constant `constraint`'s expression has now (after `setConstant`).
    func constant(of constraint: SolverConstraint) -> Double? {
        tags[ObjectIdentifier(constraint)]?.constant
    }

    func contains(_ constraint: SolverConstraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Constraints

    func add(_ constraint: SolverConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { throw .duplicateConstraint }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard SolverRow.isNearZero(row.constant) else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if !addWithArtificialVariable(row) {
            // The tableau holds the other constraints again, feasibly; make it optimal again.
            optimize(objective: nil)
            throw .unsatisfiable
        }
        tags[key] = tag
        optimize(objective: nil)
    }

    func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknownConstraint }
        removeObjectiveEffects(of: tag)
        eliminate(tag.marker)
        optimize(objective: nil)
    }

    /// Takes out of the tableau the equation that defines `marker`: its row if it is basic,
    /// else the row a ratio test picks, pivoted to make it the marker's and then dropped.
    /// The other rows stay feasible.
    private func eliminate(_ marker: Int) {
        guard takeRow(of: marker) == nil else { return }
        guard let leaving = markerLeavingRow(marker), var row = takeRow(of: leaving) else { return }
        row.solve(for: leaving, and: marker)
        substitute(marker, with: row)
    }

    /// Moves the constant of `constraint`'s expression to `constant` and re-solves from the
    /// current solution: the rows that hold the constraint's marker shift by the change and
    /// the dual simplex repairs any that became infeasible (an edit variable's suggestion,
    /// generalised to any constraint).
    func setConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard var tag = tags[key] else { throw .unknownConstraint }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        // A required equality implied by others (its dummy is basic): any other constant
        // contradicts them. Nothing changes; the caller decides which constraint to break.
        guard kinds[tag.marker] != .dummy || rows[tag.marker] == nil else { throw .unsatisfiable }
        let amount = delta / markerCoefficient(of: tag)
        shift(marker: tag.marker, by: amount)
        guard dualOptimize() else {
            // The required constraints cannot all hold with this constant: shift back, which
            // the dual simplex can always repair, since the old constant held.
            shift(marker: tag.marker, by: -amount)
            _ = dualOptimize()
            throw .unsatisfiable
        }
        tag.constant = constant
        tags[key] = tag
    }

    /// The marker's coefficient in the constraint's row as first written (see makeRow).
    private func markerCoefficient(of tag: Tag) -> Double {
        let constraint = tag.constraint
        switch (constraint.relation, constraint.isRequired) {
        case (.equal, true): return 1
        case (.equal, false): return -1
        case (.lessThanOrEqual, _): return 1
        case (.greaterThanOrEqual, _): return -1
        }
    }

    /// Replaces `marker` by `marker + amount` throughout the tableau.
    private func shift(marker: Int, by amount: Double) {
        if var row = rows[marker] {
            row.constant -= amount
            rows[marker] = row
            if row.constant < 0 { infeasible.append(marker) }
            return
        }
        for basic in columns[marker] {
            guard var row = rows[basic] else { continue }
            row.constant += row.coefficient(for: marker) * amount
            rows[basic] = row
            markTouched(basic)
            if row.constant < 0, kinds[basic] != .external { infeasible.append(basic) }
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
        guard let tag = tags[ObjectIdentifier(constraint)] else { return }
        edits[key] = Edit(tag: tag, constraint: constraint, value: 0)
    }

    func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    func suggest(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable }
        edits[key]?.value = value
        // The edit constraint reads `variable = 0` shifted by -value.
        try setConstant(-value, of: edit.constraint)
    }

    // MARK: Results

    /// Writes the values of the variables whose rows changed since the last call and
    /// answers those whose value moved: the cost follows the change, not the system.
    @discardableResult
    func updateVariables() -> [LayoutVariable] {
        var moved: [LayoutVariable] = []
        for symbol in touched {
            isTouched[symbol] = false
            guard let variable = variableOfSymbol[symbol] else { continue }
            let value = rows[symbol]?.constant ?? 0
            if variable.value != value {
                variable.value = value
                moved.append(variable)
            }
        }
        touched.removeAll(keepingCapacity: true)
        return moved
    }

    /// The variables the solver knows.
    var knownVariables: [LayoutVariable] { variables.map(\.variable) }

    private func markTouched(_ symbol: Int) {
        guard kinds[symbol] == .external, !isTouched[symbol] else { return }
        isTouched[symbol] = true
        touched.append(symbol)
    }

    /// Whether the constraints leave `variable` free to move at no cost: it is parametric
    /// (nothing fixed it), or its row holds a symbol that may move without changing the
    /// objective (a free variable, or a slack or error the optimum does not weigh) and that
    /// no row at its bound stops at once (as a hugging and a compression resistance that
    /// both hold stop each other's slack).
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], let row = rows[symbol] else { return true }
        return row.symbols.contains { cell in
            guard kinds[cell] != .dummy, SolverRow.isNearZero(objective.coefficient(for: cell)) else { return false }
            // A restricted symbol (at zero) can only grow; a free variable may go either way.
            let directions: [Double] = kinds[cell] == .external ? [1, -1] : [1]
            return directions.contains { direction in
                !columns[cell].contains { basic in
                    guard kinds[basic] != .external, let blocking = rows[basic] else { return false }
                    return blocking.coefficient(for: cell) * direction < 0 && SolverRow.isNearZero(blocking.constant)
                }
            }
        }
    }

    // MARK: Building rows

    private func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        variableOfSymbol.append(nil)
        isTouched.append(false)
        return kinds.count - 1
    }

    private func symbol(for variable: LayoutVariable) -> Int {
        // The variable remembers its symbol in the last solver that asked: no hashing then.
        // (Checked against the symbol's variable: another solver may have its address now.)
        if let cached = variable.solverSymbol, cached.solver == ObjectIdentifier(self),
           cached.symbol < variableOfSymbol.count, variableOfSymbol[cached.symbol] === variable {
            return cached.symbol
        }
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] {
            variable.solverSymbol = (ObjectIdentifier(self), symbol)
            return symbol
        }
        let symbol = newSymbol(.external)
        symbolOfVariable[key] = symbol
        variables.append((variable, symbol))
        variableOfSymbol[symbol] = variable
        variable.solverSymbol = (ObjectIdentifier(self), symbol)
        markTouched(symbol)
        return symbol
    }

    /// The constraint as a row over parametric symbols, with its marker (and error) symbols.
    private func makeRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        var row = SolverRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms where !SolverRow.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let marker: Int
        var other: Int?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if constraint.isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, Tag(marker: marker, other: other, constant: expression.constant, constraint: constraint))
    }

    /// A variable if the row has one, else a new slack or error symbol with a negative
    /// coefficient; nil when only dummies (or nothing usable) remain.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> Int? {
        // A variable no other row mentions costs no substitution: a new view's edge, usually.
        // Otherwise the one mentioned least (a column's width, say, shared by every row
        // pinned to it, would make each new row rewrite all of those).
        var best: (symbol: Int, uses: Int)?
        for symbol in row.symbols where kinds[symbol] == .external {
            let uses = columns[symbol].count
            if uses == 0 { return symbol }
            if best == nil || uses < best!.uses { best = (symbol, uses) }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one of the simplex for a row with no subject: an artificial variable minimised
    /// to zero, or the row cannot hold.
    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimize(objective: art)
        let success = SolverRow.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else {
            // Refused: the tableau must be as before, so the artificial equation goes.
            eliminate(art)
            return false
        }
        if var artRow = takeRow(of: art), !artRow.isEmpty {
            guard let entering = artRow.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else {
                return false
            }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            setRow(artRow, for: entering)
        }
        for basic in columns[art] {
            guard var other = rows[basic] else { continue }
            other.remove(art)
            rows[basic] = other
            markTouched(basic)
        }
        columns[art] = []
        objective.remove(art)
        return true
    }

    // MARK: The tableau

    /// Installs `row` as the basic row of `symbol`, indexing its cells.
    private func setRow(_ row: SolverRow, for symbol: Int) {
        for cell in row.symbols { columns[cell].append(symbol) }
        rows[symbol] = row
        markTouched(symbol)
    }

    private func removeFromColumn(_ cell: Int, _ basic: Int) {
        guard let index = columns[cell].firstIndex(of: basic) else { return }
        columns[cell].swapAt(index, columns[cell].count - 1)
        columns[cell].removeLast()
    }

    /// Takes the basic row of `symbol` out of the tableau.
    private func takeRow(of symbol: Int) -> SolverRow? {
        guard let row = rows[symbol] else { return nil }
        for cell in row.symbols { removeFromColumn(cell, symbol) }
        rows[symbol] = nil
        markTouched(symbol)
        return row
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    private func substitute(_ symbol: Int, with row: SolverRow) {
        let holders = columns[symbol]
        columns[symbol] = []
        var joined: [Int] = [], left: [Int] = []
        for basic in holders {
            guard var target = rows[basic] else { continue }
            let coefficient = target.coefficient(for: symbol)
            target.remove(symbol)
            joined.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            target.insert(row, coefficient, joined: &joined, left: &left)
            for cell in joined { columns[cell].append(basic) }
            for cell in left { removeFromColumn(cell, basic) }
            rows[basic] = target
            markTouched(basic)
            if target.constant < 0, kinds[basic] != .external { infeasible.append(basic) }
        }
        let objectiveCoefficient = objective.coefficient(for: symbol)
        if objectiveCoefficient != 0 {
            objective.remove(symbol)
            objective.insert(row, objectiveCoefficient)
        }
        if var art = artificial {
            let coefficient = art.coefficient(for: symbol)
            if coefficient != 0 {
                art.remove(symbol)
                art.insert(row, coefficient)
                artificial = art
            }
        }
    }

    /// Takes a constraint's error terms out of the objective.
    private func removeObjectiveEffects(of tag: Tag) {
        guard !tag.constraint.isRequired else { return }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            if let row = rows[symbol] { objective.insert(row, -tag.constraint.strength) } else { objective.insert(symbol, -tag.constraint.strength) }
        }
    }

    /// The row to pivot out when removing a constraint whose marker is parametric.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (ratio: Double, symbol: Int)?, second: (ratio: Double, symbol: Int)?, third: Int?
        for basic in columns[marker].sorted() {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[basic] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or on the artificial row of `artificialSymbol`).
    private func optimize(objective artificialSymbol: Int?) {
        while true {
            // Bland's rule: the lowest symbol that improves the objective enters.
            let entering: Int?
            if artificialSymbol != nil, let artificial {
                entering = artificial.cells.first(where: { kinds[$0.0] != .dummy && $0.1 < 0 })?.0
            } else {
                entering = objective.enteringSymbol { kinds[$0] != .dummy }
            }
            guard let entering else { return }
            var leaving: (ratio: Double, symbol: Int)?
            for basic in columns[entering] where kinds[basic] != .external {
                guard let row = rows[basic] else { continue }
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if leaving == nil || ratio < leaving!.ratio || (ratio == leaving!.ratio && basic < leaving!.symbol) {
                    leaving = (ratio, basic)
                }
            }
            // No row bounds it: the objective, a sum of weighted errors, cannot fall without
            // end, so the coefficient is rounding left by cancelling large strengths (a
            // removed constraint's). It goes, and the search goes on without it.
            guard let leaving, var row = takeRow(of: leaving.symbol) else {
                if artificialSymbol != nil, artificial != nil { artificial?.remove(entering) } else { objective.remove(entering) }
                continue
            }
            row.solve(for: leaving.symbol, and: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// Dual simplex: restores feasibility of rows a changed constant made negative; false
    /// when a row cannot be repaired (the required constraints contradict each other).
    private func dualOptimize() -> Bool {
        defer { infeasible.removeAll() }
        while !infeasible.isEmpty {
            // The lowest symbol first, so that the result does not depend on hashing order.
            infeasible.sort(by: >)
            let leaving = infeasible.removeLast()
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: (ratio: Double, symbol: Int)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if entering == nil || ratio < entering!.ratio { entering = (ratio, symbol) }
            }
            guard let entering else { return false }
            guard var pivot = takeRow(of: leaving) else { continue }
            pivot.solve(for: leaving, and: entering.symbol)
            substitute(entering.symbol, with: pivot)
            setRow(pivot, for: entering.symbol)
        }
        return true
    }
}
