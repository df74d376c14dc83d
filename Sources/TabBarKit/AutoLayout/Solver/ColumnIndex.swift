import Foundation

/// For each symbol, the basic symbols whose rows hold it, unordered. Each column is a linked
/// list through one pool of nodes, and a node a column lets go serves the next column that
/// grows: a large first solve adds and drops hundreds of thousands of entries, and a separate
/// array per column allocated each time a column grew.
struct ColumnIndex {
    private struct Column {
        var head = -1
        var count = 0
    }

    private struct Node {
        var basic: Int
        var next: Int
    }

    private var columns: [Column] = []
    private var nodes: [Node] = []
    /// The first unused node (each links to the next), -1 when the pool is full.
    private var free = -1

    /// Gives the next symbol an empty column.
    mutating func addSymbol() {
        columns.append(Column())
    }

    func count(of symbol: Int) -> Int {
        columns[symbol].count
    }

    mutating func append(_ basic: Int, to symbol: Int) {
        let node: Int
        if free >= 0 {
            node = free
            free = nodes[node].next
            nodes[node] = Node(basic: basic, next: columns[symbol].head)
        } else {
            node = nodes.count
            nodes.append(Node(basic: basic, next: columns[symbol].head))
        }
        columns[symbol].head = node
        columns[symbol].count += 1
    }

    /// Removes `basic` from the column if it is there.
    mutating func remove(_ basic: Int, from symbol: Int) {
        var previous = -1, node = columns[symbol].head
        while node >= 0, nodes[node].basic != basic {
            previous = node
            node = nodes[node].next
        }
        guard node >= 0 else { return }
        if previous >= 0 { nodes[previous].next = nodes[node].next } else { columns[symbol].head = nodes[node].next }
        nodes[node].next = free
        free = node
        columns[symbol].count -= 1
    }

    mutating func removeAll(of symbol: Int) {
        var node = columns[symbol].head
        while node >= 0 {
            let next = nodes[node].next
            nodes[node].next = free
            free = node
            node = next
        }
        columns[symbol] = Column()
    }

    /// The column's first node, to walk with `entry(at:)` (-1 for an empty column). A walk
    /// may change other columns on the way, but not its own.
    func firstNode(of symbol: Int) -> Int {
        columns[symbol].head
    }

    /// The entry at `node` and the node after it (-1 at the end).
    func entry(at node: Int) -> (basic: Int, next: Int) {
        (nodes[node].basic, nodes[node].next)
    }

    func forEach(in symbol: Int, _ body: (Int) -> Void) {
        var node = columns[symbol].head
        while node >= 0 {
            body(nodes[node].basic)
            node = nodes[node].next
        }
    }

    func contains(in symbol: Int, where predicate: (Int) -> Bool) -> Bool {
        var node = columns[symbol].head
        while node >= 0 {
            if predicate(nodes[node].basic) { return true }
            node = nodes[node].next
        }
        return false
    }

    /// The entries as an array (for the rare paths that sort or change the column).
    func elements(of symbol: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(columns[symbol].count)
        forEach(in: symbol) { result.append($0) }
        return result
    }
}
