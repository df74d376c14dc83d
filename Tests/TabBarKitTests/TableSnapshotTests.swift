import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// A Settings-like list: coloured icons, titles, some details, disclosure chevrons.
@MainActor
private final class SettingsSource: NSObject, UITableViewDataSource {
    final class SettingsCell: UITableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    let rows: [(title: String, detail: String?, color: UIColor)] = [
        ("Airplane Mode", nil, .systemOrange), ("Wi-Fi", "Home", .systemBlue), ("Bluetooth", "On", .systemBlue),
        ("Mobile Data", nil, .systemGreen), ("Notifications", nil, .systemRed), ("Sounds", nil, .systemPink),
        ("Focus", nil, .systemIndigo), ("Screen Time", nil, .systemIndigo), ("General", nil, .systemGray),
        ("Control Centre", nil, .systemGray), ("Display", "Automatic", .systemBlue), ("Accessibility", nil, .systemBlue),
        ("Wallpaper", nil, .systemCyan), ("Siri", nil, .black), ("Battery", "84 %", .systemGreen),
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Settings" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = Self.icon(row.color, index: indexPath.row)
        cell.accessoryType = indexPath.row == 3 ? .checkmark : .disclosureIndicator
        return cell
    }

    /// A 29 pt rounded square in the colour with a white shape, as Settings' icons.
    static func icon(_ color: UIColor, index: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { context in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 6.5).fill()
            UIColor.white.setFill()
            switch index % 3 {
            case 0: UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 13, height: 13)).fill()
            case 1: UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 13, height: 13), cornerRadius: 2).fill()
            default:
                let triangle = UIBezierPath()
                triangle.move(to: CGPoint(x: 14.5, y: 7))
                triangle.addLine(to: CGPoint(x: 22, y: 21))
                triangle.addLine(to: CGPoint(x: 7, y: 21))
                triangle.close()
                triangle.fill()
            }
        }
    }
}

@Suite(.freshApplication)
@MainActor
struct TableSnapshotTests {
    private func makeSettingsTable(_ source: SettingsSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 420), style: .plain)
        table.register(SettingsSource.SettingsCell.self, forCellReuseIdentifier: "Setting")
        table.dataSource = source
        return table
    }

    @Test func plainTableWithIconsDetailsAndDisclosureIndicators() {
        let source = SettingsSource()
        let table = makeSettingsTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        assertSnapshot(of: table, named: "table-plain-disclosure")
    }

    @Test func plainTableScrolledPartway() {
        let source = SettingsSource()
        let table = makeSettingsTable(source)
        table.layoutIfNeeded()
        table.contentOffset.y = 265 // below the 28 pt header, row 5 (248–292) is cut by the top edge
        assertSnapshot(of: table, named: "table-plain-scrolled")
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
    }
}
