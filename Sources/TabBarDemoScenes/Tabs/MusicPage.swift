import Foundation
import TabBarKit

/// One tab's page: its title, and a button that shows the app on the other device (an
/// iPhone 6, or the iPad) so that the bar, the floating bar and the sidebar can be compared.
@MainActor
final class MusicPage: UIViewController {
    private let switchButton = UIButton(type: .system)

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 28, weight: .bold)
        switchButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        switchButton.addAction(UIAction { [unowned self] _ in switchDevice() }, for: .primaryActionTriggered)
        let stack = UIStackView(arrangedSubviews: [label, switchButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
        updateButton()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateButton()
    }

    private var onPad: Bool { traitCollection.userInterfaceIdiom == .pad }

    private func updateButton() {
        switchButton.setTitle(onPad ? "Show on iPhone" : "Show on iPad", for: .normal)
    }

    private func switchDevice() {
        // Only the program showing the demo can move the window to another device.
        guard let window = view.window, let host = (UIApplication.shared.delegate as? DemoAppDelegate)?.host else { return }
        host.show(window, on: onPad ? .phone : .pad)
    }
}
