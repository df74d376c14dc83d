import Foundation

// A row slides aside on the swipe actions its table's delegate gives: the leading ones
// for a swipe toward the trailing side, the trailing ones the other way. A row that
// scrolls away, or a drag of the table, closes it.
extension UITableView {
    func setUpSwipeActions() {
        swipeActions = SwipeActionsController(
            host: self,
            rowAt: { [unowned self] point in
                guard !isEditing else { return nil }
                return visibleCellStorage.first { $0.frame.contains(point) }
            },
            configuration: { [unowned self] view, leading in
                guard let cell = view as? UITableViewCell, let indexPath = indexPath(for: cell), let delegate = tableDelegate
                else { return nil }
                return leading
                    ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                    : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            })
    }
}
