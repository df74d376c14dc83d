import Foundation

/// For each symbol, the basic symbols whose rows hold it, unordered. Each column is a linked
/// list through one pool of nodes, and a node a column lets go serves the next column that
/// grows: a large first solve adds and drops hundreds of thousands of entries, and a separate
/// array per column allocated each time a column grew. Symbols and nodes are stored in 32
/// bits: half the memory, which a large first solve touches fresh.
///
/// A class over raw memory, one in the tableau and one in its definitions (neither is ever
/// copied): no check of uniqueness per change, which every change to an array made and which
/// cost more than the linking. A symbol is checked against the columns once per call; the
/// nodes are the index's own. (The columns are not a SymbolTable as the tableau's tables
/// are: its subscript checks each access, and a first layout took 0.3 % more.)
final class ColumnIndex {
    private struct Column {
        var head: Int32 = -1
        var count: Int32 = 0
    }

    private struct Node {
        var basic: Int32
        var next: Int32
    }

    private var columns: UnsafeMutablePointer<Column> = .allocate(capacity: 0)
    private var columnCount = 0
    private var nodes: UnsafeMutablePointer<Node> = .allocate(capacity: 0)
    private var nodeCount = 0
    /// The first unused node (each links to the next), -1 when there is none.
    private var free = -1
    private var freeCount = 0

    deinit {
        columns.deallocate()
        nodes.deallocate()
    }

    /// Gives the next `count` symbols empty columns.
    func addSymbols(_ count: Int) {
        precondition(columnCount + count < Int32.max, "more symbols than a column index holds")
        columns = columns.moved(count: columnCount, toCapacity: columnCount + count)
        (columns + columnCount).initialize(repeating: Column(), count: count)
        columnCount += count
    }

    @inline(__always)
    private func checked(_ symbol: Int) -> Int {
        precondition(UInt(bitPattern: symbol) < UInt(columnCount), "a symbol with no column")
        return symbol
    }

    func count(of symbol: Int) -> Int {
        Int(columns[checked(symbol)].count)
    }

    func append(_ basic: Int, to symbol: Int) {
        let symbol = checked(symbol)
        reserveNodes(1)
        let node = free
        free = Int(nodes[node].next)
        freeCount -= 1
        nodes[node] = Node(basic: Int32(truncatingIfNeeded: basic), next: columns[symbol].head)
        columns[symbol].head = Int32(truncatingIfNeeded: node)
        columns[symbol].count += 1
    }

    /// Adds `basic` to the column of each symbol in `row`: a new basic row being indexed,
    /// the commonest change.
    func append(_ basic: Int, toColumnsOf row: SolverRow) {
        reserveNodes(row.cells.count)
        let basic = Int32(truncatingIfNeeded: basic)
        for cell in row.cells {
            let symbol = checked(cell.symbol), node = free
            free = Int(nodes[node].next)
            nodes[node] = Node(basic: basic, next: columns[symbol].head)
            columns[symbol].head = Int32(truncatingIfNeeded: node)
            columns[symbol].count += 1
        }
        freeCount -= row.cells.count
    }

    /// Makes sure `count` unused nodes wait in the free list: the pool grows by at least
    /// its size, the new nodes made linked in front of the list.
    private func reserveNodes(_ count: Int) {
        guard freeCount < count else { return }
        let added = max(count - freeCount, nodeCount, 16)
        precondition(nodeCount + added < Int32.max, "more entries than a column index holds")
        nodes = nodes.moved(count: nodeCount, toCapacity: nodeCount + added)
        let first = nodeCount, last = nodeCount + added - 1
        for index in first..<last { (nodes + index).initialize(to: Node(basic: -1, next: Int32(truncatingIfNeeded: index + 1))) }
        (nodes + last).initialize(to: Node(basic: -1, next: Int32(truncatingIfNeeded: free)))
        nodeCount += added
        free = first
        freeCount += added
    }

    /// Removes `basic` from the column if it is there.
    func remove(_ basic: Int, from symbol: Int) {
        let symbol = checked(symbol), basic = Int32(truncatingIfNeeded: basic)
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

    func removeAll(of symbol: Int) {
        let symbol = checked(symbol)
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
        Int(columns[checked(symbol)].head)
    }

    /// The entry at `node` (from `firstNode(of:)` or an entry before) and the node after it
    /// (-1 at the end).
    func entry(at node: Int) -> (basic: Int, next: Int) {
        precondition(UInt(bitPattern: node) < UInt(nodeCount), "a node the index does not have")
        return (Int(nodes[node].basic), Int(nodes[node].next))
    }

    func forEach(in symbol: Int, _ body: (Int) -> Void) {
        var node = firstNode(of: symbol)
        while node >= 0 {
            body(Int(nodes[node].basic))
            node = Int(nodes[node].next)
        }
    }

    func contains(in symbol: Int, where predicate: (Int) -> Bool) -> Bool {
        var node = firstNode(of: symbol)
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
