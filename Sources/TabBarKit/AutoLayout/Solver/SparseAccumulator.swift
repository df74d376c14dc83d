import Foundation

/// A row summed from many rows: each symbol's coefficient added up in a table by symbol,
/// the symbols met listed, and the row read out sorted at the end. Merging rows one by one
/// into a sorted row walks it at every merge; an expansion through a long chain of
/// definitions (a stack's closing edge, a hundred rows down) merges a hundred rows into one
/// of a thousand cells, which those walks make quadratic.
///
/// A class over raw memory: one per tableau, lent to each expansion, with no check of
/// uniqueness, bounds or exclusive access per cell (which cost more than the sums): only
/// its own short methods touch its state.
final class SparseAccumulator {
    /// By symbol below `capacity`: the sum so far (zero for a symbol not met).
    @exclusivity(unchecked) private var sums: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var isMet: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private var capacity = 0
    /// The symbols met, the first `metCount` (each once, so `capacity` holds them all).
    @exclusivity(unchecked) private var met: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var metCount = 0

    init() {
        sums = .allocate(capacity: 0)
        isMet = .allocate(capacity: 0)
        met = .allocate(capacity: 0)
    }

    deinit {
        sums.deallocate()
        isMet.deallocate()
        met.deallocate()
    }

    /// Adds `coefficient × symbol`.
    func add(_ symbol: Int, _ coefficient: Double) {
        precondition(symbol >= 0, "a symbol is not negative")
        if symbol >= capacity { makeRoom(for: symbol) }
        sums[symbol] += coefficient
        if !isMet[symbol] {
            isMet[symbol] = true
            met[metCount] = symbol
            metCount += 1
        }
    }

    /// Adds `row × coefficient`, but for the row's constant.
    func add(_ row: SolverRow, _ coefficient: Double) {
        for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient) }
    }

    /// The sum as a row with `constant` (cells that cancelled left out, room for a few
    /// more), and the accumulator empty again.
    func takeRow(constant: Double) -> SolverRow {
        var symbols = UnsafeMutableBufferPointer(start: met, count: metCount)
        symbols.sort()
        var row = SolverRow(constant: constant, capacity: SolverRow.roomyCapacity(metCount + 3))
        for symbol in symbols {
            if !SolverRow.isNearZero(sums[symbol]) { row.appendAbove(symbol, sums[symbol]) }
            sums[symbol] = 0
            isMet[symbol] = false
        }
        metCount = 0
        return row
    }

    private func makeRoom(for symbol: Int) {
        let newCapacity = max(symbol + 1, 2 * capacity, 64)
        let newSums = UnsafeMutablePointer<Double>.allocate(capacity: newCapacity)
        let newIsMet = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity)
        let newMet = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newSums.moveInitialize(from: sums, count: capacity)
        newIsMet.moveInitialize(from: isMet, count: capacity)
        newMet.moveInitialize(from: met, count: metCount)
        (newSums + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        (newIsMet + capacity).initialize(repeating: false, count: newCapacity - capacity)
        sums.deallocate()
        isMet.deallocate()
        met.deallocate()
        sums = newSums
        isMet = newIsMet
        met = newMet
        capacity = newCapacity
    }
}
