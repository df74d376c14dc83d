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
