import Foundation
import TabBarKit

/// The look every Postbox page shares: a heading, a line of text under it and buttons,
/// stacked in the middle of the page.
@MainActor
enum PostboxPage {
    static func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 28, weight: .bold)
        return label
    }

    static func body(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.textAlignment = .center
        return label
    }

    static func button(_ title: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
        button.setTitle(title, for: .normal)
        return button
    }

    /// Puts `views` in a column centred on `page`'s view, held to its readable width.
    static func stack(_ views: [UIView], on page: UIViewController) {
        page.view.backgroundColor = .systemBackground
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(column)
        let readable = page.view.readableContentGuide
        NSLayoutConstraint.activate([
            column.centerYAnchor.constraint(equalTo: page.view.safeAreaLayoutGuide.centerYAnchor),
            column.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }
}
