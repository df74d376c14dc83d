import Foundation

// A cell's content given as a configuration: the configured view fills the content view
// and the built-in labels and image view step aside while it is set.
extension UITableViewCell {
    /// A list configuration styled as this cell's style: `.subtitle` gives
    /// `subtitleCell()`, `.value1` `valueCell()`, the others `cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .default, .value2: .cell()
        }
    }

    public var contentConfiguration: UIContentConfiguration? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            showContentConfiguration()
        }
    }

    private func showContentConfiguration() {
        let builtIn: [UIView?] = [storedTextLabel, storedDetailTextLabel, storedImageView]
        guard let configuration = storedContentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            for view in builtIn { view?.isHidden = false }
            return setNeedsLayout()
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        for view in builtIn { view?.isHidden = true }
        setNeedsLayout()
    }
}
