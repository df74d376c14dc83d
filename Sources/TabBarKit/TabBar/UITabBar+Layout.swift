import Foundation

// Where the bar's views go: the background over the whole bar, the hairline above it, the
// buttons in the item row at the top (docs/reference/TAB_BAR_METRICS.md: "Bar heights", "Item
// positioning", "Hairline").
extension UITabBar {
    /// 49 points on phones, 32 on the compact landscape bar, 50 on iPads ("Bar heights").
    var itemRowHeight: CGFloat { TabBarMetrics.rowHeight(for: traitCollection) }

    func layOutBar() {
        let style = currentStyle, rightToLeft = isRightToLeft
        if styledLayout.map({ $0.style != style || $0.rightToLeft != rightToLeft }) ?? true { restyleButtons(relayout: false) }
        let width = bounds.width, row = itemRowHeight
        barBackground.frame = bounds
        backgroundEffectView.frame = barBackground.bounds
        backgroundView.frame = barBackground.bounds
        // One device pixel (or the shadow image's height) just above the top edge ("Hairline").
        let thickness = shadowView.image.map { $0.size.height } ?? 1 / max(1, traitCollection.displayScale)
        shadowView.frame = CGRect(x: 0, y: -thickness, width: width, height: thickness)
        for (button, frame) in zip(buttons, buttonFrames(style: style, width: width, row: row)) {
            button.frame = rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        layOutSelectionIndicator(row: row)
        notifyDecorations(.layout)
    }

    /// Frames left to right in item order; right to left mirrors them.
    func buttonFrames(style: UITabBarItemAppearance.Style, width: CGFloat, row: CGFloat) -> [CGRect] {
        let count = buttons.count
        guard count > 0, width > 0 else { return buttons.map { _ in CGRect(x: 0, y: 0, width: 0, height: row) } }
        if style != .stacked {
            // Side by side: each button as wide as its content, the rest in n + 1 equal gaps.
            let widths = buttons.map(\.inlineContentWidth)
            let total = widths.reduce(0, +)
            if total <= width {
                let gap = (width - total) / CGFloat(count + 1)
                var x = gap
                return widths.map { w in
                    defer { x += w + gap }
                    return CGRect(x: x, y: 0, width: w, height: row)
                }
            }
            return fillFrames(count: count, width: width, row: row)
        }
        let appearance = resolvedAppearance.appearance
        let itemWidth = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : TabBarMetrics.centeredItemWidth
        let spacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : TabBarMetrics.centeredItemSpacing
        let group = CGFloat(count) * itemWidth + CGFloat(count - 1) * spacing
        let centered: Bool
        switch appearance.stackedItemPositioning {
        case .fill: centered = false
        // A group wider than the bar falls back to fill rather than running off the edges.
        case .centered: centered = group <= width
        case .automatic: centered = traitCollection.horizontalSizeClass == .regular && group <= width
        }
        guard centered else { return fillFrames(count: count, width: width, row: row) }
        let start = (width - group) / 2
        return (0..<count).map { CGRect(x: start + CGFloat($0) * (itemWidth + spacing), y: 0, width: itemWidth, height: row) }
    }

    private func fillFrames(count: Int, width: CGFloat, row: CGFloat) -> [CGRect] {
        let each = width / CGFloat(count)
        return (0..<count).map { CGRect(x: CGFloat($0) * each, y: 0, width: each, height: row) }
    }

    /// Behind the selected button, at least 48 points wide, 2 points in from the row's top
    /// and bottom ("Selection indicator").
    private func layOutSelectionIndicator(row: CGFloat) {
        guard selectionIndicatorView.image != nil, let selected = selectedItem,
            let button = buttons.first(where: { $0.item === selected })
        else {
            selectionIndicatorView.isHidden = true
            return
        }
        let width = max(TabBarMetrics.selectionIndicatorMinWidth, button.frame.width)
        let inset = TabBarMetrics.selectionIndicatorInset
        selectionIndicatorView.frame = CGRect(x: button.frame.midX - width / 2, y: inset, width: width, height: max(0, row - 2 * inset))
        selectionIndicatorView.isHidden = false
    }
}
