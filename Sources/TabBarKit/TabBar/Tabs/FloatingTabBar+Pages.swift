import Foundation

// Tabs that do not fit: the floating bar splits its items (all but the pinned ones, which
// keep their place at the trailing end) into pages no wider than its item area, and shows
// one page at a time with a chevron at either end of the capsule that turns to the page
// before or after ("Floating bar: sidebar button and overflow"). The page holding the
// selected tab shows when the selection changes; keyboard focus turns to the focused tab's.
extension FloatingTabBar {
    /// The widest the item area may be: 600 pt, or 65 % of the width inside the bar's
    /// margins if less, less the pinned items and the sidebar button.
    func maximumPageWidth(pinnedWidth: CGFloat, buttonWidth: CGFloat) -> CGFloat {
        let inside = max(0, bounds.width - 2 * Self.horizontalContentMargin)
        return min(Self.maximumItemAreaWidth, 0.65 * inside) - pinnedWidth - buttonWidth
    }

    /// The items split into pages, each as many as fit `width` (at least one).
    static func pages(of widths: [CGFloat], fitting width: CGFloat) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = 0, used: CGFloat = 0
        for (index, itemWidth) in widths.enumerated() {
            if index > start, used + itemWidth > width {
                pages.append(start..<index)
                start = index
                used = 0
            }
            used += itemWidth
        }
        if start < widths.count || pages.isEmpty { pages.append(start..<widths.count) }
        return pages
    }

    /// Shows the page that holds `item`.
    func turnToPage(of item: Item) {
        guard let index = pagedItems.firstIndex(where: { $0 === item }),
            let page = pageRanges.firstIndex(where: { $0.contains(index) }), page != currentPage
        else { return }
        currentPage = page
        setNeedsLayout()
    }

    /// A chevron tapped: the page before (`step` -1) or after (+1).
    func turnPage(by step: Int) {
        let page = min(max(currentPage + step, 0), pageRanges.count - 1)
        revealsSelection = false
        guard page != currentPage else { return }
        currentPage = page
        setNeedsLayout()
        layoutIfNeeded()
    }

}
