import Foundation

/// Describes a view's content and makes the view that shows it. A cell given one shows that
/// view in its content view instead of its built-in labels.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> UIView & UIContentView
    /// The configuration with its defaults for `state` applied.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made from a content configuration; setting `configuration` re-applies it.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
