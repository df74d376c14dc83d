import Foundation

// Segment widths, their order, the dividers between them and the selection under the
// chosen one (docs/reference/CONTROLS.md, "Segmented control").
extension UISegmentedControl {
    /// Segments side by side across the bounds: fixed widths first, the rest shared equally
    /// or, when apportioned by content, in proportion to each segment's content. Right to
    /// left, segment 0 is on the right.
    func segmentFrames(in bounds: CGRect) -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let widths = segmentWidths(total: bounds.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rightToLeft ? bounds.maxX : bounds.minX
        return widths.map { width in
            if rightToLeft { x -= width }
            defer { if !rightToLeft { x += width } }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    private func segmentWidths(total: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
        let automatic = segments.filter { $0.fixedWidth == 0 }
        let remaining = max(0, total - fixed)
        guard !automatic.isEmpty else { return segments.map(\.fixedWidth) }
        if apportionsSegmentWidthsByContent {
            let wanted = automatic.map { $0.contentWidth + 2 * Self.contentPadding }
            let sum = wanted.reduce(0, +)
            var shares = wanted.makeIterator()
            return segments.map { $0.fixedWidth > 0 ? $0.fixedWidth : remaining * (shares.next()! / max(sum, 1)) }
        }
        let share = remaining / CGFloat(automatic.count)
        return segments.map { $0.fixedWidth > 0 ? $0.fixedWidth : share }
    }

    /// As wide as the segments need: equal shares of the widest content (or each its own
    /// content, when apportioned), each padded, and UIKit's height.
    var segmentsContentSize: CGSize {
        let automatic = segments.filter { $0.fixedWidth == 0 }
        let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
        let padding = 2 * Self.contentPadding
        let width =
            apportionsSegmentWidthsByContent
            ? fixed + automatic.reduce(0) { $0 + $1.contentWidth + padding }
            : fixed + CGFloat(automatic.count) * ((automatic.map(\.contentWidth).max() ?? 0) + padding)
        return CGSize(width: width.rounded(.up), height: Self.defaultHeight)
    }

    func layOutSegments() {
        for (view, frame) in zip(segments, segmentFrames(in: bounds)) { view.frame = frame }
        placeDividers()
        placeSelection()
    }

    /// The segment showing as chosen: the selected one, except in a momentary control once
    /// the touch has ended.
    var shownSelectedIndex: Int? {
        if isMomentary { return trackedSegment }
        return segments.indices.contains(storedSelectedIndex) ? storedSelectedIndex : nil
    }

    func placeSelection() {
        guard let index = shownSelectedIndex, segments.indices.contains(index) else {
            selection.isHidden = true
            return
        }
        selection.isHidden = false
        selection.frame = segments[index].frame.insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
        selection.layer.cornerRadius = Self.cornerRadius - Self.selectionInset
    }

    /// A hairline between neighbours, hidden beside the chosen segment.
    private func placeDividers() {
        let needed = max(0, segments.count - 1)
        while dividers.count < needed {
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            divider.backgroundColor = .separator
            insertSubview(divider, belowSubview: selection)
            dividers.append(divider)
        }
        while dividers.count > needed { dividers.removeLast().removeFromSuperview() }
        let shown = shownSelectedIndex
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, divider) in dividers.enumerated() {
            let left = segments[index].frame
            let edge = rightToLeft ? left.minX : left.maxX
            divider.frame = CGRect(x: edge - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
            divider.alpha = shown == index || shown == index + 1 ? 0 : 1
        }
    }

    /// Shows the selection where it now is: sliding there when animated.
    func showSelection(animated: Bool) {
        styleSegments()
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
            self.layoutIfNeeded()
        }
    }

    func segmentsDidChange(animated: Bool, appearing: SegmentView?) {
        invalidateIntrinsicContentSize()
        styleSegments()
        setNeedsLayout()
        guard animated, window != nil else { return }
        if let appearing {
            appearing.alpha = 0
            layoutIfNeeded()
        }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState]) {
            appearing?.alpha = 1
            self.layoutIfNeeded()
        }
    }

    /// Each segment's title font and colour and image tint for its state: 13 pt, semibold
    /// when chosen, in the label colour; grey when disabled; faded while pressed.
    func styleSegments() {
        selection.backgroundColor = selectedSegmentTintColor ?? .white
        let shown = shownSelectedIndex
        for (index, view) in segments.enumerated() {
            var state = State.normal
            if index == shown { state.insert(.selected) }
            if !isEnabled || !view.isEnabled { state.insert(.disabled) }
            if index == trackedSegment, index != shown { state.insert(.highlighted) }
            let attributes = effectiveTitleAttributes(for: state)
            let weight: UIFont.Weight = state.contains(.selected) ? .semibold : .regular
            view.label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: Self.fontSize, weight: weight)
            let color = attributes[.foregroundColor] as? UIColor ?? (state.contains(.disabled) ? .tertiaryLabel : .label)
            view.label.textColor = color
            view.imageView.tintColor = color
            view.alpha = state.contains(.highlighted) ? 0.5 : 1
            var traits: UIAccessibilityTraits = .button
            if state.contains(.selected) { traits.insert(.selected) }
            if state.contains(.disabled) { traits.insert(.notEnabled) }
            view.accessibilityTraits = traits
            view.setNeedsLayout()
        }
    }
}
