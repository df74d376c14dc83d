import Foundation

extension UIView {
    /// The direction this view lays out in: a forced semantic attribute wins, else the
    /// traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            var view: UIView = self
            while let ancestor = view.superview {
                if ancestor.semanticContentAttribute == .forceRightToLeft { return .rightToLeft }
                if ancestor.semanticContentAttribute == .forceLeftToRight { return .leftToRight }
                view = ancestor
            }
            // The walk ended at the root: its traits (a window's, or the screen's for a view
            // in none) are this view's, found without walking up again.
            return view.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
