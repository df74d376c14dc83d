import Foundation
import TabBarKit

/// A screen of 1,000 views in nested stack views, as list-like screens are built: a
/// vertical stack of 125 rows, each a horizontal stack of an image view, a vertical stack of
/// two labels, a label and a spacer view (about 4,600 constraints in all).
@MainActor
final class NestedStacks {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let outer = UIStackView()
    private let container: UIView

    init(rows: Int) {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        container = root.view
        outer.axis = .vertical
        outer.spacing = 4
        outer.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<rows {
            let icon = UIImageView(image: UIImage(systemName: "star"))
            let title = UILabel(), subtitle = UILabel(), value = UILabel()
            title.text = "Row \(index)"
            subtitle.text = "Detail"
            value.text = "\(index)"
            let texts = UIStackView(arrangedSubviews: [title, subtitle])
            texts.axis = .vertical
            let row = UIStackView(arrangedSubviews: [icon, texts, value, UIView()])
            row.alignment = .center
            row.spacing = 8
            outer.addArrangedSubview(row)
        }
    }

    func activateAndLayOut() {
        container.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: container.topAnchor),
            outer.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            outer.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        ])
        window.layoutIfNeeded()
    }
}
