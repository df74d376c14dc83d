import Foundation

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, read as the value
/// of the row's basic symbol. Cells are kept sorted by symbol so that every walk over them
/// is in one order, which makes the solver's choices, and so ambiguous layouts, repeatable.
/// Rows are short (a handful of cells), so they change in place: no merge buffers.
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

    /// Where `symbol`'s cell is or would go, searching from `start`.
    private func position(of symbol: Int, from start: Int = 0) -> (found: Bool, index: Int) {
        var low = start, high = cells.count
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
        add(symbol, coefficient, from: 0)
    }

    /// Adds `row × coefficient` (to a row being built, or to a phase-one objective; rows in
    /// the tableau change through `substitute`, which reports to the column index).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        // Room for every cell at once: one reallocation at most, and geometric, as appends are.
        let needed = cells.count + row.cells.count
        if cells.capacity < needed { cells.reserveCapacity(max(needed, cells.capacity * 2)) }
        // Both rows are sorted, so each search starts where the last one ended.
        var start = 0
        for cell in row.cells {
            start = add(cell.symbol, cell.coefficient * coefficient, from: start)
        }
    }

    /// Replaces `symbol` by `row` (the symbol's value) in this row, in one merging pass
    /// through `scratch`, whose buffer then becomes this row's (the old one becomes the
    /// scratch: once both have grown, a pivot allocates nothing and shifts no cells).
    /// `changed` hears each symbol that joined (true) or left (false) this row.
    mutating func substitute(_ symbol: Int, with row: SolverRow, scratch: inout [Cell], changed: (Int, Bool) -> Void) {
        let (found, skipped) = position(of: symbol)
        guard found else { return }
        let factor = cells[skipped].coefficient
        constant += row.constant * factor
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if i == skipped {
                i += 1
            } else if j == row.cells.count || (i < cells.count && cells[i].symbol < row.cells[j].symbol) {
                scratch.append(cells[i])
                i += 1
            } else if i == cells.count || row.cells[j].symbol < cells[i].symbol {
                let value = row.cells[j].coefficient * factor
                if !Self.isNearZero(value) {
                    scratch.append(Cell(symbol: row.cells[j].symbol, coefficient: value))
                    changed(row.cells[j].symbol, true)
                }
                j += 1
            } else {
                let value = cells[i].coefficient + row.cells[j].coefficient * factor
                if Self.isNearZero(value) {
                    changed(cells[i].symbol, false)
                } else {
                    scratch.append(Cell(symbol: cells[i].symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        swap(&cells, &scratch)
    }

    /// Adds one term at or after `start`; answers where the next larger symbol would be.
    @discardableResult
    private mutating func add(_ symbol: Int, _ coefficient: Double, from start: Int) -> Int {
        let (found, index) = position(of: symbol, from: start)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Self.isNearZero(sum) {
                cells.remove(at: index)
                return index
            }
            cells[index].coefficient = sum
            return index + 1
        }
        guard !Self.isNearZero(coefficient) else { return index }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return index + 1
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
