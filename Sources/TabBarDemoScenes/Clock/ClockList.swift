import Foundation
import TabBarKit

/// What the Clock app's two list pages (World Clock, Alarm) share: Edit and + in the
/// navigation bar, and a table of tall, unselectable subtitle rows.
@MainActor
enum ClockList {
    static let reuseIdentifier = "ClockRow"

    static func configure(_ controller: UIViewController, title: String, icon: UIImage) {
        controller.title = title
        controller.tabBarItem.image = icon
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
    }

    static func prepare(_ table: UITableView, source: UITableViewDataSource) {
        table.dataSource = source
        table.register(Row.self, forCellReuseIdentifier: reuseIdentifier)
        table.rowHeight = 90
        table.allowsSelection = false
    }

    /// The big text above a small line, as the Clock app lists cities and alarms.
    final class Row: UITableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }
}
