import Foundation
import TabBarKit

/// A tab's list: a tap on a row pushes that row's detail page.
@MainActor
public final class MoreListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let rows: [String]
    public let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)

    public init(title: String, rows: [String]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        rows = []
        super.init(coder: coder)
    }

    override public func loadView() {
        view = tableView
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: animated) }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(MoreDetailViewController(name: rows[indexPath.row]), animated: true)
    }
}
