import Foundation

/// The edges a line relates: where each item starts and ends along the line.
struct VisualFormatEdges {
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    /// The edges that face each other between two views (baselines, when spaced by them).
    let betweenViews: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute)
    /// The line runs towards smaller coordinates (right to left).
    let reversed: Bool
}

// What the format options ask of a line: its direction, how views are spaced, and which
// attributes the views share.
extension VisualFormatBuilder {
    func lineEdges() throws(VisualFormatError) -> VisualFormatEdges {
        let baselines = options.contains(.spacingBaselineToBaseline)
        if line.axis == .vertical {
            return VisualFormatEdges(
                start: .top, end: .bottom,
                betweenViews: baselines ? (.firstBaseline, .lastBaseline) : (.top, .bottom), reversed: false)
        }
        guard !baselines else {
            throw VisualFormatError(reason: "Baseline to baseline spacing applies to vertical lines only", position: line.end)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight:
            return VisualFormatEdges(start: .left, end: .right, betweenViews: (.left, .right), reversed: false)
        case .directionRightToLeft:
            return VisualFormatEdges(start: .right, end: .left, betweenViews: (.right, .left), reversed: true)
        case .directionLeadingToTrailing:
            return VisualFormatEdges(start: .leading, end: .trailing, betweenViews: (.leading, .trailing), reversed: false)
        default:
            throw VisualFormatError(reason: "The options name more than one direction", position: line.end)
        }
    }

    /// The attributes every view of the line is aligned by, each view to the one before.
    func alignmentAttributes() throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let yAxis: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let xAxis: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
            (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        ]
        // A horizontal line aligns views along the vertical axis, and the other way round.
        let (allowed, refused) = line.axis == .horizontal ? (yAxis, xAxis) : (xAxis, yAxis)
        if refused.contains(where: { options.contains($0.0) }) {
            let axis = line.axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis)",
                position: line.end)
        }
        return allowed.filter { options.contains($0.0) }.map(\.1)
    }
}
