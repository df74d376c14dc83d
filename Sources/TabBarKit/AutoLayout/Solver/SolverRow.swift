import Foundation

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, read as the value
/// of the row's basic symbol. Cells are kept sorted by symbol so that every walk over them
/// is in one order, which makes the solver's choices, and so ambiguous layouts, repeatable.
/// A single cell changes in place; a row added into another merges through a lent buffer.
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

    /// Adds `row × coefficient` (to a row being built, or to a phase-one objective; rows in
    /// the tableau change through `substitute`, which reports to the column index).
    /// `buffer` is room to merge in (see `merge`).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1, buffer: inout [Cell]) {
        constant += row.constant * coefficient
        merge(row, times: coefficient, dropping: nil, buffer: &buffer) { _, _ in }
    }

    /// Replaces `symbol` by `row` (the symbol's value) in this row. `changed` hears each
    /// symbol that joined (true) or left (false) this row.
    mutating func substitute(_ symbol: Int, with row: SolverRow, buffer: inout [Cell], changed: (Int, Bool) -> Void) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        merge(row, times: factor, dropping: index, buffer: &buffer, changed: changed)
    }

    /// Merges `row × factor` into the cells, leaving out the cell at `dropped`, in one pass
    /// over both sorted rows. The merge writes into `buffer` (lent by the tableau, kept as
    /// long as the longest merge, so that merging allocates nothing once it has grown)
    /// through unsafe pointers, since a checked append per cell (uniqueness, capacity,
    /// bounds) cost several times the arithmetic, and a large layout's first solve merges
    /// hundreds of thousands of cells; the result is copied back in one move.
    private mutating func merge(
        _ row: SolverRow, times factor: Double, dropping dropped: Int?, buffer: inout [Cell], changed: (Int, Bool) -> Void
    ) {
        let skipped = dropped ?? -1
        let needed = cells.count + row.cells.count
        if buffer.count < needed {
            buffer = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: max(needed, buffer.count * 2))
        }
        let count = buffer.withUnsafeMutableBufferPointer { merged in
            cells.withUnsafeBufferPointer { mine in
                row.cells.withUnsafeBufferPointer { theirs in
                    var i = 0, j = 0, k = 0
                    while i < mine.count || j < theirs.count {
                        if i == skipped {
                            i += 1
                        } else if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                            merged[k] = mine[i]
                            k += 1
                            i += 1
                        } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                            let value = theirs[j].coefficient * factor
                            if !Self.isNearZero(value) {
                                merged[k] = Cell(symbol: theirs[j].symbol, coefficient: value)
                                k += 1
                                changed(theirs[j].symbol, true)
                            }
                            j += 1
                        } else {
                            let value = mine[i].coefficient + theirs[j].coefficient * factor
                            if Self.isNearZero(value) {
                                changed(mine[i].symbol, false)
                            } else {
                                merged[k] = Cell(symbol: mine[i].symbol, coefficient: value)
                                k += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    return k
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: buffer[..<count])
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
