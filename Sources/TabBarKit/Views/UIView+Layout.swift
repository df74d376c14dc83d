import Foundation

extension UIView {
    public func setNeedsLayout() {
        needsLayout = true
        // Every marked view's ancestors are marked, so the walk stops at the first one. It
        // reads through guaranteed references, taking no count per step.
        var current = superviewReference
        while let step = current {
            current = step.read { view in
                guard !view.subtreeNeedsLayout else { return nil }
                view.subtreeNeedsLayout = true
                return view.superviewReference
            }
        }
    }

    /// Lays out now whatever is pending, starting from the highest ancestor that needs it
    /// so that a parent's layoutSubviews runs before its children's.
    public func layoutIfNeeded() {
        // With constraints in the tree: their updates and a solve come first, and a solve
        // that moves views already laid out in this pass asks for another (a few at most).
        let engine = prepareConstraintBasedLayout()
        for _ in 0..<4 {
            var top: UIView = self
            var current = superview
            while let view = current {
                if view.needsLayout { top = view }
                current = view.superview
            }
            top.layoutSubtreeIfNeeded()
            guard let engine, engine.needsAnotherPass else { return }
            engine.prepareForLayout()
        }
    }

    func layoutSubtreeIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            layoutSublayers(of: layer)
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Takes the size `sizeThatFits(_:)` answers, keeping the frame's top-left corner where
    /// it was, as UIKit does (changing only the bounds would grow the view about its centre).
    public func sizeToFit() {
        let origin = frame.origin
        bounds.size = sizeThatFits(bounds.size)
        if transform.isIdentity { frame.origin = origin }
    }

    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        intrinsicContentSizeDidChange()
    }

    /// UIKit's autoresizing: on each axis the flexible parts (margins, size) share the
    /// change in the superview's size in proportion to their current lengths.
    func resize(withOldSuperviewSize old: CGSize, newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        let h = Self.distribute(
            delta: newSize.width - old.width,
            lengths: [f.minX, f.width, old.width - f.maxX],
            flexible: [
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin),
            ]
        )
        let v = Self.distribute(
            delta: newSize.height - old.height,
            lengths: [f.minY, f.height, old.height - f.maxY],
            flexible: [
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin),
            ]
        )
        f.origin.x += h[0]
        f.size.width = max(0, f.width + h[1])
        f.origin.y += v[0]
        f.size.height = max(0, f.height + v[1])
        frame = f
    }

    private static func distribute(delta: CGFloat, lengths: [CGFloat], flexible: [Bool]) -> [CGFloat] {
        let count = flexible.filter { $0 }.count
        guard count > 0, delta != 0 else { return [0, 0, 0] }
        let total = zip(lengths, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        return zip(lengths, flexible).map { length, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, length) / total : delta / CGFloat(count)
        }
    }
}
