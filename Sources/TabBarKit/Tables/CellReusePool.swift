import Foundation

/// The cells that scrolled out of sight, kept by reuse identifier for the rows that
/// scroll in, and the classes registered to make new ones.
@MainActor
struct CellReusePool {
    private var registered: [String: UITableViewCell.Type] = [:]
    private var idle: [String: [UITableViewCell]] = [:]

    mutating func register(_ cellClass: UITableViewCell.Type?, for identifier: String) {
        registered[identifier] = cellClass
    }

    /// A recycled cell (prepared for reuse), else a new one of the registered class.
    mutating func dequeue(_ identifier: String) -> UITableViewCell? {
        if let cell = idle[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Keeps a cell that left the screen; cells without an identifier cannot be reused.
    mutating func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        idle[identifier, default: []].append(cell)
    }
}
