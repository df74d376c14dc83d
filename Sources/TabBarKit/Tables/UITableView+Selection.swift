import Foundation

// Selection: programmatic (no delegate calls, as in UIKit) and by tapping a row, which
// highlights it while the finger is down and selects it when the finger lifts without
// having dragged the table.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRow }

    /// Selects the row (nil deselects) and scrolls it to `scrollPosition`. The delegate
    /// is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            if let selectedRow { deselectRow(at: selectedRow, animated: animated) }
            return
        }
        guard validate(indexPath, in: "selectRow(at:animated:scrollPosition:)") else { return }
        if let selectedRow, selectedRow != indexPath { setCellSelected(false, at: selectedRow, animated: animated) }
        selectedRow = indexPath
        setCellSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none { scroll(toRect: rectForRow(at: indexPath), at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard validate(indexPath, in: "deselectRow(at:animated:)") else { return }
        guard selectedRow == indexPath else { return }
        selectedRow = nil
        setCellSelected(false, at: indexPath, animated: animated)
    }

    private func setCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        guard geometry.contains(indexPath) else { return }
        let flat = geometry.flatIndex(of: indexPath)
        guard visibleRange.contains(flat) else { return }
        visibleCellStorage[flat - visibleRange.lowerBound].setSelected(selected, animated: animated)
    }

    /// A tap on a row, in UIKit's order: willSelect (which may redirect or refuse), then
    /// willDeselect and didDeselect of the row selected before, then didSelect.
    func selectRowFromTap(_ tapped: IndexPath) {
        guard let delegate = tableDelegate else {
            return selectRow(at: tapped, animated: false, scrollPosition: .none)
        }
        guard let target = delegate.tableView(self, willSelectRowAt: tapped) else { return }
        guard validate(target, in: "tableView(_:willSelectRowAt:)'s answer") else { return }
        if let previous = selectedRow, previous != target {
            if let deselected = delegate.tableView(self, willDeselectRowAt: previous),
                validate(deselected, in: "tableView(_:willDeselectRowAt:)'s answer")
            {
                deselectRow(at: deselected, animated: false)
                delegate.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate.tableView(self, didSelectRowAt: target)
    }

    // MARK: Touches (UITableView's overrides call these around the scroll view's own)

    func pressBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first,
            let indexPath = indexPathForRow(at: touch.location(in: self)),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        pressedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    }

    func clearPress() {
        guard let pressed = pressedRow else { return }
        pressedRow = nil
        if geometry.contains(pressed) { cellForVisibleRow(pressed)?.setHighlighted(false, animated: false) }
    }

    private func cellForVisibleRow(_ indexPath: IndexPath) -> UITableViewCell? {
        let flat = geometry.flatIndex(of: indexPath)
        return visibleRange.contains(flat) ? visibleCellStorage[flat - visibleRange.lowerBound] : nil
    }
}
