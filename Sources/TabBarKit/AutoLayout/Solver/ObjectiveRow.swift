import Foundation

/// The simplex objective, `Σ coefficient × symbol` over parametric symbols, stored densely by
/// symbol. It holds a cell for nearly every error symbol of the system, so a sorted row
/// would make each substitution into it cost the size of the system; here it costs the size
/// of the row substituted. It also remembers which cells changed since the last optimum:
/// only those can have turned negative, so finding the entering symbol costs the change too.
struct ObjectiveRow {
    private var coefficients: [Double] = []
    /// Symbols whose coefficient changed since `enteringSymbol` last found them non-negative.
    private var changed: [Int] = []
    private var isChanged: [Bool] = []

    /// Makes room for symbols up to `count - 1`, and as many again: the tableau asks at
    /// every new symbol, one more each time.
    mutating func grow(to count: Int) {
        guard coefficients.count < count else { return }
        let added = max(count - coefficients.count, coefficients.count, 64)
        coefficients.append(contentsOf: repeatElement(0, count: added))
        isChanged.append(contentsOf: repeatElement(false, count: added))
    }

    func coefficient(for symbol: Int) -> Double {
        symbol < coefficients.count ? coefficients[symbol] : 0
    }

    /// Adds `coefficient × symbol`; a sum near zero becomes exactly zero.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        grow(to: symbol + 1)
        let sum = coefficients[symbol] + coefficient
        coefficients[symbol] = SolverRow.isNearZero(sum) ? 0 : sum
        markChanged(symbol)
    }

    /// Adds `row × coefficient` (the row's constant plays no part in the choice of pivots).
    mutating func insert(_ row: SolverRow, _ coefficient: Double) {
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func remove(_ symbol: Int) {
        guard symbol < coefficients.count, coefficients[symbol] != 0 else { return }
        coefficients[symbol] = 0
        markChanged(symbol)
    }

    /// Bland's rule: the lowest symbol with a negative coefficient that `isCandidate`
    /// accepts. Changed symbols found non-negative are forgotten until they change again.
    mutating func enteringSymbol(where isCandidate: (Int) -> Bool) -> Int? {
        var lowest: Int?
        var kept = 0
        for index in changed.indices {
            let symbol = changed[index]
            if coefficients[symbol] < 0, isCandidate(symbol) {
                changed[kept] = symbol
                kept += 1
                if lowest == nil || symbol < lowest! { lowest = symbol }
            } else {
                isChanged[symbol] = false
            }
        }
        changed.removeLast(changed.count - kept)
        return lowest
    }

    private mutating func markChanged(_ symbol: Int) {
        guard !isChanged[symbol] else { return }
        isChanged[symbol] = true
        changed.append(symbol)
    }
}
