import Foundation

extension UIView {
    /// The direction this view lays out in: a forced semantic attribute wins, else the
    /// traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            // With no superview, this view's traits (a window's, or the screen's for a view
            // in none) decide.
            guard let superview else { return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
            return superview.layoutDirectionForSubviews
        }
    }

    /// The direction a subview with no semantic content attribute of its own lays out in:
    /// the first forced attribute from this view up, else the traits at the root.
    var layoutDirectionForSubviews: UIUserInterfaceLayoutDirection {
        var view: UIView = self
        while true {
            if view.semanticContentAttribute == .forceRightToLeft { return .rightToLeft }
            if view.semanticContentAttribute == .forceLeftToRight { return .leftToRight }
            guard let ancestor = view.superview else {
                // The walk ended at the root: its traits are this view's, found without
                // walking up again.
                return view.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            }
            view = ancestor
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
