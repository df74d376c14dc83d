import Foundation

// UIKit's table index paths: Foundation on Linux has IndexPath but not these.
extension IndexPath {
    /// A path to `row` in `section`: the indexes [section, row].
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
