import Foundation

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, read as the value
/// of the row's basic symbol. Cells are kept sorted by symbol so that every walk over them
/// is in one order, which makes the solver's choices, and so ambiguous layouts, repeatable.
/// A single cell changes in place; a row added into another merges in place.
struct SolverRow {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Where `symbol`'s cell is or would go.
    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }

    func coefficient(for symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient × symbol`; a cell that cancels to zero goes.
    mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Self.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Self.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds a cell for a symbol above every symbol in the row (a row built in order).
    mutating func appendAbove(_ symbol: Int, _ coefficient: Double) {
        precondition(cells.last.map { $0.symbol < symbol } ?? true, "cells out of order")
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Adds `row × coefficient` (to a row being built, or to a phase-one objective; rows in
    /// the tableau change through `substitute`, which reports to the column index).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        if cells.isEmpty, coefficient == 1 {
            // A row built on a basic one starts as a copy of it (in the room its builder
            // reserved for the terms, a slack, errors and later merges).
            cells.append(contentsOf: row.cells)
        } else {
            merge(row, times: coefficient, dropping: -1) { _, _ in }
        }
    }

    /// Replaces `symbol` by `row` (the symbol's value) in this row. `changed` hears each
    /// symbol that joined (true) or left (false) this row.
    mutating func substitute(_ symbol: Int, with row: SolverRow, changed: (Int, Bool) -> Void) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        merge(row, times: factor, dropping: index, changed: changed)
    }

    /// Merges `row × factor` into the cells, leaving out the cell at `dropped` (-1 for
    /// none), in place: the cells make room at their end and the two sorted rows merge from
    /// the top down, so the merge stops at the lowest symbol of `row` and what lies below it
    /// stays where it is. A row's newest symbols are the highest, so a large row usually
    /// changes only near its end. Unsafe pointers, since a checked access per cell cost
    /// several times the arithmetic.
    private mutating func merge(_ row: SolverRow, times factor: Double, dropping dropped: Int, changed: (Int, Bool) -> Void) {
        let mineCount = cells.count, theirCount = row.cells.count
        guard theirCount > 0 else {
            if dropped >= 0 { cells.remove(at: dropped) }
            return
        }
        if cells.capacity < mineCount + theirCount { cells.reserveCapacity(Self.roomyCapacity(mineCount + theirCount)) }
        cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: theirCount))
        let count = cells.withUnsafeMutableBufferPointer { cells in
            row.cells.withUnsafeBufferPointer { theirs in
                // Below `mine`, the cells not yet read; above `written`, the merged ones.
                var mine = mineCount - 1, their = theirCount - 1, written = mineCount + theirCount - 1
                while their >= 0 {
                    let cell = theirs[their]
                    if mine >= 0, cells[mine].symbol > cell.symbol {
                        if mine != dropped {
                            cells[written] = cells[mine]
                            written -= 1
                        }
                        mine -= 1
                    } else if mine >= 0, cells[mine].symbol == cell.symbol {
                        let value = cells[mine].coefficient + cell.coefficient * factor
                        if Self.isNearZero(value) {
                            changed(cell.symbol, false)
                        } else {
                            cells[written] = Cell(symbol: cell.symbol, coefficient: value)
                            written -= 1
                        }
                        mine -= 1
                        their -= 1
                    } else {
                        let value = cell.coefficient * factor
                        if !Self.isNearZero(value) {
                            cells[written] = Cell(symbol: cell.symbol, coefficient: value)
                            written -= 1
                            changed(cell.symbol, true)
                        }
                        their -= 1
                    }
                }
                // Cells 0...mine stay, but for the dropped one; the merged ones follow them.
                let base = cells.baseAddress!, stride = MemoryLayout<Cell>.stride
                var kept = mine + 1
                if dropped >= 0, dropped <= mine {
                    memmove(base + dropped, base + dropped + 1, (mine - dropped) * stride)
                    kept -= 1
                }
                let merged = mineCount + theirCount - 1 - written
                if kept != written + 1 { memmove(base + kept, base + written + 1, merged * stride) }
                return kept + merged
            }
        }
        cells.removeLast(cells.count - count)
    }

    /// Room for `count` cells and an eighth more. A merge needs room for both rows before it
    /// knows how many cells cancel, and rows of a thousand cells are common in large layouts:
    /// doubling would leave most of them half empty.
    static func roomyCapacity(_ count: Int) -> Int {
        count + count / 8 + 4
    }

    @discardableResult
    mutating func remove(_ symbol: Int) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        cells.remove(at: index)
        return true
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`; the symbol leaves the cells.
    mutating func solve(for symbol: Int) {
        let (found, index) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let scale = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// Rewrites `lhs = row` as `rhs = …`: lhs joins the cells, rhs leaves them.
    mutating func solve(for lhs: Int, and rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
