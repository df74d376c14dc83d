/// A reference that takes no count of its object, for the walks that visit every view,
/// layer and layout variable on every frame: a strong read retains and releases at each
/// step, and a retain of an object with weak references to it (every superview, every
/// animating view) is an atomic side-table count.
///
/// The one place that reads objects without counting them (with `ObjectReference`, which
/// clears itself as its object goes). It is sound only while something else keeps the
/// object alive: a superview holds its subviews, a view its layout variables, a local array
/// the views it lists. Code that may call out to the app (an override that could take a
/// view out of its tree) first takes a strong `object`. `make sanitize` runs the suite under
/// AddressSanitizer, which catches a read of an object this outlived.
struct Unowned<Object: AnyObject>: Equatable {
    private let unmanaged: Unmanaged<Object>

    @inline(__always)
    init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
    }

    /// The object, counted from here on as any strong reference is.
    @inline(__always)
    var object: Object { unmanaged.takeUnretainedValue() }

    /// Runs `body` on the object read in place, without a count.
    @inline(__always)
    func read<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` on the object with a count held across it, for a call that may reach app
    /// code, which could let the object go (a reference passed in by a caller that holds
    /// none is no guarantee: the optimizer takes a parameter to be kept alive by its caller).
    @inline(__always)
    func holding<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        let held = unmanaged.retain()
        defer { held.release() }
        return try held._withUnsafeGuaranteedRef(body)
    }

    /// Whether this refers to `other`, told by address.
    @inline(__always)
    func refers(to other: Object) -> Bool {
        unmanaged.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }

    @inline(__always)
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.unmanaged.toOpaque() == rhs.unmanaged.toOpaque()
    }
}

extension Array where Element: AnyObject {
    /// Runs `body` on each element read in place, in order (`reversed`: from the last),
    /// without a count of each; the array itself holds them meanwhile, so the caller keeps
    /// the array (a local copy) alive across the calls. `body` returns a value to stop early.
    @inline(__always)
    func forEachUnowned<Found>(reversed: Bool = false, _ body: (Element) throws -> Found?) rethrows -> Found? {
        try withUnsafeBufferPointer { buffer in
            // An array of class references has the layout of an array of unretained ones.
            try buffer.withMemoryRebound(to: Unowned<Element>.self) { unowned in
                if reversed {
                    for element in unowned.reversed() { if let found = try element.read(body) { return found } }
                } else {
                    for element in unowned { if let found = try element.read(body) { return found } }
                }
                return nil
            }
        }
    }
}
