import Foundation

/// A number for each symbol, with a mark for each and the list of the symbols marked (each
/// once): what the objective (its coefficients, and those changed since the last optimum)
/// and an expansion's accumulator (its sums, and the symbols met) both keep.
///
/// Raw memory in a class, one of each kind per tableau (which is never copied): no check of
/// uniqueness, bounds or exclusive access per cell, which cost more than the arithmetic in
/// the paths every constraint takes. The two are subclasses, so that their cells are read
/// with no reference in between; only their short methods touch the table, and they keep
/// symbols below `capacity` (see `makeRoom(for:)`).
class MarkedSymbolTable {
    /// By symbol below `capacity`: zero for a symbol never set.
    private(set) var values: UnsafeMutablePointer<Double>
    private(set) var isMarked: UnsafeMutablePointer<Bool>
    /// The symbols marked, the first `markedCount`; each symbol at most once, so `capacity`
    /// holds them all.
    private(set) var marked: UnsafeMutablePointer<Int>
    var markedCount = 0
    private(set) var capacity = 0

    init() {
        values = .allocate(capacity: 0)
        isMarked = .allocate(capacity: 0)
        marked = .allocate(capacity: 0)
    }

    deinit {
        values.deallocate()
        isMarked.deallocate()
        marked.deallocate()
    }

    /// Makes room for symbols up to `symbol`: inline, since every cell added asks.
    @inline(__always)
    final func makeRoom(for symbol: Int) {
        precondition(symbol >= 0, "a symbol is not negative")
        if symbol >= capacity { grow(toHold: symbol) }
    }

    /// Grows the room to hold `symbol`, at least twice the room before.
    private final func grow(toHold symbol: Int) {
        let newCapacity = max(symbol + 1, 2 * capacity, 64)
        values = values.moved(count: capacity, toCapacity: newCapacity)
        isMarked = isMarked.moved(count: capacity, toCapacity: newCapacity)
        marked = marked.moved(count: markedCount, toCapacity: newCapacity)
        (values + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        (isMarked + capacity).initialize(repeating: false, count: newCapacity - capacity)
        capacity = newCapacity
    }

    /// Marks `symbol` (below `capacity`), listing it if it was not marked.
    final func mark(_ symbol: Int) {
        guard !isMarked[symbol] else { return }
        isMarked[symbol] = true
        marked[markedCount] = symbol
        markedCount += 1
    }
}
