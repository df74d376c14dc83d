import Foundation

// The solver's raw tables (SymbolTable, ColumnIndex, MarkedSymbolTable) grow the same way.
extension UnsafeMutablePointer {
    /// Moves the first `count` values into a new allocation of `capacity` and lets this one
    /// go; answers the new one, whose slots from `count` on the caller initializes.
    func moved(count: Int, toCapacity capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let grown = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        grown.moveInitialize(from: self, count: count)
        deallocate()
        return grown
    }
}
