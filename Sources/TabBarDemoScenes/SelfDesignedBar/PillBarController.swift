import Foundation
import TabBarKit
import TabBarKitExtras

/// A dark bar of three pill buttons under a content container, all laid out with
/// constraints: the bar's height constraint is what hides it, and the buttons' inset from
/// the bar's top is what must give way while it is 0 tall (their inset from its bottom
/// holds, so they stay put as the bar's top edge slides down over them).
final class PillBarController: SelfDesignedTabBarController {
    static let barHeight: CGFloat = 64

    private let content = UIView()
    private let bar = UIView()
    private var buttons: [UIButton] = []
    private var barHeight: NSLayoutConstraint!
    private var topInset: NSLayoutConstraint!

    override var contentContainer: UIView { content }
    override var tabBarSizeConstraints: [NSLayoutConstraint] { [barHeight] }
    override var constraintsRelaxedWhileTabBarHidden: [NSLayoutConstraint] { [topInset] }
    override var shownTabBarSize: CGFloat { Self.barHeight }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        bar.backgroundColor = UIColor(white: 0.11, alpha: 1)
        bar.clipsToBounds = true
        for view in [content, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let row = UIStackView()
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(row)
        buttons = viewControllers.enumerated().map { index, tab in
            let button = UIButton(type: .custom, primaryAction: UIAction { [weak self] _ in self?.select(index) })
            button.setTitle(tab.title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            button.layer.cornerRadius = 18
            row.addArrangedSubview(button)
            return button
        }
        barHeight = bar.heightAnchor.constraint(equalToConstant: Self.barHeight)
        topInset = row.topAnchor.constraint(equalTo: bar.topAnchor, constant: 14)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.topAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            barHeight,
            row.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            bar.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: 14),
            topInset,
        ])
        // The base puts the selected tab in the content container.
        super.viewDidLoad()
        selectionDidChange(to: selectedIndex)
    }

    /// The selected pill is filled with the tint; the others are grey text on the bar.
    override func selectionDidChange(to index: Int) {
        for (i, button) in buttons.enumerated() {
            let selected = i == index
            button.backgroundColor = selected ? .systemBlue : .clear
            button.setTitleColor(selected ? .white : UIColor(white: 0.6, alpha: 1), for: .normal)
        }
    }
}
