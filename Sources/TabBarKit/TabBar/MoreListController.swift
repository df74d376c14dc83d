import Foundation

/// The More list: one row per tab that does not fit on the bar, with its icon in the
/// unselected tint, its title, its badge as text and a disclosure chevron
/// (docs/reference/CALL_ORDERS.md, "More list").
/// A tap pushes the tab. It follows changes to the tabs' items at once.
@MainActor
final class MoreListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let reuseIdentifier = "MoreCell"
    weak var owner: UITabBarController?
    private var table: UITableView?
    /// The tabs the rows show, as last shown.
    private(set) var rows: [UIViewController] = []
    /// The widest icon among the rows: every row's text starts after it ("More list").
    private var iconColumnWidth: CGFloat = 0

    init(owner: UITabBarController?) {
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.dataSource = self
        table.delegate = self
        table.register(MoreListCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        self.table = table
        view = table
    }

    /// Edit, shown when the owner has customizable tabs; it opens the Configure sheet.
    private lazy var editItem = UIBarButtonItem(
        systemItem: .edit,
        primaryAction: UIAction { [weak self] _ in
            self?.owner?.beginCustomizing()
        })

    var showsEditButton: Bool {
        get { navigationItem.rightBarButtonItem != nil }
        set {
            // Only a real change touches the item: the navigation bar rebuilds on each set.
            guard newValue != showsEditButton else { return }
            navigationItem.rightBarButtonItem = newValue ? editItem : nil
        }
    }

    /// Shows `tabs`, watching their items so a new title, image or badge shows at once.
    func show(_ tabs: [UIViewController]) {
        let kept = Set(tabs.map(ObjectIdentifier.init))
        for old in rows where !kept.contains(ObjectIdentifier(old)) { old.tabBarItem.stopObserving(by: self) }
        rows = tabs
        for tab in tabs { tab.tabBarItem.observe(by: self) { [weak self] in self?.reload() } }
        reload()
    }

    private func reload() {
        iconColumnWidth = rows.compactMap { $0.tabBarItem.image?.size.width }.max() ?? 0
        table?.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        guard rows.indices.contains(indexPath.row) else { return cell }
        let item = rows[indexPath.row].tabBarItem!
        cell.textLabel?.text = item.title ?? rows[indexPath.row].title
        cell.imageView?.image = item.image?.withRenderingMode(.alwaysTemplate)
        cell.imageView?.tintColor = UITabBar.unselectedGray.withAlphaComponent(0.8)
        cell.accessoryType = .disclosureIndicator
        cell.detailTextLabel?.text = item.badgeValue
        cell.imageColumnWidth = iconColumnWidth > 0 ? iconColumnWidth : nil
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard rows.indices.contains(indexPath.row) else { return }
        owner?.showInMore(rows[indexPath.row], animated: true)
    }
}

/// A More row: title on the left, the badge as grey text on the right (UIKit's value1 style).
@MainActor
final class MoreListCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
