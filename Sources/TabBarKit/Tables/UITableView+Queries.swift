import Foundation

// Finding rows, cells and their rectangles.
extension UITableView {
    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellStorage
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleRange.map { geometry.indexPath(ofFlat: $0) }
    }

    /// The row's cell if it is on screen; nil otherwise (and, logged, for a bad path).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard validate(indexPath, in: "cellForRow(at:)") else { return nil }
        layoutIfNeeded()
        let flat = geometry.flatIndex(of: indexPath)
        return visibleRange.contains(flat) ? visibleCellStorage[flat - visibleRange.lowerBound] : nil
    }

    /// The row under `point` (in the table's coordinates, that is, the content's).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadRowDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width, let flat = geometry.flatRow(at: point.y) else { return nil }
        return geometry.indexPath(ofFlat: flat)
    }

    /// The row a visible cell shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let offset = visibleCellStorage.firstIndex(where: { $0 === cell }) else { return nil }
        return geometry.indexPath(ofFlat: visibleRange.lowerBound + offset)
    }

    /// The row's rectangle in the table's coordinates; `.zero`, logged, for a bad path.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard validate(indexPath, in: "rectForRow(at:)") else { return .zero }
        return geometry.rowFrame(ofFlat: geometry.flatIndex(of: indexPath), width: bounds.width)
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: just into view), within the content.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard validate(indexPath, in: "scrollToRow(at:at:animated:)") else { return }
        scroll(toRect: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
    }

    func scroll(toRect rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var y: CGFloat
        switch position {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - insets.top
        case .middle: y = rect.midY - insets.top - visibleHeight / 2
        case .bottom: y = rect.maxY - insets.top - visibleHeight
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
