import Foundation

/// The basic row of each symbol, nil for a parametric one, by symbol in raw memory. A
/// class, one per tableau (which is never copied): a row changes in place with no check of
/// uniqueness per access, and growing moves the rows over and fills the new slots with nil
/// without a count taken for each (an array of optional rows copies its nil into every new
/// slot with a retain, which a first solve's tens of thousands of symbols made costly).
final class BasicRows {
    private var base: UnsafeMutablePointer<SolverRow?>
    /// Slots for symbols below this; the tableau keeps its symbols below it.
    private(set) var capacity = 0

    init() {
        base = .allocate(capacity: 0)
    }

    deinit {
        base.deinitialize(count: capacity)
        base.deallocate()
    }

    subscript(symbol: Int) -> SolverRow? {
        unsafeAddress {
            precondition(UInt(bitPattern: symbol) < UInt(capacity), "a symbol the tableau has no slot for")
            return UnsafePointer(base + symbol)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: symbol) < UInt(capacity), "a symbol the tableau has no slot for")
            return base + symbol
        }
    }

    /// Adds `count` empty slots.
    func grow(by count: Int) {
        let grown = UnsafeMutablePointer<SolverRow?>.allocate(capacity: capacity + count)
        grown.moveInitialize(from: base, count: capacity)
        for index in capacity..<(capacity + count) { (grown + index).initialize(to: nil) }
        base.deallocate()
        base = grown
        capacity += count
    }
}
