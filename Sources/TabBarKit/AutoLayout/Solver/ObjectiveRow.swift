import Foundation

/// The simplex objective, `Σ coefficient × symbol` over parametric symbols, stored densely by
/// symbol. It holds a cell for nearly every error symbol of the system, so a sorted row
/// would make each substitution into it cost the size of the system; here it costs the size
/// of the row substituted. It also remembers which cells changed since the last optimum:
/// only those can have turned negative, so finding the entering symbol costs the change too.
///
/// A class over raw memory, one per tableau (which is never copied): every error of every
/// constraint added goes in, and an array's check of uniqueness and bounds per cell cost
/// more than the sums. Only its own short methods touch its state.
final class ObjectiveRow {
    /// By symbol below `capacity`.
    @exclusivity(unchecked) private var coefficients: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var isChanged: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private var capacity = 0
    /// Symbols whose coefficient changed since `enteringSymbol` last found them non-negative,
    /// the first `changedCount` (each symbol at most once, so `capacity` holds them all).
    @exclusivity(unchecked) private var changed: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var changedCount = 0

    init() {
        coefficients = .allocate(capacity: 0)
        isChanged = .allocate(capacity: 0)
        changed = .allocate(capacity: 0)
    }

    deinit {
        coefficients.deallocate()
        isChanged.deallocate()
        changed.deallocate()
    }

    /// Makes room for symbols up to `count - 1`, and as many again (the tableau asks as its
    /// tables of symbols grow).
    func grow(to count: Int) {
        guard capacity < count else { return }
        let newCapacity = max(count, 2 * capacity, 64)
        let newCoefficients = UnsafeMutablePointer<Double>.allocate(capacity: newCapacity)
        let newIsChanged = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity)
        let newChanged = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newCoefficients.moveInitialize(from: coefficients, count: capacity)
        newIsChanged.moveInitialize(from: isChanged, count: capacity)
        newChanged.moveInitialize(from: changed, count: changedCount)
        (newCoefficients + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        (newIsChanged + capacity).initialize(repeating: false, count: newCapacity - capacity)
        coefficients.deallocate()
        isChanged.deallocate()
        changed.deallocate()
        coefficients = newCoefficients
        isChanged = newIsChanged
        changed = newChanged
        capacity = newCapacity
    }

    func coefficient(for symbol: Int) -> Double {
        symbol < capacity ? coefficients[symbol] : 0
    }

    /// Adds `coefficient × symbol`; a sum near zero becomes exactly zero.
    func insert(_ symbol: Int, _ coefficient: Double) {
        precondition(symbol >= 0, "a symbol is not negative")
        if symbol >= capacity { grow(to: symbol + 1) }
        let sum = coefficients[symbol] + coefficient
        coefficients[symbol] = SolverRow.isNearZero(sum) ? 0 : sum
        markChanged(symbol)
    }

    /// Adds `row × coefficient` (the row's constant plays no part in the choice of pivots).
    func insert(_ row: SolverRow, _ coefficient: Double) {
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Int) {
        guard symbol >= 0, symbol < capacity, coefficients[symbol] != 0 else { return }
        coefficients[symbol] = 0
        markChanged(symbol)
    }

    /// Bland's rule: the lowest symbol with a negative coefficient that `isCandidate`
    /// accepts. Changed symbols found non-negative are forgotten until they change again.
    func enteringSymbol(where isCandidate: (Int) -> Bool) -> Int? {
        var lowest: Int?
        var kept = 0
        for index in 0..<changedCount {
            let symbol = changed[index]
            if coefficients[symbol] < 0, isCandidate(symbol) {
                changed[kept] = symbol
                kept += 1
                if lowest == nil || symbol < lowest! { lowest = symbol }
            } else {
                isChanged[symbol] = false
            }
        }
        changedCount = kept
        return lowest
    }

    private func markChanged(_ symbol: Int) {
        guard !isChanged[symbol] else { return }
        isChanged[symbol] = true
        changed[changedCount] = symbol
        changedCount += 1
    }
}
