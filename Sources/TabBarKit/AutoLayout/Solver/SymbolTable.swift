import Foundation

/// A value for each symbol, by symbol in raw memory: the tableau's tables by symbol (the
/// kind, the basic row, whether it was touched). A class, one of each per tableau (which is
/// never copied): a value changes in place with no check of uniqueness per access, which
/// every change to an array makes, and growing moves the values over and fills the new
/// slots in one pass (an array of optional rows copies its nil into every new slot with a
/// retain, which a first solve's tens of thousands of symbols made costly).
final class SymbolTable<Element> {
    private var base: UnsafeMutablePointer<Element>
    /// Slots for symbols below this; the tableau keeps its symbols below it.
    private(set) var count = 0

    init() {
        base = .allocate(capacity: 0)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(symbol: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: symbol) < UInt(count), "a symbol the tableau has no slot for")
            return UnsafePointer(base + symbol)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: symbol) < UInt(count), "a symbol the tableau has no slot for")
            return base + symbol
        }
    }

    /// Adds `added` slots holding `value`.
    func grow(by added: Int, filling value: Element) {
        grow(by: added) { $0.initialize(repeating: value) }
    }

    /// Adds `added` slots, which `initialize` fills.
    fileprivate func grow(by added: Int, initializing initialize: (UnsafeMutableBufferPointer<Element>) -> Void) {
        base = base.moved(count: count, toCapacity: count + added)
        initialize(UnsafeMutableBufferPointer(start: base + count, count: added))
        count += added
    }
}

extension SymbolTable {
    /// Adds `added` empty slots: nil made in each, not copied into it (a copy of an
    /// optional reference takes a count, even of nil).
    func grow<Wrapped>(byEmpty added: Int) where Element == Wrapped? {
        grow(by: added) { slots in
            for index in slots.indices { (slots.baseAddress! + index).initialize(to: nil) }
        }
    }
}
