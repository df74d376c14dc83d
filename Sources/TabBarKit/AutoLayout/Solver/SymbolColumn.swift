import Foundation

/// The basic symbols whose rows hold one symbol, unordered. Nearly every column holds one
/// or two rows, and there is one per symbol, so the first two live inline and only longer
/// columns allocate (nil until then, so copying a short column touches no reference count).
struct SymbolColumn {
    private var first = -1
    private var second = -1
    private var rest: [Int]?
    private(set) var count = 0

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

    func firstIndex(of basic: Int) -> Int? {
        if count > 0, first == basic { return 0 }
        if count > 1, second == basic { return 1 }
        return rest?.firstIndex(of: basic).map { $0 + 2 }
    }

    func contains(where predicate: (Int) -> Bool) -> Bool {
        (0..<count).contains { predicate(self[$0]) }
    }

    /// The entries as an array (for the rare paths that sort).
    var elements: [Int] { (0..<count).map { self[$0] } }
}
