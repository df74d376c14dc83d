import Foundation

// Core Graphics' comparison methods, which Foundation on Linux lacks; older UIKit code
// calls them where newer code writes `==`.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Equal when both are null, or origin and size are equal once standardized, as Core
    /// Graphics compares them.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
