import Foundation

extension CGRect {
    /// UIKit's `inset(by:)`: positive insets shrink the rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }

    /// The centre point, which Core Graphics spells as midX/midY.
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Grows the rectangle outwards to whole device pixels at `scale`.
    func integral(scale: CGFloat) -> CGRect {
        if isNull || isEmpty { return self }
        let x0 = (minX * scale).rounded(.down) / scale
        let y0 = (minY * scale).rounded(.down) / scale
        let x1 = (maxX * scale).rounded(.up) / scale
        let y1 = (maxY * scale).rounded(.up) / scale
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension CGRect {
    /// Joins two optional regions, where nil means "nothing".
    static func union(_ a: CGRect?, _ b: CGRect) -> CGRect {
        guard let a, !a.isNull, !a.isEmpty else { return b }
        if b.isNull || b.isEmpty { return a }
        return a.union(b)
    }
}

extension CGRect {
    /// Foundation's `intersects` (edges that touch count), written out: Foundation's makes
    /// standardized copies and an intersection, and the renderer asks for every view in
    /// every dirty rectangle.
    @inline(__always)
    func meets(_ other: CGRect) -> Bool {
        if origin.x == .infinity || origin.y == .infinity || other.origin.x == .infinity || other.origin.y == .infinity {
            return false
        }
        func span(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            length >= 0 ? (start, start + length) : (start + length, start)
        }
        let (ax0, ax1) = span(origin.x, size.width), (bx0, bx1) = span(other.origin.x, other.size.width)
        let (ay0, ay1) = span(origin.y, size.height), (by0, by1) = span(other.origin.y, other.size.height)
        return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1
    }

    // Foundation's `union` and `contains(_:)` written out for rectangles already known to
    // be finite with sizes of at least zero (the dirty areas): Foundation's standardize both
    // sides and check for null on each call, and every animation step asks several times.

    /// The box around both, for finite rectangles of non-negative size.
    func joined(with other: CGRect) -> CGRect {
        let x0 = Swift.min(origin.x, other.origin.x), y0 = Swift.min(origin.y, other.origin.y)
        let x1 = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies inside (edges included), for finite rectangles of non-negative size.
    func holds(_ other: CGRect) -> Bool {
        origin.x <= other.origin.x && origin.y <= other.origin.y
            && other.origin.x + other.size.width <= origin.x + size.width
            && other.origin.y + other.size.height <= origin.y + size.height
    }
}
