import Foundation

/// A row summed from many rows: each symbol's coefficient added up in a table by symbol,
/// the symbols met listed, and the row read out sorted at the end. Merging rows one by one
/// into a sorted row walks it at every merge; an expansion through a long chain of
/// definitions (a stack's closing edge, a hundred rows down) merges a hundred rows into one
/// of a thousand cells, which those walks make quadratic.
///
/// A table in raw memory (see MarkedSymbolTable), one per tableau, lent to each expansion:
/// the sums, and the symbols met.
final class SparseAccumulator: MarkedSymbolTable {
    /// Adds `coefficient × symbol`.
    func add(_ symbol: Int, _ coefficient: Double) {
        makeRoom(for: symbol)
        values[symbol] += coefficient
        mark(symbol)
    }

    /// Adds `row × coefficient`, but for the row's constant.
    func add(_ row: SolverRow, _ coefficient: Double) {
        for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient) }
    }

    /// The sum as a row with `constant` (cells that cancelled left out, room for a few
    /// more), and the accumulator empty again.
    func takeRow(constant: Double) -> SolverRow {
        var symbols = UnsafeMutableBufferPointer(start: marked, count: markedCount)
        symbols.sort()
        var row = SolverRow(constant: constant, capacity: SolverRow.roomyCapacity(symbols.count + 3))
        for symbol in symbols {
            if !SolverRow.isNearZero(values[symbol]) { row.appendAbove(symbol, values[symbol]) }
            values[symbol] = 0
            isMarked[symbol] = false
        }
        markedCount = 0
        return row
    }
}
