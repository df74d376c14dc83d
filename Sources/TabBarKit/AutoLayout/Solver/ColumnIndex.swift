import Foundation

/// For each symbol, the basic symbols whose rows hold it, unordered. Nearly every column
/// holds one or two rows, so those live inline and only longer columns allocate (nil until
/// then, so copying a short column touches no reference count).
struct ColumnIndex {
    private struct Column {
        var first = -1
        var second = -1
        var rest: [Int]?
        var count = 0

        subscript(index: Int) -> Int {
            switch index {
            case 0: first
            case 1: second
            default: rest![index - 2]
            }
        }

        mutating func append(_ basic: Int) {
            switch count {
            case 0: first = basic
            case 1: second = basic
            default:
                if rest == nil {
                    // Once past two, a column tends to grow further: room for several at once.
                    rest = []
                    rest!.reserveCapacity(6)
                }
                rest!.append(basic)
            }
            count += 1
        }

        func firstIndex(of basic: Int) -> Int? {
            if count > 0, first == basic { return 0 }
            if count > 1, second == basic { return 1 }
            return rest?.firstIndex(of: basic).map { $0 + 2 }
        }

        /// Removes `basic` if present; the last entry takes its place.
        mutating func remove(_ basic: Int) {
            guard let index = firstIndex(of: basic) else { return }
            let last = self[count - 1]
            switch index {
            case 0: first = last
            case 1: second = last
            default: rest![index - 2] = last
            }
            switch count {
            case 1: first = -1
            case 2: second = -1
            default: rest!.removeLast()
            }
            count -= 1
        }

        mutating func removeAll() {
            first = -1
            second = -1
            rest?.removeAll(keepingCapacity: true)
            count = 0
        }
    }

    private var columns: [Column] = []

    /// Gives the next symbol an empty column.
    mutating func addSymbol() {
        columns.append(Column())
    }

    func count(of symbol: Int) -> Int {
        columns[symbol].count
    }

    mutating func append(_ basic: Int, to symbol: Int) {
        columns[symbol].append(basic)
    }

    /// Adds `basic` to the column of each symbol in `row`: a new basic row being indexed,
    /// the commonest change, done through one unsafe pointer to the columns (a checked
    /// access per cell cost more than the work).
    mutating func append(_ basic: Int, toColumnsOf row: SolverRow) {
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[cell.symbol].append(basic) }
        }
    }

    /// Removes `basic` from the column if it is there.
    mutating func remove(_ basic: Int, from symbol: Int) {
        columns[symbol].remove(basic)
    }

    mutating func removeAll(of symbol: Int) {
        columns[symbol].removeAll()
    }

    /// The position of the column's first entry, to walk with `entry(at:in:)` (-1 for an
    /// empty column). A walk may change other columns on the way, but not its own.
    func firstNode(of symbol: Int) -> Int {
        columns[symbol].count > 0 ? 0 : -1
    }

    /// The entry at `node` and the position after it (-1 at the end).
    func entry(at node: Int, in symbol: Int) -> (basic: Int, next: Int) {
        (columns[symbol][node], node + 1 < columns[symbol].count ? node + 1 : -1)
    }

    func contains(in symbol: Int, where predicate: (Int) -> Bool) -> Bool {
        (0..<columns[symbol].count).contains { predicate(columns[symbol][$0]) }
    }

    /// The entries as an array (for the rare paths that sort or change the column).
    func elements(of symbol: Int) -> [Int] {
        (0..<columns[symbol].count).map { columns[symbol][$0] }
    }
}
