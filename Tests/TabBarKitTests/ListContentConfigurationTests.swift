import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// A settings list written the modern way: each cell gets a list content configuration.
@MainActor
private final class ModernSettingsViewController: UITableViewController {
    let rows: [(title: String, detail: String?, symbol: String, tint: UIColor?)] = [
        ("General", nil, "gear", .systemGray), ("Notifications", nil, "bell.fill", .systemRed),
        ("Wallpaper", "Photos", "photo", nil), ("Favourites", "12", "star.fill", .systemOrange),
        ("Mail", nil, "envelope", nil), ("Account", nil, "person.crop.circle", .systemIndigo),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Preferences" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        let row = rows[indexPath.row]
        var content = row.detail == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.detail
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.tint
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@Suite(.freshApplication)
@MainActor
struct ListContentConfigurationTests {
    @Test func aSettingsListBuiltFromContentConfigurations() {
        let settings = ModernSettingsViewController(style: .grouped)
        let table = settings.tableView!
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 330)
        table.layoutIfNeeded()
        assertSnapshot(of: table, named: "table-content-configurations")
    }

    @Test func theConfiguredViewReplacesTheBuiltInLabelsAndLinesUpAsTheCellStyles() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = "Old"
        var content = cell.defaultContentConfiguration()
        #expect(content.prefersSideBySideTextAndSecondaryText, "a .value1 cell's default is valueCell()")
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = UIImage(systemName: "gear")
        cell.contentConfiguration = content
        cell.layoutIfNeeded()

        #expect(cell.textLabel?.isHidden == true)
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.frame == cell.contentView.bounds)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.frame.minX == 16, "the image sits at the cell's 16 pt margin")
        #expect(labels.map(\.text) == ["Wi-Fi", "Home"])
        #expect(labels[0].frame.minX == image.frame.maxX + CellMetrics.imageToText)
        #expect(abs(labels[1].frame.maxX - (375 - 16)) < 0.01, "the value hugs the trailing margin")
        #expect(cell.separatorInset.left == labels[0].frame.minX, "the separator starts at the text")

        // The same kind of configuration updates the view in place.
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.count == 1)
        #expect(view.subviews.compactMap { $0 as? UILabel }.first?.text == "Bluetooth")

        cell.contentConfiguration = nil
        #expect(cell.textLabel?.isHidden == false && view.superview == nil)
    }

    @Test func textAndImagePropertiesApply() throws {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Network"
        content.image = UIImage(systemName: "gear")?.withRenderingMode(.alwaysTemplate)
        content.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        content.imageProperties.cornerRadius = 3
        content.imageProperties.tintColor = .systemGreen
        content.textProperties.numberOfLines = 1
        content.directionalLayoutMargins.leading = 20
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        view.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(label.text == "NETWORK", "a grouped header is in capitals")
        #expect(label.font == .systemFont(ofSize: 13) && label.textColor == .secondaryLabel && label.numberOfLines == 1)
        #expect(image.frame.size.width <= 10 && image.frame.size.height <= 10 && image.frame.minX == 20)
        #expect(image.layer.cornerRadius == 3 && image.tintColor == .systemGreen)
        #expect(view.supports(UIListContentConfiguration.cell()))
        #expect((view.configuration as? UIListContentConfiguration) == content)
    }
}
