import Foundation
import TabBarKit

/// The rows of the settings page, each a cell holding one kind of control.
@MainActor
enum SettingsRows {
    static func toggle(_ title: String, isOn: Bool, in cell: UITableViewCell, changed: @escaping (Bool) -> Void) {
        cell.textLabel?.text = title
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
        toggle.addAction(UIAction { [weak toggle] _ in changed(toggle?.isOn ?? isOn) }, for: .valueChanged)
        cell.accessoryView = toggle
    }

    /// The device's name, edited in place; Return ends editing.
    static func name(_ name: String, in cell: UITableViewCell, changed: @escaping (String) -> Void) {
        let field = UITextField()
        field.text = name
        field.placeholder = "Name"
        field.accessibilityLabel = "Name"
        field.clearButtonMode = .whileEditing
        field.returnKeyType = .done
        field.addAction(UIAction { [weak field] _ in changed(field?.text ?? "") }, for: .editingChanged)
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        fill(cell, with: field, height: 44)
    }

    static func appearance(
        _ appearance: SettingsModel.Appearance, in cell: UITableViewCell, changed: @escaping (SettingsModel.Appearance) -> Void
    ) {
        let control = UISegmentedControl(items: SettingsModel.Appearance.allCases.map(\.title))
        control.selectedSegmentIndex = appearance.rawValue
        control.addAction(
            UIAction { [weak control] _ in
                if let index = control?.selectedSegmentIndex, let choice = SettingsModel.Appearance(rawValue: index) { changed(choice) }
            }, for: .valueChanged)
        fill(cell, with: control, height: 32)
    }

    static func brightness(_ brightness: Float, in cell: UITableViewCell, changed: @escaping (Float) -> Void) {
        let slider = UISlider()
        slider.value = brightness
        slider.minimumValueImage = UIImage(systemName: "minus")
        slider.maximumValueImage = UIImage(systemName: "plus")
        slider.accessibilityLabel = "Brightness"
        slider.addAction(UIAction { [weak slider] _ in changed(slider?.value ?? brightness) }, for: .valueChanged)
        fill(cell, with: slider, height: 31)
    }

    static func textSize(_ size: Double, in cell: UITableViewCell, changed: @escaping (Double) -> Void) {
        cell.textLabel?.text = "Text Size: \(Int(size)) pt"
        let stepper = UIStepper()
        stepper.minimumValue = 11
        stepper.maximumValue = 31
        stepper.value = size
        stepper.addAction(
            UIAction { [weak stepper, weak cell] _ in
                guard let value = stepper?.value else { return }
                cell?.textLabel?.text = "Text Size: \(Int(value)) pt"
                changed(value)
            }, for: .valueChanged)
        cell.accessoryView = stepper
    }

    static func download(_ progress: Float, in cell: UITableViewCell) {
        let title = UILabel()
        title.text = "Downloading update…"
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = progress
        let top = UIStackView(arrangedSubviews: [title, spinner])
        top.spacing = 8
        let stack = UIStackView(arrangedSubviews: [top, bar])
        stack.axis = .vertical
        stack.spacing = 12
        fill(cell, with: stack, height: nil)
    }

    static func tips(_ tip: Int, in cell: UITableViewCell, changed: @escaping (Int) -> Void) {
        let text = UILabel()
        text.text = SettingsModel.tips[tip]
        text.font = .systemFont(ofSize: 15)
        text.textColor = .secondaryLabel
        text.textAlignment = .center
        let pages = UIPageControl()
        pages.numberOfPages = SettingsModel.tips.count
        pages.currentPage = tip
        pages.pageIndicatorTintColor = .tertiaryLabel
        pages.currentPageIndicatorTintColor = .label
        pages.addAction(
            UIAction { [weak pages, weak text] _ in
                guard let page = pages?.currentPage else { return }
                text?.text = SettingsModel.tips[page]
                changed(page)
            }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [text, pages])
        stack.axis = .vertical
        stack.spacing = 4
        fill(cell, with: stack, height: nil)
    }

    /// The cell's text inset, which a row's own content lines up with.
    private static let inset: CGFloat = 16

    /// Puts `view` across the cell's content, lined up with the rows' text, centred vertically.
    private static func fill(_ cell: UITableViewCell, with view: UIView, height: CGFloat?) {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(view)
        var constraints = [
            view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -inset),
            view.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ]
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
    }
}
