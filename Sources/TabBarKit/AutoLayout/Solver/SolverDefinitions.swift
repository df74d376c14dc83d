import Foundation

/// Required equalities kept beside the tableau rather than in it. An equality that mentions
/// a variable nothing else mentions yet (a new view's edge, most often) only defines that
/// variable: `x = constant + Σ coefficient × symbol`, over other variables and the
/// equality's own marker. Such a definition stays as written. It is never rewritten in
/// terms of the parametric symbols, so pivots never touch it; its value is worked out from
/// the values of what it names. A stack's chain of edges, each defined by the one before,
/// then costs a few cells per edge instead of rows that repeat everything above them.
///
/// The tableau expands a definition (into parametric symbols) only when a row of its own
/// needs the variable, and, when the equality goes while rows rest on it, makes it the
/// variable's basic row first.
struct SolverDefinitions {
    /// A definition but for its row, which is kept apart (see `rows`).
    private struct Definition {
        let subject: Int
        /// The equality's marker, made with the definition: markers grow with time, and a
        /// definition names only variables defined before it, so their order works values
        /// out after what they depend on.
        let marker: Int
        var value: Double = 0
        /// What an expansion under way carries into it (see `carry`).
        var carried: Double = 0
        var isStale = true
        var isCarried = false
    }

    private var definitions: [Definition] = []
    /// Each definition's row, in the same order: the subject's value is
    /// `row.constant + Σ row.cells`. Apart from the rest, so that reading a row's cells does
    /// not copy the whole definition out first (an expansion reads thousands).
    private var rows: [SolverRow] = []
    /// For each symbol, the definition whose subject or marker it is, -1 for none (in 32
    /// bits, as the column index: the table has a slot for every symbol).
    private var slots: [Int32] = []
    /// For each symbol, the subjects of the definitions that name it.
    private let holders = ColumnIndex()
    /// Subjects whose values need working out again.
    private var stale: [Int] = []

    mutating func addSymbols(_ count: Int) {
        slots.append(contentsOf: repeatElement(-1, count: count))
        holders.addSymbols(count)
    }

    private func slot(of symbol: Int) -> Int {
        Int(slots[symbol])
    }

    func isDefined(_ symbol: Int) -> Bool {
        slot(of: symbol) >= 0 && definitions[slot(of: symbol)].subject == symbol
    }

    /// Whether a definition names `symbol`.
    func isNamed(_ symbol: Int) -> Bool {
        holders.count(of: symbol) > 0
    }

    /// The definition of `subject`, nil for a symbol not defined.
    func row(of subject: Int) -> SolverRow? {
        isDefined(subject) ? rows[slot(of: subject)] : nil
    }

    /// The cells of `subject`'s definition.
    func cells(of subject: Int) -> [SolverRow.Cell] {
        rows[slot(of: subject)].cells
    }

    func constant(of subject: Int) -> Double {
        rows[slot(of: subject)].constant
    }

    /// The subject a marker's equality defines, nil for any other marker.
    func subject(ofMarker marker: Int) -> Int? {
        let slot = slot(of: marker)
        guard slot >= 0, definitions[slot].marker == marker else { return nil }
        return definitions[slot].subject
    }

    /// When `subject` was defined: a definition names only subjects defined before it.
    func sequence(of subject: Int) -> Int {
        definitions[slot(of: subject)].marker
    }

    /// The value last worked out for a defined symbol.
    func value(of subject: Int) -> Double {
        definitions[slot(of: subject)].value
    }

    /// Defines `subject` by `row` (already solved for it), with its equality's `marker`.
    mutating func define(_ subject: Int, as row: SolverRow, marker: Int) {
        slots[subject] = Int32(truncatingIfNeeded: definitions.count)
        slots[marker] = Int32(truncatingIfNeeded: definitions.count)
        definitions.append(Definition(subject: subject, marker: marker))
        rows.append(row)
        holders.append(subject, toColumnsOf: row)
        stale.append(subject)
    }

    /// Takes out the definition of `subject`.
    mutating func remove(_ subject: Int) {
        let slot = slot(of: subject)
        let definition = definitions[slot]
        for cell in rows[slot].cells { holders.remove(subject, from: cell.symbol) }
        slots[subject] = -1
        slots[definition.marker] = -1
        let last = definitions.removeLast(), lastRow = rows.removeLast()
        if slot < definitions.count {
            definitions[slot] = last
            rows[slot] = lastRow
            slots[last.subject] = Int32(truncatingIfNeeded: slot)
            slots[last.marker] = Int32(truncatingIfNeeded: slot)
        }
    }

    /// Adds `weight` to what the expansion under way carries into `subject`; true the
    /// first time, when the caller lists it to take the weight out later.
    @discardableResult
    mutating func carry(_ weight: Double, into subject: Int) -> Bool {
        let slot = slot(of: subject)
        definitions[slot].carried += weight
        guard definitions[slot].isCarried else {
            definitions[slot].isCarried = true
            return true
        }
        return false
    }

    /// The weight carried into `subject`, which is cleared.
    mutating func takeCarried(_ subject: Int) -> Double {
        let slot = slot(of: subject)
        defer {
            definitions[slot].carried = 0
            definitions[slot].isCarried = false
        }
        return definitions[slot].carried
    }

    /// An equality's constant moved: if `marker` is a definition's, the definition shifts
    /// by `amount`, as rows in the tableau do.
    mutating func shift(marker: Int, by amount: Double) {
        let slot = slot(of: marker)
        guard slot >= 0, definitions[slot].marker == marker else { return }
        rows[slot].constant += rows[slot].coefficient(for: marker) * amount
        markStale(definitions[slot].subject)
    }

    /// `symbol`'s value changed: the definitions that depend on it, directly or through
    /// others, are worked out again at the next `update`.
    mutating func markChanged(_ symbol: Int) {
        guard holders.count(of: symbol) > 0 else { return }
        // The stale list is the walk's queue: what it gains here is walked in turn.
        var next = stale.count
        var named = symbol
        while true {
            var node = holders.firstNode(of: named)
            while node >= 0 {
                let (subject, following) = holders.entry(at: node)
                node = following
                let slot = slot(of: subject)
                guard !definitions[slot].isStale else { continue }
                definitions[slot].isStale = true
                stale.append(subject)
            }
            guard next < stale.count else { return }
            named = stale[next]
            next += 1
        }
    }

    private mutating func markStale(_ subject: Int) {
        let slot = slot(of: subject)
        if !definitions[slot].isStale {
            definitions[slot].isStale = true
            stale.append(subject)
        }
        markChanged(subject)
    }

    /// Works out the stale definitions, each after those it names (`valueOf` gives the
    /// value of a symbol that is not defined), and reports each subject with its value.
    mutating func update(valueOf: (Int) -> Double, _ report: (_ subject: Int, _ value: Double) -> Void) {
        guard !stale.isEmpty else { return }
        var pending = stale
        stale = []
        if pending.count > 1 {
            pending.removeAll { !isDefined($0) }
            pending.sort { sequence(of: $0) < sequence(of: $1) }
        }
        for subject in pending {
            // A subject listed, then removed (or defined again and listed twice) is skipped.
            guard isDefined(subject) else { continue }
            let current = slot(of: subject)
            guard definitions[current].isStale else { continue }
            var value = constant(of: subject)
            for cell in cells(of: subject) {
                let named = cell.symbol
                value += cell.coefficient * (isDefined(named) ? definitions[slot(of: named)].value : valueOf(named))
            }
            definitions[current].value = value
            definitions[current].isStale = false
            report(subject, value)
        }
        // The list's room is kept for the next update.
        pending.removeAll(keepingCapacity: true)
        stale = pending
    }
}
