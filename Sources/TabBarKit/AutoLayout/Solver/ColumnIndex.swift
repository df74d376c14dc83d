import Foundation

/// For each symbol, the basic symbols whose rows hold it, unordered. Each column is a linked
/// list through one pool of nodes, and a node a column lets go serves the next column that
/// grows: a large first solve adds and drops hundreds of thousands of entries, and a separate
/// array per column allocated each time a column grew. Symbols and nodes are stored in 32
/// bits: half the memory, which a large first solve touches fresh.
struct ColumnIndex {
    private struct Column {
        var head: Int32 = -1
        var count: Int32 = 0
    }

    private struct Node {
        var basic: Int32
        var next: Int32
    }

    private var columns: [Column] = []
    private var nodes: [Node] = []
    /// The first unused node (each links to the next), -1 when there is none.
    private var free = -1
    private var freeCount = 0

    /// Gives the next `count` symbols empty columns.
    mutating func addSymbols(_ count: Int) {
        precondition(columns.count + count < Int32.max, "more symbols than a column index holds")
        columns.append(contentsOf: repeatElement(Column(), count: count))
    }

    func count(of symbol: Int) -> Int {
        Int(columns[symbol].count)
    }

    mutating func append(_ basic: Int, to symbol: Int) {
        reserveNodes(1)
        let node = free
        free = Int(nodes[node].next)
        freeCount -= 1
        nodes[node] = Node(basic: Int32(truncatingIfNeeded: basic), next: columns[symbol].head)
        columns[symbol].head = Int32(truncatingIfNeeded: node)
        columns[symbol].count += 1
    }

    /// Adds `basic` to the column of each symbol in `row`: a new basic row being indexed,
    /// the commonest change, done through unsafe pointers (a checked access per cell cost
    /// more than the linking).
    mutating func append(_ basic: Int, toColumnsOf row: SolverRow) {
        reserveNodes(row.cells.count)
        var free = self.free
        let basic = Int32(truncatingIfNeeded: basic)
        nodes.withUnsafeMutableBufferPointer { nodes in
            columns.withUnsafeMutableBufferPointer { columns in
                for cell in row.cells {
                    let node = free
                    free = Int(nodes[node].next)
                    nodes[node] = Node(basic: basic, next: columns[cell.symbol].head)
                    columns[cell.symbol].head = Int32(truncatingIfNeeded: node)
                    columns[cell.symbol].count += 1
                }
            }
        }
        self.free = free
        freeCount -= row.cells.count
    }

    /// Makes sure `count` unused nodes wait in the free list: the pool grows by at least
    /// its size, the new nodes linked in front of the list (in one pass over the new ones:
    /// appended one at a time, they cost more than all the linking done in the pool).
    private mutating func reserveNodes(_ count: Int) {
        guard freeCount < count else { return }
        let added = max(count - freeCount, nodes.count, 16)
        precondition(nodes.count + added < Int32.max, "more entries than a column index holds")
        let first = nodes.count, oldFree = Int32(truncatingIfNeeded: free)
        nodes.append(contentsOf: repeatElement(Node(basic: -1, next: -1), count: added))
        nodes.withUnsafeMutableBufferPointer { nodes in
            for index in first..<(first + added - 1) { nodes[index].next = Int32(truncatingIfNeeded: index + 1) }
            nodes[first + added - 1].next = oldFree
        }
        free = first
        freeCount += added
    }

    /// Removes `basic` from the column if it is there.
    mutating func remove(_ basic: Int, from symbol: Int) {
        let basic = Int32(truncatingIfNeeded: basic)
        var previous = -1, node = Int(columns[symbol].head)
        while node >= 0, nodes[node].basic != basic {
            previous = node
            node = Int(nodes[node].next)
        }
        guard node >= 0 else { return }
        if previous >= 0 { nodes[previous].next = nodes[node].next } else { columns[symbol].head = nodes[node].next }
        nodes[node].next = Int32(truncatingIfNeeded: free)
        free = node
        freeCount += 1
        columns[symbol].count -= 1
    }

    mutating func removeAll(of symbol: Int) {
        var node = Int(columns[symbol].head)
        while node >= 0 {
            let next = Int(nodes[node].next)
            nodes[node].next = Int32(truncatingIfNeeded: free)
            free = node
            node = next
        }
        freeCount += Int(columns[symbol].count)
        columns[symbol] = Column()
    }

    /// The column's first node, to walk with `entry(at:)` (-1 for an empty column). A walk
    /// may change other columns on the way, but not its own.
    func firstNode(of symbol: Int) -> Int {
        Int(columns[symbol].head)
    }

    /// The entry at `node` and the node after it (-1 at the end).
    func entry(at node: Int) -> (basic: Int, next: Int) {
        (Int(nodes[node].basic), Int(nodes[node].next))
    }

    func forEach(in symbol: Int, _ body: (Int) -> Void) {
        var node = Int(columns[symbol].head)
        while node >= 0 {
            body(Int(nodes[node].basic))
            node = Int(nodes[node].next)
        }
    }

    func contains(in symbol: Int, where predicate: (Int) -> Bool) -> Bool {
        var node = Int(columns[symbol].head)
        while node >= 0 {
            if predicate(Int(nodes[node].basic)) { return true }
            node = Int(nodes[node].next)
        }
        return false
    }

    /// The entries as an array (for the rare paths that sort or change the column).
    func elements(of symbol: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count(of: symbol))
        forEach(in: symbol) { result.append($0) }
        return result
    }
}
