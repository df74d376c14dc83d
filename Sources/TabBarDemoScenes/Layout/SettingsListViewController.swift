import Foundation
import TabBarKit

/// A grouped list of settings and their values made of stack views, below a large title
/// in the safe area and within the margins.
@MainActor
final class SettingsListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Settings"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        let group = UIStackView(arrangedSubviews: [
            row("Airplane Mode", .systemOrange, value: nil),
            row("Wi-Fi", .systemBlue, value: "Home"),
            row("Bluetooth", .systemBlue, value: "On"),
            row("Battery", .systemGreen, value: "84 %"),
        ])
        group.axis = .vertical
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.isLayoutMarginsRelativeArrangement = true
        group.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        for subview in [title, group] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            group.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            group.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            group.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    /// An icon, a title and a value (a green On where none is given), 44 points high.
    private func row(_ text: String, _ color: UIColor, value: String?) -> UIStackView {
        let icon = UIView()
        icon.backgroundColor = color
        icon.layer.cornerRadius = 7
        icon.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = text
        let trailing = UILabel()
        trailing.text = value ?? "On"
        trailing.textColor = value == nil ? .systemGreen : .secondaryLabel
        let row = UIStackView(arrangedSubviews: [icon, label, trailing])
        row.spacing = 12
        row.alignment = .center
        label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 29),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        return row
    }
}
