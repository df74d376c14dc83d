import Foundation
import TabBarKit

/// A page that only says its title, large and centred: the tabs of the scenes that show a
/// bar rather than content.
@MainActor
enum TitlePage {
    static func make(_ title: String, color: UIColor = .label, background: UIColor = .systemGroupedBackground) -> UIViewController {
        let page = UIViewController()
        page.title = title
        page.view.backgroundColor = background
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        return page
    }
}
