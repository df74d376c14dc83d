import Foundation

/// `constant + Σ coefficient × symbol` in a solver's own symbols, built term by term: the
/// form the tableau takes. The layout engine builds each constraint in one of these, kept
/// and emptied between constraints. Unlike a `LinearExpression`, it holds no variable (no
/// count taken per term) and its terms are plain values, so emptying it costs nothing.
struct SymbolExpression {
    /// The terms are the first `count` of these; the rest is room kept from earlier use.
    private var storage: [(symbol: Int, coefficient: Double)] = []
    private(set) var count = 0
    var constant: Double = 0

    var terms: ArraySlice<(symbol: Int, coefficient: Double)> { storage[..<count] }

    /// Adds `coefficient × symbol` (see `CassowarySolver.append(_:_:to:)`, which leaves out
    /// a coefficient near zero).
    mutating func append(_ symbol: Int, _ coefficient: Double) {
        if count < storage.count {
            storage[count] = (symbol, coefficient)
        } else {
            storage.append((symbol, coefficient))
        }
        count += 1
    }

    /// Empties it, keeping its room.
    mutating func removeAll() {
        count = 0
        constant = 0
    }

    /// An owner's buffer, lent to one builder at a time: the buffer, its room with it, with
    /// an empty expression left in its place (so a builder nested inside gets one of its
    /// own, and no access to the owner's stays open while it builds).
    mutating func lend() -> SymbolExpression {
        defer { self = SymbolExpression() }
        return self
    }

    /// Takes back a lent buffer, emptied.
    mutating func takeBack(_ lent: inout SymbolExpression) {
        lent.removeAll()
        self = lent
    }
}
