import Foundation

// Tint colour and adjustment mode flow down the tree unless a view sets its own.
extension UIView {
    static let defaultTintColor = UIColor.systemBlue

    /// The view's own tint, else its superview's, else system blue; dimmed views get a grey.
    var effectiveTintColor: UIColor {
        let base = undimmedTintColor
        return tintAdjustmentMode == .dimmed ? Self.dimmed(base) : base
    }

    /// The effective mode: the view's own unless `.automatic`, else its superview's, else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
        return superview?.tintAdjustmentMode ?? .normal
    }

    private var undimmedTintColor: UIColor {
        storedTintColor ?? superview?.undimmedTintColor ?? UIView.defaultTintColor
    }

    /// UIKit desaturates a dimmed tint to a grey of the same brightness.
    private static func dimmed(_ color: UIColor) -> UIColor {
        let c = color.cgColor
        let luminance = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(white: luminance, alpha: c.alpha)
    }

    /// Runs `change`, then calls tintColorDidChange() on every view of this subtree whose
    /// effective tint or mode it changed, parents first.
    func updatingTint(_ change: () -> Void) {
        var before: [(view: UIView, tint: UIColor, mode: TintAdjustmentMode)] = []
        collectTints(into: &before)
        change()
        for entry in before where entry.view.tintColor != entry.tint || entry.view.tintAdjustmentMode != entry.mode {
            entry.view.tintColorDidChange()
            entry.view.invalidateVisualArea()
        }
    }

    /// `updatingTint(_:)` for `move`, which gives this view `newSuperview` (nil: none). The
    /// subtree inherits only its superview's tint and mode: when the old superview and the
    /// new one pass down the same, no view's changes, and the subtree is not walked (each
    /// of its views would ask up the tree, before and after).
    func updatingTint(movingTo newSuperview: UIView?, _ move: () -> Void) {
        let old = superview
        let sameTint = (old?.undimmedTintColor ?? Self.defaultTintColor) == (newSuperview?.undimmedTintColor ?? Self.defaultTintColor)
        guard sameTint, (old?.tintAdjustmentMode ?? .normal) == (newSuperview?.tintAdjustmentMode ?? .normal) else {
            return updatingTint(move)
        }
        move()
    }

    private func collectTints(into list: inout [(view: UIView, tint: UIColor, mode: TintAdjustmentMode)]) {
        list.append((self, tintColor, tintAdjustmentMode))
        for subview in subviews { subview.collectTints(into: &list) }
    }
}
