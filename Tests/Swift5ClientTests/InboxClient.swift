import Foundation
import TabBarKit

// A mail inbox as apps write it in Swift 5: a table view controller whose rows swipe to
// delete (deleting the row from the table) or to flag, a sort menu on its bar button, and a
// context menu on its header through an NSObject delegate.

final class InboxViewController: UITableViewController {
    private(set) var messages = ["Lunch on Friday?", "Your order has shipped", "Team meeting notes"]
    private(set) var flagged: Set<String> = []
    private(set) var sortOrder = "Date"
    private(set) var markedAllRead = false
    private let headerMenu = HeaderMenuDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        let sortActions = ["Date", "Sender"].map { name in
            UIAction(title: name, state: name == sortOrder ? .on : .off) { [weak self] action in
                self?.sortOrder = action.title
            }
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil,
            menu: UIMenu(title: "Sort By", options: .singleSelection, children: sortActions))
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        header.text = "Today"
        header.isUserInteractionEnabled = true
        headerMenu.onMarkAllRead = { [weak self] in self?.markedAllRead = true }
        header.addInteraction(UIContextMenuInteraction(delegate: headerMenu))
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let message = messages[indexPath.row]
        let flag = UIContextualAction(style: .normal, title: flagged.contains(message) ? "Unflag" : "Flag") {
            [weak self] _, _, completionHandler in
            guard let self = self else { return completionHandler(false) }
            if self.flagged.contains(message) { self.flagged.remove(message) } else { self.flagged.insert(message) }
            completionHandler(true)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

final class HeaderMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var onMarkAllRead: (() -> Void)?

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Mark All as Read", image: UIImage(systemName: "envelope.open")) { _ in
                    self?.onMarkAllRead?()
                }
            ])
        }
    }
}
