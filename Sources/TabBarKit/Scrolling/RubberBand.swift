import Foundation

/// UIKit's resistance past an edge: a finger `distance` beyond the edge moves the content
/// (1 − 1 / (distance · c / d + 1)) · d, where d is the scroll view's size on that axis and
/// c = 0.55. The formula and constant are the public analysis of UIScrollView's behaviour
/// (<doc:SCROLLING>); the content never moves further than d however far the finger goes.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    static func offset(forOverscroll distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return max(0, distance) }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The inverse: how far the finger must be beyond the edge to show `overscroll`, so a
    /// drag that starts while the content is out of bounds continues without a jump.
    static func overscroll(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard offset > 0, dimension > 0 else { return max(0, offset) }
        let clamped = min(offset, dimension * 0.999)
        return dimension / coefficient * (clamped / (dimension - clamped))
    }

    /// `value` with the part beyond `range` rubber-banded (both sides).
    static func constrain(_ value: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if value < range.lowerBound {
            return range.lowerBound - offset(forOverscroll: range.lowerBound - value, dimension: dimension)
        }
        if value > range.upperBound {
            return range.upperBound + offset(forOverscroll: value - range.upperBound, dimension: dimension)
        }
        return value
    }

    /// The finger-space value that `constrain` maps to `value`.
    static func unconstrain(_ value: CGFloat, from range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if value < range.lowerBound {
            return range.lowerBound - overscroll(forOffset: range.lowerBound - value, dimension: dimension)
        }
        if value > range.upperBound {
            return range.upperBound + overscroll(forOffset: value - range.upperBound, dimension: dimension)
        }
        return value
    }
}
