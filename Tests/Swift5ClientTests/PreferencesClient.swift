import Foundation
import TabBarKit

// A preferences page as apps write it in Swift 5: controls made with frames of zero and
// laid out with anchors, each reporting through an action for .valueChanged, a spinner
// started in viewDidLoad, and a segmented control built from actions.

final class PreferencesViewController: UIViewController {
    let notificationsSwitch = UISwitch(frame: .zero)
    let volumeSlider = UISlider()
    let repeatStepper = UIStepper()
    let spinner = UIActivityIndicatorView(style: .large)
    let upload = UIProgressView(progressViewStyle: .default)
    let onboarding = UIPageControl()
    private(set) var layout = "List"
    private(set) var changes: [String] = []

    lazy var layoutPicker = UISegmentedControl(
        frame: .zero,
        actions: ["List", "Grid"].map { name in
            UIAction(title: name) { [weak self] _ in self?.layout = name }
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notificationsSwitch.onTintColor = .systemPink
        notificationsSwitch.addAction(
            UIAction { [unowned self] _ in
                changes.append("notifications \(notificationsSwitch.isOn)")
            }, for: .valueChanged)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 11
        volumeSlider.value = 5
        volumeSlider.addAction(
            UIAction { [unowned self] _ in
                changes.append("volume \(Int(volumeSlider.value))")
            }, for: .valueChanged)
        repeatStepper.maximumValue = 3
        repeatStepper.addAction(
            UIAction { [unowned self] _ in
                changes.append("repeat \(Int(repeatStepper.value))")
            }, for: .valueChanged)
        layoutPicker.selectedSegmentIndex = 0
        onboarding.numberOfPages = 4
        upload.setProgress(0.3, animated: false)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()

        let stack = UIStackView(arrangedSubviews: [
            notificationsSwitch, volumeSlider, repeatStepper, layoutPicker, upload, spinner, onboarding,
        ])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            volumeSlider.widthAnchor.constraint(equalTo: stack.widthAnchor),
            upload.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }
}
