import Foundation
import TabBarKit

/// A profile page: a round picture centred under the safe area, the name and a line under
/// it, three counts side by side, a button at least 160 points wide, and a paragraph held
/// to the readable width (left out in compact height, where it would not fit).
@MainActor
final class ProfileViewController: UIViewController {
    private let about = UILabel()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        about.isHidden = traitCollection.verticalSizeClass == .compact
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let picture = UIView()
        picture.backgroundColor = .systemTeal
        picture.layer.cornerRadius = 48
        let name = UILabel(), handle = UILabel()
        name.text = "Jane Appleseed"
        name.font = .systemFont(ofSize: 24, weight: .bold)
        handle.text = "Brooklyn, New York"
        handle.textColor = .secondaryLabel
        let counts = UIStackView(arrangedSubviews: [count("128", "Posts"), count("4,210", "Followers"), count("312", "Following")])
        counts.distribution = .fillEqually
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.white, for: .normal)
        follow.backgroundColor = .systemBlue
        follow.layer.cornerRadius = 8
        about.text = "Laid out with constraints only: turn the phone and every view finds its place again."
        about.numberOfLines = 0
        about.textAlignment = .center
        about.textColor = .secondaryLabel
        for subview in [picture, name, handle, counts, follow, about] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide, readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
            picture.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picture.widthAnchor.constraint(equalToConstant: 96),
            picture.heightAnchor.constraint(equalTo: picture.widthAnchor),
            name.topAnchor.constraint(equalToSystemSpacingBelow: picture.bottomAnchor, multiplier: 2),
            name.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            handle.firstBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor, constant: 24),
            handle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            counts.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 24),
            counts.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            counts.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            follow.topAnchor.constraint(equalTo: counts.bottomAnchor, constant: 24),
            follow.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            follow.widthAnchor.constraint(greaterThanOrEqualToConstant: 160),
            follow.heightAnchor.constraint(equalToConstant: 44),
            about.topAnchor.constraint(equalTo: follow.bottomAnchor, constant: 24),
            about.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            about.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }

    /// A number over its name.
    private func count(_ value: String, _ name: String) -> UIStackView {
        let number = UILabel(), caption = UILabel()
        number.text = value
        number.font = .systemFont(ofSize: 20, weight: .semibold)
        caption.text = name
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [number, caption])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 2
        return stack
    }
}
