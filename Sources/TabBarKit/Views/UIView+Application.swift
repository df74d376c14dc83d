import Foundation

extension UIView {
    /// The application the view belongs to: its layer's, handed over when the view was
    /// made. Input, windows, timing and restoration are reached through it.
    var application: UIApplication { layer.application }
}
