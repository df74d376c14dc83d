import Foundation

/// The simplex tableau and its pivots: the basic rows, a column index (for each symbol,
/// the basic rows that hold it), the objective and the rows left infeasible by a changed
/// constant. A value type owned by one `CassowarySolver`, so that the pivoting loops work
/// on it without a runtime exclusivity check per access.
struct SolverTableau {
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

    /// How many symbols there are. The tables by symbol have room for more, filled ahead
    /// with what a new symbol starts with, so that making one writes its kind and no more.
    private(set) var symbolCount = 0
    // The tables by symbol are references, as the objective: the tableau, one solver's own,
    // is never copied.
    let kinds = SymbolTable<SymbolKind>()
    /// The basic row of each symbol, nil for a parametric (non-basic) one.
    let rows = SymbolTable<SolverRow?>()
    /// For each symbol, the basic symbols whose rows hold it (columns are short, so a
    /// list beats hashing).
    private let columns = ColumnIndex()
    /// A reference, as the accumulator below: the tableau, one solver's own, is never copied.
    let objective = ObjectiveRow()
    /// The required equalities that only define a variable, kept beside the rows.
    private var definitions = SolverDefinitions()
    /// Phase one's objective while a row without a subject is being added.
    private var artificial: SolverRow?
    private var infeasible: [Int] = []
    /// External symbols whose rows changed since `takeTouched()`, each listed once.
    private var touched: [Int] = []
    private let isTouched = SymbolTable<Bool>()
    /// The symbols that joined and left a row in a substitution, kept between pivots.
    private var scratch: (joined: [Int], left: [Int]) = ([], [])
    /// The definitions an expansion reached, kept between expansions.
    private var reachedScratch: [Int] = []
    /// Where expansions sum their rows: scratch, empty between them, and a reference (the
    /// tableau, one solver's own, is never copied).
    private let accumulator = SparseAccumulator()

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        let symbol = symbolCount
        if symbol == kinds.count { growSymbolTables() }
        symbolCount += 1
        kinds[symbol] = kind
        // A new variable is parametric, so 0: its owner hears that at the next update.
        markTouched(symbol)
        return symbol
    }

    /// Doubles the room in every table by symbol (a first solve makes tens of thousands of
    /// symbols: an append to each table for each symbol was most of what making one cost).
    private mutating func growSymbolTables() {
        let added = max(kinds.count, 64)
        kinds.grow(by: added, filling: .external)
        rows.grow(byEmpty: added)
        columns.addSymbols(added)
        definitions.addSymbols(added)
        isTouched.grow(by: added, filling: false)
        objective.grow(to: kinds.count)
    }

    /// The external symbols whose values changed since the last call, with their values:
    /// those whose rows changed, and the defined ones that depend on them.
    mutating func takeTouched(_ body: (_ symbol: Int, _ value: Double) -> Void) {
        for symbol in touched { definitions.markChanged(symbol) }
        let rows = self.rows
        definitions.update(valueOf: { rows[$0]?.constant ?? 0 }, body)
        for symbol in touched {
            isTouched[symbol] = false
            body(symbol, definitions.isDefined(symbol) ? definitions.value(of: symbol) : rows[symbol]?.constant ?? 0)
        }
        touched.removeAll(keepingCapacity: true)
    }

    private mutating func markTouched(_ symbol: Int) {
        guard kinds[symbol] == .external, !isTouched[symbol] else { return }
        isTouched[symbol] = true
        touched.append(symbol)
    }

    // MARK: Adding and removing rows

    /// Adds `Σ coefficient × symbol + constant` related to zero, required when `strength`
    /// is nil, and makes the tableau optimal again; answers the symbols that mark the new
    /// row (its slack or dummy, and an error for a non-required inequality; the errors above
    /// and below zero of a non-required equality, the one below weighted by `below` if
    /// given). A required row that contradicts the others is refused and leaves the tableau
    /// as it was. A required equality that names a free variable only defines it, and stays
    /// beside the rows (see SolverDefinitions).
    mutating func add(
        _ terms: ArraySlice<(symbol: Int, coefficient: Double)>, constant: Double, _ relation: SolverRelation,
        strength: Double?, below: Double? = nil
    ) throws(SolverError) -> (marker: Int, other: Int?) {
        if strength == nil, relation == .equal, let marker = define(terms, constant: constant) { return (marker, nil) }
        var row: SolverRow
        if terms.contains(where: { definitions.isDefined($0.symbol) }) {
            row = expanded(terms, constant: constant)
        } else {
            // One allocation: room for the basic rows the terms stand for, the markers, and
            // the merges to come.
            var cellCount = 3
            for (symbol, _) in terms { cellCount += rows[symbol]?.cells.count ?? 1 }
            row = SolverRow(constant: constant, capacity: SolverRow.roomyCapacity(cellCount))
            for (symbol, coefficient) in terms {
                if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
            }
        }
        let marker: Int
        var other: Int?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            // New symbols are the highest yet: appended, not placed by a search.
            marker = newSymbol(.slack)
            row.appendAbove(marker, sign)
            if let strength {
                let error = newSymbol(.error)
                other = error
                row.appendAbove(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if let strength {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.appendAbove(plus, -1)
                row.appendAbove(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, below ?? strength)
            } else {
                marker = newSymbol(.dummy)
                row.appendAbove(marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        var subject = self.subject(of: row, marker: marker, other: other)
        if subject == nil, strength == nil, relation != .equal {
            try addBrokenInequality(consume row, slack: marker)
            return (marker, other)
        }
        if subject == nil, row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard SolverRow.isNearZero(row.constant) else { throw .unsatisfiable }
            subject = marker
        }
        if subject == nil { subject = feasibleEntering(row) }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if !addWithArtificialVariable(row) {
            // The tableau holds the other rows again, feasibly; make it optimal again.
            optimize()
            throw .unsatisfiable
        }
        optimize()
        return (marker, other)
    }

    /// A required equality that names a free variable (parametric, in no row and no
    /// definition, weightless in the objective) defines it, the lowest such (see
    /// SolverDefinitions): answers the equality's marker, nil when no term is free.
    private mutating func define(_ terms: ArraySlice<(symbol: Int, coefficient: Double)>, constant: Double) -> Int? {
        var subject: Int?
        for (symbol, _) in terms where subject == nil || symbol < subject! {
            if kinds[symbol] == .external, rows[symbol] == nil, columns.count(of: symbol) == 0, !definitions.isDefined(symbol),
                !definitions.isNamed(symbol), objective.coefficient(for: symbol) == 0
            {
                subject = symbol
            }
        }
        guard let subject else { return nil }
        var row = SolverRow(constant: constant, capacity: terms.count + 1)
        for (symbol, coefficient) in terms { row.insert(symbol, coefficient) }
        // Terms that cancel leave the subject out: then it defines nothing.
        guard row.contains(subject) else { return nil }
        let marker = newSymbol(.dummy)
        row.appendAbove(marker, 1)
        row.solve(for: subject)
        definitions.define(subject, as: row, marker: marker)
        return marker
    }

    /// `constant + Σ coefficient × symbol` in parametric symbols: basic rows and definitions
    /// replaced by what they stand for. Each definition reached is expanded once, with the
    /// weight it gathered from all that name it (they come later in sequence, so they are
    /// expanded first): definitions that share others cost no more than their number.
    private mutating func expanded(_ terms: ArraySlice<(symbol: Int, coefficient: Double)>, constant: Double) -> SolverRow {
        let sum = accumulator
        var reached = reachedScratch
        reachedScratch = []
        defer {
            reached.removeAll(keepingCapacity: true)
            reachedScratch = reached
        }
        var constant = constant
        for (symbol, coefficient) in terms {
            if definitions.isDefined(symbol) {
                if definitions.carry(coefficient, into: symbol) { reached.append(symbol) }
            } else if let basic = rows[symbol] {
                constant += basic.constant * coefficient
                sum.add(basic, coefficient)
            } else {
                sum.add(symbol, coefficient)
            }
        }
        var next = 0
        while next < reached.count {
            for cell in definitions.cells(of: reached[next]) where definitions.isDefined(cell.symbol) {
                if definitions.carry(0, into: cell.symbol) { reached.append(cell.symbol) }
            }
            next += 1
        }
        if reached.count > 1 { reached.sort { definitions.sequence(of: $0) > definitions.sequence(of: $1) } }
        for subject in reached {
            let weight = definitions.takeCarried(subject)
            guard !SolverRow.isNearZero(weight) else { continue }
            constant += definitions.constant(of: subject) * weight
            for cell in definitions.cells(of: subject) {
                let coefficient = cell.coefficient * weight
                if definitions.isDefined(cell.symbol) {
                    definitions.carry(coefficient, into: cell.symbol)
                } else if let basic = rows[cell.symbol] {
                    constant += basic.constant * coefficient
                    sum.add(basic, coefficient)
                } else {
                    sum.add(cell.symbol, coefficient)
                }
            }
        }
        return sum.takeRow(constant: constant)
    }

    /// The definition of `subject` in parametric symbols, nil for a symbol not defined.
    private mutating func expandedDefinition(of subject: Int) -> SolverRow? {
        guard let definition = definitions.row(of: subject) else { return nil }
        return expanded(definition.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }[...], constant: definition.constant)
    }

    /// A required inequality that the current solution breaks and that no variable can
    /// take up: its slack becomes basic below zero, and the dual simplex repairs it. The
    /// row adds nothing to the objective, so the optimum's dual feasibility holds and no
    /// artificial phase is needed. If the row cannot be repaired, it goes again.
    private mutating func addBrokenInequality(_ row: consuming SolverRow, slack: Int) throws(SolverError) {
        // Consumed: the caller's row, solved in place rather than copied.
        row.solve(for: slack)
        setRow(row, for: slack)
        infeasible.append(slack)
        guard dualOptimize() else {
            eliminate(slack)
            // What the refused row left infeasible is repaired without it.
            for symbol in 0..<symbolCount where kinds[symbol] != .external && (rows[symbol]?.constant ?? 0) < 0 {
                infeasible.append(symbol)
            }
            _ = dualOptimize()
            optimize()
            throw .unsatisfiable
        }
    }

    /// For a required equality that no variable can take up: a slack or error of the row
    /// that can become basic at once, the row itself bounding it (every other row that it
    /// would drive below zero allows at least as much), preferring the one the objective
    /// weighs least, which the optimum would move anyway. It is the one pivot that phase one
    /// would end with, chosen directly: closing a chain of views whose lengths are already
    /// held (a stack's last edge pinned to its canvas) then costs no artificial phase and,
    /// with the weakest error chosen, usually no pivots after it either. Nil when no symbol
    /// qualifies (phase one then decides).
    private func feasibleEntering(_ row: SolverRow) -> Int? {
        var best: (weight: Double, symbol: Int)?
        for cell in row.cells where cell.coefficient < 0 && (kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error) {
            if let bound = leavingRow(for: cell.symbol), bound.ratio < row.constant / -cell.coefficient { continue }
            let weight = objective.coefficient(for: cell.symbol)
            if best == nil || weight < best!.weight { best = (weight, cell.symbol) }
        }
        return best?.symbol
    }

    /// Phase one of the simplex for a row with no subject: an artificial variable minimised
    /// to zero, or the row cannot hold (and the tableau is as before).
    private mutating func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimize(artificial: true)
        let success = SolverRow.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else {
            eliminate(art)
            return false
        }
        if var artRow = takeRow(of: art), !artRow.isEmpty {
            guard let entering = artRow.cells.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?.symbol else {
                return false
            }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            setRow(artRow, for: entering)
        }
        for basic in columns.elements(of: art) where rows[basic] != nil {
            rows[basic]!.remove(art)
            markTouched(basic)
        }
        columns.removeAll(of: art)
        objective.remove(art)
        return true
    }

    /// Takes out of the tableau the equation that defines `marker`: its row if it is basic,
    /// else the row a ratio test picks, pivoted to make it the marker's and then dropped.
    /// The other rows stay feasible.
    mutating func eliminate(_ marker: Int) {
        if let subject = definitions.subject(ofMarker: marker) {
            // Rows that hold the marker rest on the equality: the definition becomes the
            // subject's row, and goes as any. With none, the subject is simply free again.
            let row = columns.count(of: marker) > 0 ? expandedDefinition(of: subject) : nil
            definitions.remove(subject)
            markTouched(subject)
            guard let row else { return }
            setRow(row, for: subject)
        }
        guard takeRow(of: marker) == nil else { return }
        guard let leaving = markerLeavingRow(marker), var row = takeRow(of: leaving) else { return }
        row.solve(for: leaving, and: marker)
        substitute(marker, with: row)
    }

    /// The row to pivot out when removing a constraint whose marker is parametric.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (ratio: Double, symbol: Int)?, second: (ratio: Double, symbol: Int)?, third: Int?
        for basic in columns.elements(of: marker).sorted() {
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

    /// Takes a constraint's error symbols, weighted by `strength`, out of the objective.
    mutating func removeFromObjective(_ symbol: Int, strength: Double) {
        guard kinds[symbol] == .error else { return }
        if let row = rows[symbol] { objective.insert(row, -strength) } else { objective.insert(symbol, -strength) }
    }

    /// Replaces `marker` by `marker + amount` throughout the tableau; the rows this makes
    /// infeasible wait for `dualOptimize()`.
    mutating func shift(marker: Int, by amount: Double) {
        definitions.shift(marker: marker, by: amount)
        if rows[marker] != nil {
            rows[marker]!.constant -= amount
            if rows[marker]!.constant < 0 { infeasible.append(marker) }
            return
        }
        var node = columns.firstNode(of: marker)
        while node >= 0 {
            let (basic, next) = columns.entry(at: node)
            node = next
            guard rows[basic] != nil else { continue }
            let constant = rows[basic]!.constant + rows[basic]!.coefficient(for: marker) * amount
            rows[basic]!.constant = constant
            markTouched(basic)
            if constant < 0, kinds[basic] != .external { infeasible.append(basic) }
        }
    }

    // MARK: The index

    /// Installs `row` as the basic row of `symbol`, indexing its cells.
    private mutating func setRow(_ row: SolverRow, for symbol: Int) {
        columns.append(symbol, toColumnsOf: row)
        rows[symbol] = row
        markTouched(symbol)
    }

    /// Takes the basic row of `symbol` out of the tableau.
    private mutating func takeRow(of symbol: Int) -> SolverRow? {
        guard let row = rows[symbol] else { return nil }
        for cell in row.cells { columns.remove(symbol, from: cell.symbol) }
        rows[symbol] = nil
        markTouched(symbol)
        return row
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    private mutating func substitute(_ symbol: Int, with row: SolverRow) {
        // A new row's subject is usually a variable no row holds and the objective does not
        // weigh: nothing to replace, and no scratch lists to lend.
        if columns.count(of: symbol) == 0, objective.coefficient(for: symbol) == 0, artificial == nil { return }
        // Scratch lists lent out and returned, so a pivot allocates nothing for them.
        var joined = scratch.joined, left = scratch.left
        scratch = ([], [])
        defer { scratch = (joined, left) }
        // The holders' rows never gain `symbol` here, so its column is read in place and
        // emptied after.
        var node = columns.firstNode(of: symbol)
        while node >= 0 {
            let (basic, next) = columns.entry(at: node)
            node = next
            guard rows[basic] != nil else { continue }
            joined.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            rows[basic]!.substitute(symbol, with: row) { cell, joins in
                if joins { joined.append(cell) } else { left.append(cell) }
            }
            for cell in joined { columns.append(basic, to: cell) }
            for cell in left { columns.remove(basic, from: cell) }
            markTouched(basic)
            if rows[basic]!.constant < 0, kinds[basic] != .external { infeasible.append(basic) }
        }
        columns.removeAll(of: symbol)
        let objectiveCoefficient = objective.coefficient(for: symbol)
        if objectiveCoefficient != 0 {
            objective.remove(symbol)
            objective.insert(row, objectiveCoefficient)
        }
        if artificial != nil {
            let coefficient = artificial!.coefficient(for: symbol)
            if coefficient != 0 {
                artificial!.remove(symbol)
                artificial!.insert(row, coefficient)
            }
        }
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or, in phase one, on the artificial row).
    mutating func optimize(artificial phaseOne: Bool = false) {
        while true {
            // Bland's rule: the lowest symbol that improves the objective enters.
            let entering: Int?
            if phaseOne, let artificial {
                entering = artificial.cells.first(where: { kinds[$0.symbol] != .dummy && $0.coefficient < 0 })?.symbol
            } else {
                entering = objective.enteringSymbol { kinds[$0] != .dummy }
            }
            guard let entering else { return }
            let leaving = leavingRow(for: entering)
            // No row bounds it: the objective, a sum of weighted errors, cannot fall without
            // end, so the coefficient is rounding left by cancelling large strengths (a
            // removed constraint's). It goes, and the search goes on without it.
            guard let leaving, var row = takeRow(of: leaving.symbol) else {
                if phaseOne, artificial != nil { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            row.solve(for: leaving.symbol, and: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// The ratio test: of the restricted rows in which `entering` has a negative coefficient,
    /// the one that reaches zero first as `entering` grows (the lowest symbol among ties),
    /// with how far `entering` may grow; nil when no row bounds it.
    private func leavingRow(for entering: Int) -> (ratio: Double, symbol: Int)? {
        var leaving: (ratio: Double, symbol: Int)?
        var node = columns.firstNode(of: entering)
        while node >= 0 {
            let (basic, next) = columns.entry(at: node)
            node = next
            guard kinds[basic] != .external, let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if leaving == nil || ratio < leaving!.ratio || (ratio == leaving!.ratio && basic < leaving!.symbol) {
                leaving = (ratio, basic)
            }
        }
        return leaving
    }

    /// Dual simplex: restores feasibility of rows a changed constant made negative; false
    /// when a row cannot be repaired (the required constraints contradict each other).
    mutating func dualOptimize() -> Bool {
        // Its room is kept: a first solve repairs hundreds of broken inequalities one by one.
        defer { infeasible.removeAll(keepingCapacity: true) }
        while !infeasible.isEmpty {
            // The lowest symbol first, so that the result does not depend on hashing order.
            infeasible.sort(by: >)
            let leaving = infeasible.removeLast()
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: (ratio: Double, symbol: Int)?
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if entering == nil || ratio < entering!.ratio { entering = (ratio, cell.symbol) }
            }
            guard let entering else { return false }
            guard var pivot = takeRow(of: leaving) else { continue }
            pivot.solve(for: leaving, and: entering.symbol)
            substitute(entering.symbol, with: pivot)
            setRow(pivot, for: entering.symbol)
        }
        return true
    }

    // MARK: Questions

    /// A symbol of `row` to solve it for: a variable if it has one (preferring the one the
    /// fewest rows mention), else the row's marker or other symbol if it is a slack or error
    /// with a negative coefficient; nil when there is none.
    private func subject(of row: SolverRow, marker: Int, other: Int?) -> Int? {
        // A variable no other row mentions costs no substitution: a new view's edge, usually.
        // Otherwise the one mentioned least (a column's width, say, shared by every row
        // pinned to it, would make each new row rewrite all of those).
        var best: (symbol: Int, uses: Int)?
        for cell in row.cells where kinds[cell.symbol] == .external {
            let uses = columns.count(of: cell.symbol)
            if uses == 0 { return cell.symbol }
            if best == nil || uses < best!.uses { best = (cell.symbol, uses) }
        }
        if let best { return best.symbol }
        for symbol in [marker, other ?? marker] where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Whether the basic `symbol` may move at no cost: its row holds a symbol that may move
    /// without changing the objective (a free variable, or a slack or error the optimum does
    /// not weigh) and that no row at its bound stops at once (as a hugging and a compression
    /// resistance that both hold stop each other's slack). A parametric symbol always may.
    mutating func isAmbiguous(_ symbol: Int) -> Bool {
        guard let row = rows[symbol] ?? expandedDefinition(of: symbol) else { return true }
        return row.cells.contains { cell in
            guard kinds[cell.symbol] != .dummy, SolverRow.isNearZero(objective.coefficient(for: cell.symbol)) else { return false }
            // A restricted symbol (at zero) can only grow; a free variable may go either way.
            let directions: [Double] = kinds[cell.symbol] == .external ? [1, -1] : [1]
            return directions.contains { direction in
                !columns.contains(in: cell.symbol) { basic in
                    guard kinds[basic] != .external, let blocking = rows[basic] else { return false }
                    return blocking.coefficient(for: cell.symbol) * direction < 0 && SolverRow.isNearZero(blocking.constant)
                }
            }
        }
    }
}
