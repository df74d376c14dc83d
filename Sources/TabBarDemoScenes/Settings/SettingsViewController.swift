import Foundation
import TabBarKit

/// The settings page: an inset grouped list whose rows hold the controls, each changing the
/// model when the user moves it.
@MainActor
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var model = SettingsModel()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    private enum Row {
        case toggle(String, WritableKeyPath<SettingsModel, Bool>)
        case name, appearance, brightness, textSize, download, tips
    }

    private let sections: [(title: String?, rows: [Row])] = [
        ("General", [.name]),
        ("Connections", [.toggle("Airplane Mode", \.airplaneMode), .toggle("Wi-Fi", \.wifi), .toggle("Bluetooth", \.bluetooth)]),
        ("Display", [.appearance, .brightness, .textSize]),
        ("Software Update", [.download]),
        ("Tips", [.tips]),
    ]

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    /// The page is built in code; none comes from an archive.
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view = tableView
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        switch sections[indexPath.section].rows[indexPath.row] {
        case .download, .tips: 76
        default: 44
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        for view in cell.contentView.subviews where view !== cell.textLabel && view !== cell.detailTextLabel {
            view.removeFromSuperview()
        }
        cell.accessoryView = nil
        cell.selectionStyle = .none
        cell.textLabel?.text = nil
        switch sections[indexPath.section].rows[indexPath.row] {
        case .toggle(let title, let key):
            SettingsRows.toggle(title, isOn: model[keyPath: key], in: cell) { [weak self] in self?.model[keyPath: key] = $0 }
        case .name: SettingsRows.name(model.name, in: cell) { [weak self] in self?.model.name = $0 }
        case .appearance: SettingsRows.appearance(model.appearance, in: cell) { [weak self] in self?.model.appearance = $0 }
        case .brightness: SettingsRows.brightness(model.brightness, in: cell) { [weak self] in self?.model.brightness = $0 }
        case .textSize: SettingsRows.textSize(model.textSize, in: cell) { [weak self] in self?.model.textSize = $0 }
        case .download: SettingsRows.download(model.downloadProgress, in: cell)
        case .tips: SettingsRows.tips(model.tip, in: cell) { [weak self] in self?.model.tip = $0 }
        }
        return cell
    }
}
