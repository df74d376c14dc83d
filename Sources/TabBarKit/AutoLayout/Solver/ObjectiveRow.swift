import Foundation

/// The simplex objective, `Σ coefficient × symbol` over parametric symbols, stored densely by
/// symbol. It holds a cell for nearly every error symbol of the system, so a sorted row
/// would make each substitution into it cost the size of the system; here it costs the size
/// of the row substituted. It also remembers which cells changed since the last optimum:
/// only those can have turned negative, so finding the entering symbol costs the change too.
///
/// A table in raw memory (see MarkedSymbolTable): the coefficients, and the symbols marked
/// as changed.
final class ObjectiveRow: MarkedSymbolTable {
    /// Makes room for symbols up to `count - 1` (the tableau asks as its tables of symbols
    /// grow).
    func grow(to count: Int) {
        if count > 0 { makeRoom(for: count - 1) }
    }

    func coefficient(for symbol: Int) -> Double {
        symbol < capacity ? values[symbol] : 0
    }

    /// Adds `coefficient × symbol`; a sum near zero becomes exactly zero.
    func insert(_ symbol: Int, _ coefficient: Double) {
        makeRoom(for: symbol)
        let sum = values[symbol] + coefficient
        values[symbol] = SolverRow.isNearZero(sum) ? 0 : sum
        mark(symbol)
    }

    /// Adds `row × coefficient` (the row's constant plays no part in the choice of pivots).
    func insert(_ row: SolverRow, _ coefficient: Double) {
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Int) {
        guard symbol >= 0, symbol < capacity, values[symbol] != 0 else { return }
        values[symbol] = 0
        mark(symbol)
    }

    /// Bland's rule: the lowest symbol with a negative coefficient that `isCandidate`
    /// accepts. Changed symbols found non-negative are forgotten until they change again.
    func enteringSymbol(where isCandidate: (Int) -> Bool) -> Int? {
        var lowest: Int?
        var kept = 0
        for index in 0..<markedCount {
            let symbol = marked[index]
            if values[symbol] < 0, isCandidate(symbol) {
                marked[kept] = symbol
                kept += 1
                if lowest == nil || symbol < lowest! { lowest = symbol }
            } else {
                isMarked[symbol] = false
            }
        }
        markedCount = kept
        return lowest
    }
}
